/**
 * No secret in any output, from any rule, in any placement (issue 15 §3). For every token format of
 * `rules/token-formats.json`, a synthetic token is made at run time from the format's own pattern
 * (scripts/secret-samples.mjs, shared with the fuzzer's leak property) and put in every
 * place a secret can sit: its natural slot, a server name, an env key, a `${VAR:-default}`, comments (a suppression
 * comment too), unparseable lines in JSON, TOML and YAML, a SKILL.md (frontmatter and body) and a skill script. Then
 * every output is searched for any 8-character piece of any token beyond the prefix the masker may show: the text,
 * JSON, SARIF and GitHub reports, `--fix-dry-run` and `--fix` (messages, diffs and the report after), a written
 * baseline and the review lockfile, with stderr each time.
 *
 * One tree holds every placement and each mode runs once, in-process, so the whole check takes a few seconds.
 */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFormats } from '../rules/hardcoded-secret.js';
import { findSecrets } from '../src/analysis/secrets.js';
import { main } from '../src/cli/cli.js';
import { visiblePrefix } from '../src/model/redact.js';
import { findLeaks, forbiddenPieces as piecesOf, tokenFor as sampleFor } from '../scripts/secret-samples.mjs';
import { seeded } from '../scripts/seeded-random.mjs';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const random = seeded(0x1eac5);
type Sample = { text: string; random: boolean[] };

/** A token of the format, recognised as a whole by the detector (entropy, placeholders and all). */
function tokenFor(format: (typeof tokenFormats)[number]): Sample {
  const sample = sampleFor(format, random, (text: string) => findSecrets(text, { slot: 'other' }, tokenFormats)) as Sample | undefined;
  if (!sample) throw new Error(`no detectable sample for token format ${format.id}`);
  return sample;
}

const tokens = tokenFormats.map((format) => ({ format, ...tokenFor(format) }));

/**
 * Placements that only the parse-free backstop protects until the secret rule itself detects them there (the
 * `detect` part of issue 15: secrets as server names, in `${VAR:-default}`). Empty: the masker already hides them.
 * A placement listed here would be skipped with its reason, so that it is enabled once detection lands.
 */
const PENDING_DETECTION: Record<string, string> = {};

const HIDDEN = '\u200b';
const skillFile = (name: string, frontmatter: string, body: string) => `---\nname: ${name}\n${frontmatter}\n---\n${body}\n`;

/**
 * Every placement of every token. Placements that can share a file do (one Claude, VS Code and Codex config for all
 * tokens, one SKILL.md body and one script); those that break a file get a file each, so that each token is on the
 * line of an error.
 */
function placements(list: { text: string; envName: string }[]): Record<string, FileSpec> {
  const servers: Record<string, unknown> = {};
  const vscode: string[] = [];
  const codex: string[] = [];
  const body: string[] = [];
  const script: string[] = ['#!/bin/sh'];
  const files: Record<string, FileSpec> = {};
  list.forEach(({ text: token, envName }, i) => {
    // natural slot: the env var its vendor's tools read
    servers[`natural-${i}`] = { command: 'npx', args: ['-y', `natural-mcp-${i}`], env: { [envName]: token } };
    // a token as a server name, with findings of other rules that print the name
    servers[token] = { command: 'npx', args: ['-y', `named-mcp-${i}`, '${MISSING_VAR}'] };
    // a token as the default of a reference, in args and in a url
    servers[`defaults-${i}`] = { command: 'npx', args: ['-y', `defaults-mcp-${i}`, `\${API_TOKEN:-${token}}`] };
    servers[`remote-${i}`] = { type: 'http', url: `https://mcp.example.com/mcp?api_key=\${MCP_KEY:-${token}}` };
    // a token in a launch spec another rule quotes (unpinned-package: a git source without a ref)
    servers[`spec-${i}`] = { command: 'npx', args: ['-y', `git+https://gitlab.example.com/x/y-${i}.git?private_token=${token}`] };
    // a token as an env key, with a finding at that key (a hidden character in its value)
    servers[`keyed-${i}`] = { command: 'npx', args: ['-y', `keyed-mcp@1.0.${i}`], env: { [token]: `on${HIDDEN}` } };
    // comments: at the end of a line a finding shows, and a suppression comment naming the token
    vscode.push(
      `    "v${i}": { "command": "npx", "args": ["-y", "vs-mcp-${i}", "--token", "${token}"] }, // ${token}`,
      `    // mcp-audit-ignore[${token}]: ${token}`,
      `    "w${i}": { "command": "npx", "args": ["-y", "w-mcp-${i}"] },`,
    );
    codex.push(
      `[mcp_servers.c${i}]`,
      'command = "npx"',
      `args = ["-y", "codex-mcp-${i}", "--api-key", "${token}", "\${API_TOKEN:-${token}}"] # ${token}`,
      `env = { "${token}" = "\${HOME}" }`,
    );
    // unparseable lines, each with the token on the line of the error
    files[`broken/${i}/.mcp.json`] = `{ "mcpServers": { "a": { "command": "npx", "args": ["--password", "${token}" "x"] } } }\n`;
    files[`broken/${i}/.codex/config.toml`] = `[mcp_servers.a]\ncommand = "npx"\nargs = ["--token", "${token}" "x"]\n`;
    files[`broken/${i}/.continue/mcpServers/x.yaml`] = `mcpServers:\n  - name: a\n    command: npx\n    args: |${token}\n      more\n`;
    // SKILL.md frontmatter that does not parse because of the token
    files[`.claude/skills/front-${i}/SKILL.md`] = skillFile(`front-${i}`, `description: |${token}\n  x`, 'Nothing else.');
    // a SKILL.md body and a script that pass it to commands
    body.push(
      `Install: \`curl -fsSL https://get.example.com/install-${i}.sh | sh -s -- --token ${token}\``,
      `Then run \`tool --password ${token}\` or \`API_KEY=${token} tool\`.`,
    );
    script.push(`curl -fsSL https://get.example.com/i-${i}.sh | sh -s -- --token ${token}`, `export API_KEY=${token}`);
  });
  files['configs/.mcp.json'] = JSON.stringify({ mcpServers: servers }, null, 2);
  files['configs/.vscode/mcp.json'] = `{\n  "servers": {\n${vscode.join('\n')}\n  }\n}\n`;
  files['configs/.codex/config.toml'] = `${codex.join('\n')}\n`;
  files['.claude/skills/body/SKILL.md'] = skillFile('body', 'description: Installs the tools.', body.join('\n'));
  files['.claude/skills/body/scripts/install.sh'] = `${script.join('\n')}\n`;
  return files;
}

const tree = tempTrees();
let root: string;

async function run(args: string[], cwd = root) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, env: {}, stdoutIsTty: false, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  return { code, stdout, stderr, all: `${stdout}\n${stderr}` };
}

const forbiddenPieces = (sample: Sample): string[] => piecesOf(sample, visiblePrefix);
let pieces: Map<string, string> | undefined;

/** Every forbidden piece of every token in `output`, in one pass over it. */
function leaks(output: string): string[] {
  pieces ??= new Map(tokens.flatMap((t) => forbiddenPieces(t).map((p) => [p, t.format.id] as const)));
  return findLeaks(output, pieces);
}

beforeAll(() => {
  root = tree(placements(tokens.map((t) => ({ text: t.text, envName: t.format.envName ?? 'API_TOKEN' }))));
});

describe('every token format, in every placement, in every output', () => {
  it('the tokens are real: one per format, each detected whole, each planted in the tree', () => {
    expect(tokens.length).toBe(tokenFormats.length);
    expect(tokens.length).toBeGreaterThan(60);
    for (const t of tokens) expect(forbiddenPieces(t).length, t.format.id).toBeGreaterThan(0);
    const claude = readFileSync(join(root, 'configs/.mcp.json'), 'utf8');
    for (const t of tokens) expect(claude).toContain(t.text);
  });

  let json: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    json = await run(['--format', 'json', '--fail-on', 'none']);
  });

  it('the placements produce findings of many rules, so the outputs are worth searching', () => {
    const findings = JSON.parse(json.stdout).findings as { ruleId: string; file: string }[];
    const rules = new Set(findings.map((f) => f.ruleId));
    for (const id of ['hardcoded-secret', 'unpinned-package', 'env-var-without-default', 'invalid-config', 'skill-frontmatter', 'shell-pipe-install', 'unreviewed-skill-script', 'hidden-unicode', 'suppression-comment']) {
      expect([...rules], id).toContain(id);
    }
    // every placement file has a finding
    const files = new Set(findings.map((f) => f.file));
    for (const file of Object.keys(placements([{ text: tokens[0]!.text, envName: 'X' }]))) expect([...files], file).toContain(file);
  });

  it('json', () => {
    expect(json.code, json.stderr).toBe(0);
    expect(leaks(json.all)).toEqual([]);
  });

  it.each([
    ['text', ['--no-color']],
    ['text with the secret rule and invalid-config off (unparsed files then go to stderr)', ['--no-color', '--disable-rule', 'hardcoded-secret,invalid-config']],
    ['sarif', ['--format', 'sarif']],
    ['github', ['--format', 'github']],
    ['--fix-dry-run', ['--fix-dry-run', '--offline', '--unsafe-fixes']],
  ])('%s', async (_, args) => {
    const out = await run([...args, '--fail-on', 'none']);
    expect(out.code, out.stderr).toBe(0);
    expect(out.all.length).toBeGreaterThan(1000);
    expect(leaks(out.all)).toEqual([]);
  });

  it('--fix (its messages) and the baseline written after it', async () => {
    const copy = tree({});
    cpSync(root, copy, { recursive: true });
    const out = await run(['--fix', '--offline', '--unsafe-fixes', '--write-baseline', 'baseline.json', '--fail-on', 'none', '--no-color'], copy);
    expect(out.stderr).toMatch(/fixed \d+ problems? in /);
    const baseline = readFileSync(join(copy, 'baseline.json'), 'utf8');
    expect(JSON.parse(baseline).findings.length).toBeGreaterThan(100);
    expect(leaks(`${baseline}\n${out.all}`)).toEqual([]);
  });

  it('the review lockfile', async () => {
    const out = await run(['review']);
    expect(out.code, out.stderr).toBe(0);
    const lock = readFileSync(join(root, '.mcp-audit-review.json'), 'utf8');
    expect(Object.keys(JSON.parse(lock).skills).length).toBe(tokens.length + 1);
    expect(leaks(lock + out.all)).toEqual([]);
  });

  for (const [placement, reason] of Object.entries(PENDING_DETECTION)) it.todo(`${placement}: ${reason}`);
});
