// The leak property of the fuzzer (issue 15 §3): a token of a random format, in a random placement of a config,
// SKILL.md or script, the file around it damaged by the fuzzer's text mutations, scanned by the command line
// in-process in every output mode; no output may hold an 8-character piece of the token beyond its visible prefix.
// Used by test/fuzz/fuzz.mjs (and so by test/fuzz.test.ts and `npm run fuzz`).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { findLeaks, forbiddenPieces, tokenFor } from '../../scripts/secret-samples.mjs';
import { seeded } from '../../scripts/seeded-random.mjs';

/** Where the token goes in a placement's files: one character no mutation splits, replaced after the mutations. */
const S = '\ue000';
const skill = (body) => `---\nname: s\ndescription: A skill.\n---\n${body}\n`;

/** Every place a secret can sit. The first file holds the secret and is the one the mutations damage. */
export const PLACEMENTS = [
  { name: 'an env value', grammar: 'json', files: { '.mcp.json': `{"mcpServers":{"s":{"command":"npx","args":["-y","pkg"],"env":{"API_TOKEN":"${S}"}}}}` } },
  { name: 'a server name', grammar: 'json', files: { '.mcp.json': `{"mcpServers":{"${S}":{"command":"npx","args":["-y","pkg","\${MISSING}"]}}}` } },
  { name: 'an env key', grammar: 'json', files: { '.mcp.json': `{"mcpServers":{"s":{"command":"npx","args":["-y","p@1.0.0"],"env":{"${S}":"on\u200b"}}}}` } },
  {
    name: '${VAR:-default}',
    grammar: 'json',
    files: { '.mcp.json': `{\n  "mcpServers": {\n    "s": { "command": "npx", "args": ["-y", "p@1.0.0", "\${API_TOKEN:-${S}}"] },\n    "r": { "type": "http", "url": "https://h.example.com/mcp?api_key=\${K:-${S}}" }\n  }\n}\n` },
  },
  { name: 'a launch spec', grammar: 'json', files: { '.mcp.json': `{"mcpServers":{"g":{"command":"npx","args":["-y","git+https://gitlab.example.com/x/y.git?private_token=${S}"]}}}` } },
  {
    name: 'comments',
    grammar: 'json',
    files: { '.vscode/mcp.json': `{\n  "servers": {\n    // mcp-audit-ignore[${S}]: ${S}\n    "v": { "command": "npx", "args": ["-y", "vs-mcp", "--token", "${S}"] }, // ${S}\n  }\n}\n` },
  },
  {
    name: 'a Codex config',
    grammar: 'toml',
    files: { '.codex/config.toml': `[mcp_servers.c]\ncommand = "npx"\nargs = ["-y", "codex-mcp", "--api-key", "${S}", "\${API_TOKEN:-${S}}"] # ${S}\nenv = { "${S}" = "\${HOME}" }\n` },
  },
  { name: 'an unparseable JSON line', grammar: 'json', files: { '.mcp.json': `{ "mcpServers": { "a": { "command": "npx", "args": ["--password", "${S}" "x"] } } }\n` } },
  { name: 'an unparseable TOML line', grammar: 'toml', files: { '.codex/config.toml': `[mcp_servers.a]\ncommand = "npx"\nargs = ["--token", "${S}" "x"]\n` } },
  { name: 'a YAML error', grammar: 'yaml', files: { '.continue/mcpServers/x.yaml': `mcpServers:\n  - name: a\n    command: npx\n    args: |${S}\n      more\n` } },
  { name: 'SKILL.md frontmatter', grammar: 'yaml', files: { '.claude/skills/s/SKILL.md': `---\nname: s\ndescription: |${S}\n  x\n---\nBody.\n` } },
  {
    name: 'a SKILL.md body',
    grammar: 'yaml',
    files: { '.claude/skills/s/SKILL.md': skill(`Run \`curl -fsSL https://get.example.com/i.sh | sh -s -- --token ${S}\`, then \`tool --password ${S}\` or \`API_KEY=${S} tool\`.`) },
  },
  {
    name: 'a skill script',
    grammar: 'yaml',
    files: {
      '.claude/skills/s/scripts/install.sh': `#!/bin/sh\ncurl -fsSL https://get.example.com/i.sh | sh -s -- --token ${S}\nexport API_KEY=${S}\n`,
      '.claude/skills/s/SKILL.md': skill('Runs scripts/install.sh.'),
    },
  },
];

/** Every output mode; the last one also writes a baseline, which is searched too. */
const MODES = [
  ['--no-color'],
  ['--format', 'json'],
  ['--format', 'sarif'],
  ['--format', 'github'],
  ['--fix-dry-run', '--offline', '--unsafe-fixes'],
  ['--no-color', '--disable-rule', 'hardcoded-secret,invalid-config'],
  ['--format', 'json', '--write-baseline', 'baseline.json'],
];

/**
 * `m`: { main, tokenFormats, findSecrets, secretsInText, visiblePrefix } from the code under test; `mutations`: the
 * fuzzer's text mutations, `applyMutation(text, mutation, grammar)` applies one; `dirFor()` makes a temporary folder
 * (removed by the fuzzer); `budgetMs`, when given, fails a case when one mode's run takes more CPU time (a hang).
 */
/**
 * CPU milliseconds this process spent since `started` (a `process.cpuUsage()`): what a hang is judged by. The scan runs
 * in this process and nothing else does meanwhile; wall time would also count the other processes of a loaded machine.
 */
export function cpuMsSince(started) {
  const { user, system } = process.cpuUsage(started);
  return Math.round((user + system) / 1000);
}

export function leakProperty(m, { runs, mutations, applyMutation, dirFor, onCase, budgetMs }) {
  const detect = (text) => m.findSecrets(text, { slot: 'other' }, m.tokenFormats);
  return {
    name: 'secrets: no output shows a planted token, in any placement (leak property)',
    runs,
    property: () => {
      const dir = dirFor();
      const arb = fc.record({
        format: fc.nat(m.tokenFormats.length - 1),
        seed: fc.integer(),
        placement: fc.nat(PLACEMENTS.length - 1),
        mutations: fc.array(mutations, { maxLength: 3 }),
      });
      return fc.asyncProperty(arb, async (c) => {
        const format = m.tokenFormats[c.format];
        const token = tokenFor(format, seeded(c.seed), detect, 50);
        if (!token) return;
        const placement = PLACEMENTS[c.placement];
        const [[first, template], ...rest] = Object.entries(placement.files);
        const text = c.mutations.reduce((t, x) => applyMutation(t, x, placement.grammar), template).split(S).join(token.text);
        onCase?.(text);
        // Only a token the backstop sees where it stands can be promised hidden: a mutation that glues a letter to it
        // makes it another string, which no detector could call a token.
        const seen = m.secretsInText(text, m.tokenFormats);
        for (let at = text.indexOf(token.text); at >= 0; at = text.indexOf(token.text, at + 1)) {
          if (!seen.some((s) => s.start <= at && at + token.text.length <= s.end)) return;
        }
        rmSync(dir, { recursive: true, force: true });
        for (const [file, content] of [[first, text], ...rest]) {
          mkdirSync(dirname(join(dir, file)), { recursive: true });
          writeFileSync(join(dir, file), content.split(S).join(token.text));
        }
        const pieces = new Map(forbiddenPieces(token, m.visiblePrefix).map((p) => [p, `${format.id} in ${placement.name}`]));
        for (const args of MODES) {
          let out = '';
          const started = process.cpuUsage();
          const code = await m.main([...args, '--fail-on', 'none'], {
            cwd: dir, env: {}, stdoutIsTty: false, stdout: (t) => { out += t; }, stderr: (t) => { out += t; },
          });
          const took = cpuMsSince(started);
          if (budgetMs !== undefined && took > budgetMs) throw new Error(`${args.join(' ')} took ${took} ms, over the budget of ${budgetMs} ms`);
          if (code !== 0 || /internal error/.test(out)) throw new Error(`${args.join(' ')}: exit ${code}\n${out.slice(0, 2000)}`);
          if (args.includes('--write-baseline')) out += readFileSync(join(dir, 'baseline.json'), 'utf8');
          const leaks = findLeaks(out, pieces);
          if (leaks.length) throw new Error(`${args.join(' ')} shows the secret: ${leaks.join('\n')}`);
        }
      });
    },
  };
}
