/**
 * Configs may be hostile: nothing they hold may reach a terminal or a CI log as a control sequence. A server name, a
 * skill name decoded from YAML, a file name and a raw line of a broken file all carry ESC, BEL, CR, LF, bidi and
 * invisible characters here; the text and GitHub outputs must show them escaped (and code frames as '?').
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();

/** What a terminal or log could act on: C0 controls but tab and line feed, DEL, C1, bidi controls, invisible ones. */
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/u;

function hostileTree(): string {
  const dir = tree({
    // JSON escapes decode to the raw characters in the server name
    '.mcp.json': '{ "mcpServers": { "evil\\u001b]0;pwned\\u0007\\u001b[2J\\r\\nfake\\u200b\\u202e": { "type": "http", "url": "http://mcp.example.com/mcp" } } }\n',
    // a broken file whose raw bytes hold escape sequences, shown in a code frame
    'broken/.mcp.json': '{ "mcpServers": { "a": { "command": "node\u001b[2K\u001b[1A", } } }\n',
    // YAML's "\e" is ESC in the skill's name
    '.claude/skills/notes/SKILL.md': '---\nname: "x\\e[2J\\e[H\\e[32mAll clean\\e[0m"\ndescription: Notes.\n---\n',
  });
  // a folder whose name holds ESC
  const odd = join(dir, 'pkg\u001b[8m');
  mkdirSync(join(odd, '.vscode'), { recursive: true });
  writeFileSync(join(odd, '.vscode', 'mcp.json'), '{ "servers": { "r": { "type": "http", "url": "http://x.example.com/mcp" } } }\n');
  return dir;
}

describe('hostile text never reaches the terminal raw', () => {
  const dir = hostileTree();

  it.each([
    ['text', ['--no-color']],
    ['github', ['--format', 'github']],
  ])('%s', (_format, args) => {
    const run = runCli([...args, '.'], dir);
    expect(run.code, run.stderr).toBe(1);
    // the findings are there (the test would prove nothing otherwise)
    expect(run.stdout).toMatch(/evil/);
    expect(run.stdout).toMatch(/pkg/);
    expect(run.stdout).toMatch(/skill-frontmatter|broken/);
    const raw = RAW.exec(run.stdout);
    expect(raw && JSON.stringify(run.stdout.slice(Math.max(0, raw.index - 60), raw.index + 20)), 'a raw control or invisible character').toBeNull();
    expect(run.stdout).toContain('\\u001b');
  });

  it('code frames show such characters as "?"', () => {
    const run = runCli(['--no-color', 'broken'], dir);
    expect(run.stdout).toContain('"command": "node?[2K?[1A", }');
  });
});
