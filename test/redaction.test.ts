/**
 * Redaction everywhere (issue 7): known secrets placed in every place one can hide in a config — env, headers, args,
 * URL userinfo and query, Codex `env` and `http_headers` tables, VS Code JSONC, files that do not parse — and then
 * every output is searched for them: each report format, `-o` files, `--fix-dry-run` diffs, a baseline, stderr. No
 * output may hold a secret, nor any 12-character piece of one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from './helpers/cli.js';
import { writeTree } from './rule-tester.js';

/** mulberry32: the same "random" secrets on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return (alphabet: string, length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      out += alphabet[(((t ^ (t >>> 14)) >>> 0) % alphabet.length)];
    }
    return out;
  };
}
const pick = generator(0x5ec12e7);
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const GHP = `ghp_${pick(ALNUM, 36)}`;
const SBP = `sbp_${pick('0123456789abcdef', 40)}`;
const PASS = pick(ALNUM, 24);
const API_KEY = pick(ALNUM, 32);
const SECRETS = { GHP, SBP, PASS, API_KEY };

const PG = `postgresql://app_user:${PASS}@db.example.com:5432/app`;
const URL_WITH_SECRETS = `https://svc:${PASS}@mcp.example.com/mcp?team=core&api_key=${API_KEY}`;

const claude = `{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github", "--token", "${GHP}"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GHP}" }
    },
    "db": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-postgres", "${PG}"], "env": { "DATABASE_URL": "${PG}" } },
    "supabase": {
      "command": "npx",
      "args": ["-y", "@supabase/mcp-server-supabase@latest", "--access-token=${SBP}"],
      "env": { "SUPABASE_ACCESS_TOKEN": "${SBP}" }
    },
    "remote": {
      "type": "http",
      "url": "${URL_WITH_SECRETS}",
      "headers": { "Authorization": "Bearer ${SBP}", "X-Api-Key": "${API_KEY}" }
    }
  }
}
`;

const vscode = `{
  // JSONC: comments and trailing commas
  "inputs": [{ "type": "promptString", "id": "token", "description": "Token", "password": true },],
  "servers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"], // unpinned, on purpose
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GHP}", "DB": "${PG}", },
    },
    /* remote */
    "remote": { "type": "http", "url": "${URL_WITH_SECRETS}", "headers": { "Authorization": "Bearer ${SBP}", }, },
  },
}
`;

const codex = `# Codex
[mcp_servers.github]
command = "npx"
args = [
  "-y",
  "@modelcontextprotocol/server-github",
  "--token", "${GHP}",  # inline comment
]
env = { GITHUB_PERSONAL_ACCESS_TOKEN = "${GHP}" }

[mcp_servers.db]
command = "npx"
args = ["-y", "@modelcontextprotocol/server-postgres", '${PG}']

[mcp_servers.db.env]
SUPABASE_ACCESS_TOKEN = "${SBP}"
DATABASE_URL = """${PG}"""

[mcp_servers.remote]
url = "${URL_WITH_SECRETS}"
http_headers = { Authorization = "Bearer ${SBP}", "X-Api-Key" = "${API_KEY}" }
`;

/** Files that do not load, with the secret on the very line of the syntax error. */
const broken = {
  'broken/trailing-comma/.mcp.json': `{ "mcpServers": { "a": { "command": "npx", "env": { "GITHUB_TOKEN": "${GHP}", }, } } }\n`,
  'broken/missing-comma/.mcp.json': `{\n  "mcpServers": {\n    "a": { "command": "npx", "env": { "GITHUB_TOKEN": "${GHP}" "X": "${SBP}" } }\n  }\n}\n`,
  'broken/unterminated/.mcp.json': `{\n  "mcpServers": {\n    "a": { "command": "npx", "env": { "GITHUB_TOKEN": "${GHP}\n  }\n}\n`,
  'broken/jsonc/.vscode/mcp.json': `{ "servers": { "a": { "url": "${URL_WITH_SECRETS}", "headers": { "Authorization": "Bearer ${SBP}" } ] } }\n`,
  'broken/toml/.codex/config.toml': `[mcp_servers.a]\ncommand = "npx"\nenv = { GITHUB_TOKEN = "${GHP}", SUPABASE_ACCESS_TOKEN = "${SBP}"\nargs = ["${PG}" "${API_KEY}"]\n`,
  'broken/toml-key/.codex/config.toml': `[mcp_servers.a]\ncommand = "npx"\n${GHP} = "${SBP}"\n`,
};

/** A URL that carries a token and gets a fix of its own (GitHub's read-only path): the fix must not copy the token. */
const remote = {
  'remote/.mcp.json': `{ "mcpServers": { "gh": { "type": "http", "url": "https://api.githubcopilot.com/mcp/?access_token=${GHP}" } } }\n`,
};

let dir: string;
beforeAll(() => {
  dir = writeTree({ '.mcp.json': claude, '.vscode/mcp.json': vscode, '.codex/config.toml': codex, ...broken, ...remote });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: dir },
    timeout: 60_000,
    maxBuffer: 64 << 20,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every secret, and every 12-character piece of one, that `text` holds. */
function leaks(text: string): string[] {
  const found: string[] = [];
  for (const [name, secret] of Object.entries(SECRETS)) {
    for (let i = 0; i + 12 <= secret.length; i++) {
      const piece = secret.slice(i, i + 12);
      if (text.includes(piece)) {
        const at = text.indexOf(piece);
        found.push(`${name}${text.includes(secret) ? '' : `[${i}..${i + 12}]`} near ${JSON.stringify(text.slice(Math.max(0, at - 100), at + 60))}`);
        break;
      }
    }
  }
  return found;
}

function expectClean(label: string, ...texts: string[]): void {
  expect(leaks(texts.join('\n')), label).toEqual([]);
}

describe('redaction everywhere', () => {
  it('the secret detector runs (hardcoded-secret is registered)', () => {
    expect(cli(['rules']).stdout).toMatch(/^hardcoded-secret\b/m);
  });

  it('the secrets are in the tree (the test would prove nothing otherwise)', () => {
    const everything = Object.values({ claude, vscode, codex, ...broken, ...remote }).join('\n');
    for (const secret of Object.values(SECRETS)) expect(everything).toContain(secret);
    expect(GHP).toMatch(/^ghp_[A-Za-z0-9]{36}$/);
    expect(SBP).toMatch(/^sbp_[0-9a-f]{40}$/);
  });

  it.each([
    ['text', ['--no-color']],
    ['text in colour', ['--color']],
    ['json', ['--format', 'json']],
    ['sarif', ['--format', 'sarif']],
    ['github', ['--format', 'github']],
    ['text, --quiet and --fail-on note', ['--quiet', '--fail-on', 'note']],
    ['text with --debug', ['--debug', '--no-color']],
  ])('%s', (label, args) => {
    const run = cli(args);
    expect([0, 1], run.stderr).toContain(run.code);
    expect(run.stdout.length).toBeGreaterThan(100);
    expectClean(label, run.stdout, run.stderr);
  });

  it('the hardcoded-secret findings are there, masked, in every host and broken file that holds a secret', () => {
    const findings = JSON.parse(cli(['--format', 'json']).stdout).findings as { ruleId: string; file: string; message: string }[];
    const files = new Set(findings.filter((f) => f.ruleId === 'hardcoded-secret').map((f) => f.file));
    for (const f of ['.mcp.json', '.vscode/mcp.json', '.codex/config.toml']) expect([...files]).toContain(f);
    for (const f of findings.filter((x) => x.ruleId === 'hardcoded-secret')) expect(f.message).toMatch(/… \(\d+ chars\)|\*{4}/);
  });

  it('--output files (json, sarif, text, github)', () => {
    for (const format of ['json', 'sarif', 'text', 'github']) {
      const out = `reports/report.${format}`;
      const run = cli(['--format', format, '--output', out]);
      expect(existsSync(join(dir, out)), format).toBe(true);
      expectClean(`${format} to a file`, readFileSync(join(dir, out), 'utf8'), run.stdout, run.stderr);
    }
  });

  it('--fix-dry-run diffs (safe and unsafe fixes), offline', () => {
    for (const args of [['--fix-dry-run', '--offline'], ['--fix-dry-run', '--offline', '--unsafe-fixes']]) {
      const run = cli(args);
      expect([0, 1], run.stderr).toContain(run.code);
      expectClean(args.join(' '), run.stdout, run.stderr);
    }
  });

  it('--fix-dry-run with the secret rule switched off or not selected still masks the diff', () => {
    for (const args of [['--fix-dry-run', '--offline', '--unsafe-fixes', '--disable-rule', 'hardcoded-secret'], ['--fix-dry-run', '--offline', '--rule', 'unpinned-package']]) {
      const run = cli(args);
      expectClean(args.join(' '), run.stdout, run.stderr);
    }
  });

  it('--fix-dry-run masks, in the context lines of a diff, a credential no rule reports (the code frame backstop)', () => {
    // A high-entropy value under a key no host reads: hardcoded-secret has no slot for it, the line backstop masks it.
    const note = `Zq8${pick(ALNUM, 29)}`;
    expect(note).toMatch(/[A-Z]/);
    expect(note).toMatch(/[a-z]/);
    expect(note).toMatch(/[0-9]/);
    const tree = writeTree({
      '.mcp.json': `{\n  "mcpServers": {\n    "supabase": {\n      "command": "npx",\n      "_note": "${note}",\n      "args": ["-y", "@supabase/mcp-server-supabase@0.5.0"]\n    }\n  }\n}\n`,
    });
    try {
      const run = spawnSync(process.execPath, [BIN, '--fix-dry-run', '--offline', '--unsafe-fixes', '.'], { cwd: tree, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: tree } });
      expect(run.stdout, run.stderr).toContain('+      "args": ["-y", "@supabase/mcp-server-supabase@0.5.0", "--read-only"]');
      expect(run.stdout).toContain(`"_note": "${'*'.repeat(note.length)}"`);
      expect(run.stdout + run.stderr).not.toContain(note.slice(3, 15));
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('--fix-dry-run never masks the text a fix inserts', () => {
    const tree = writeTree({
      '.mcp.json': '{\n  "mcpServers": {\n    "gh": {\n      "command": "docker",\n      "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server:v0.30.0"]\n    }\n  }\n}\n',
    });
    try {
      const run = spawnSync(process.execPath, [BIN, '--fix-dry-run', '--offline', '--unsafe-fixes', '.'], { cwd: tree, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: tree } });
      expect(run.stdout, run.stderr).toMatch(/^\+ .*"--env=GITHUB_READ_ONLY=1"/m);
      expect(run.stdout).not.toContain('***');
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('code frames of other rules stay masked when the secret rule is switched off', () => {
    for (const args of [['--no-color', '--disable-rule', 'hardcoded-secret'], ['--no-color', '--rule', 'unpinned-package,invalid-config']]) {
      const run = cli(args);
      expect(run.stdout).toContain(' --> ');
      expectClean(args.join(' '), run.stdout, run.stderr);
    }
  });

  it('a baseline records fingerprints, not secrets', () => {
    const run = cli(['--write-baseline', 'baseline.json']);
    expectClean('baseline', readFileSync(join(dir, 'baseline.json'), 'utf8'), run.stdout, run.stderr);
  });

  it('broken files: the syntax error on the secret\'s own line shows no secret, in any format', () => {
    for (const format of ['text', 'json', 'sarif', 'github']) {
      const run = cli(['--format', format, '--no-color', 'broken']);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain('broken/');
      expectClean(`broken files, ${format}`, run.stdout, run.stderr);
    }
  });
});
