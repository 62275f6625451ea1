/**
 * Words that name members of Object.prototype (`constructor`, `toString`, `__proto__`, …) wherever a file's text
 * can put a word: server names, env keys, header names, commands, arguments, types, hook events, a skill's code.
 * A lookup table indexed by such a word finds a function instead of nothing; two did (a JavaScript class's
 * `constructor(…)` line in a skill crashed the whole scan; an env key named `constructor` was an env-code-injection
 * error "which function Object() { [native code] } …").
 * Every rule runs over every file here, and none may fail.
 */
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import { scanTree } from './rule-tester.js';

const NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__'];
const each = <T>(f: (name: string) => T) => Object.fromEntries(NAMES.map((n) => [n, f(n)]));
/** each name as a server, and a node server with each name as an env key */
const servers = () => ({ ...each(server), node: { command: 'node', args: ['s.js'], env: each((n) => `--require /tmp/${n}.js`) } });

const server = (n: string) => ({ command: n, args: [n, `--${n}`, `${n}=${n}`], env: { [n]: `--require ./${n}.js` }, type: n, headers: { [n]: n } });
const SKILL = `---\nname: proto\ndescription: Words.\n---\n\`\`\`js\n${NAMES.map((n) => `${n} run ${n}.py\n  ${n}(message) {}\n${n}=${n} node x.js`).join('\n')}\n\`\`\`\n`;

describe('words that name Object.prototype members', () => {
  it('break no rule, in any kind of file', () => {
    const result = scanTree({
      '.mcp.json': JSON.stringify({ mcpServers: servers() }),
      '.vscode/mcp.json': JSON.stringify({ servers: servers(), inputs: NAMES.map((n) => ({ id: n, type: n })) }),
      '.cursor/mcp.json': JSON.stringify({ mcpServers: servers() }),
      '.gemini/settings.json': JSON.stringify({ mcpServers: servers(), tools: { allowed: NAMES } }),
      '.codex/config.toml': NAMES.filter((n) => /^\w+$/.test(n)).map((n) => `[mcp_servers.${n}]\ncommand = "${n}"\nargs = ["${n}"]\nenv = { ${n} = "${n}" }\n`).join(''),
      '.claude/settings.json': JSON.stringify({ permissions: { allow: NAMES.map((n) => `Bash(${n}:*)`) }, hooks: each(() => [{ matcher: 'x', hooks: [{ type: 'command', command: 'x' }] }]), env: each((n) => n) }),
      '.cursor/hooks.json': JSON.stringify({ version: 1, hooks: each((n) => [{ command: `${n} ./x.sh` }]) }),
      'plugin.json': JSON.stringify({ $schema: 'https://agent-plugins.org/schemas/1.1.0/plugin.schema.json', name: 'p' }),
      'mcp.json': JSON.stringify({ $schema: 'https://agent-plugins.org/schemas/1.1.0/mcp.schema.json', mcpServers: servers() }),
      '.claude/skills/proto/SKILL.md': SKILL,
      '.claude/skills/proto/scripts/run.sh': NAMES.map((n) => `${n} --${n}=${n}`).join('\n'),
    }, rules);
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.length).toBeGreaterThan(0);
    // a member found instead of nothing also shows as its source text in a message
    expect(result.findings.filter((f) => /\[native code\]/.test(f.message)).map((f) => f.message)).toEqual([]);
    expect(result.findings.filter((f) => f.ruleId === 'env-code-injection').map((f) => f.message)).toEqual([]);
  });
});
