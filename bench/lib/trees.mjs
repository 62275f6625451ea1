// Synthetic trees for the benchmark. Deterministic (seeded), cached under bench/out/trees/<name> with a stamp file,
// so a second run reuses them; bump GENERATOR_VERSION when the content changes.
//
// Every tree is a "repository": it has a .git folder (so the review-lockfile search stops at its root, as in a real
// checkout) and is scanned from its own root with `mcp-audit .`.
//
// Fake credentials are assembled at run time from a seeded PRNG, so no token-shaped literal lives in this file.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ADVERSARIAL_VERSION, writeAdversarialTree } from './adversarial.mjs';
import { seeded as rng } from '../../scripts/seeded-random.mjs';

export const GENERATOR_VERSION = 3;

function token(rand, alphabet, n) {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
  return s;
}
const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// ---------------------------------------------------------------------------------------------------------------
// Config file contents: realistic sizes (0.3–1 KiB), mostly clean, a fraction with the faults mcp-audit reports
// (unpinned launches, literal tokens, variables without defaults), so rules and report rendering do real work.

function claudeConfig(i, rand) {
  const servers = [
    `    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "\${GITHUB_TOKEN:-}" }
    }`,
    `    "files-${i}": {
      "command": "node",
      "args": ["tools/mcp-files.js", "--root", "\${CLAUDE_PROJECT_DIR:-.}"]
    }`,
  ];
  if (i % 5 === 0) servers.push(`    "angular": {
      "command": "npx",
      "args": ["-y", "@angular/cli@latest", "mcp"]
    }`);
  if (i % 10 === 0) servers.push(`    "supabase": {
      "command": "npx",
      "args": ["-y", "@supabase/mcp-server-supabase@0.5.9", "--read-only", "--project-ref=${token(rand, 'abcdefghijklmnopqrst', 20)}"],
      "env": { "SUPABASE_ACCESS_TOKEN": "${'sbp_' + token(rand, HEX, 40)}" }
    }`);
  if (i % 7 === 0) servers.push(`    "docs": {
      "type": "http",
      "url": "https://docs.example.com/\${DOCS_TENANT}/mcp"
    }`);
  return `{\n  "mcpServers": {\n${servers.join(',\n')}\n  }\n}\n`;
}

function vscodeConfig(i, rand) {
  const servers = [
    `    "github": {
      "type": "http",
      "url": "https://api.githubcopilot.com/mcp/",
      "headers": { "Authorization": "Bearer \${input:github-pat}" },
    }`,
    `    "playwright": {
      "command": "npx",
      "args": ["@playwright/mcp${i % 4 === 0 ? '' : '@0.0.41'}"],
    }`,
  ];
  if (i % 10 === 5) servers.push(`    "sentry": {
      "type": "http",
      "url": "https://mcp.sentry.dev/mcp",
      "headers": { "Authorization": "Bearer ${'sntrys_' + token(rand, ALNUM, 48)}" },
    }`);
  return `{
  // Shared with the team (package ${i}): keep tokens out of this file.
  "inputs": [
    { "type": "promptString", "id": "github-pat", "description": "GitHub token", "password": true },
  ],
  "servers": {
${servers.join(',\n')},
  },
}
`;
}

function codexConfig(i, rand) {
  let text = `model = "gpt-5"

[mcp_servers.context7]
command = "npx"
args = [
  "-y",
  "@upstash/context7-mcp@1.0.14", # pinned after review
]
`;
  if (i % 6 === 0) text += `
[mcp_servers.grafana]
command = "uvx"
args = ["mcp-grafana"]
env = { GRAFANA_URL = "https://grafana.example.com" }
`;
  if (i % 10 === 3) text += `
[mcp_servers.github]
command = "docker"
args = ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server:v0.13.0"]
env = { GITHUB_PERSONAL_ACCESS_TOKEN = "${'ghp_' + token(rand, ALNUM, 36)}" }
`;
  return text;
}

const CONFIGS = [
  { path: '.mcp.json', make: claudeConfig },
  { path: '.vscode/mcp.json', make: vscodeConfig },
  { path: '.codex/config.toml', make: codexConfig },
];

function writeSkill(dir, i) {
  const skill = join(dir, '.claude', 'skills', `release-notes-${i}`);
  mkdirSync(join(skill, 'scripts'), { recursive: true });
  writeFileSync(join(skill, 'SKILL.md'), `---
name: release-notes-${i}
description: Drafts release notes for package ${i} from the merged pull requests since the last tag.
---

# Release notes

1. Run \`scripts/collect.sh\` to list the merged pull requests since the last tag.
2. Run \`scripts/format.py\` to group them by label.
3. Edit the draft; never publish it without a human review.
`);
  writeFileSync(join(skill, 'scripts', 'collect.sh'), `#!/bin/sh
set -eu
last=$(git describe --tags --abbrev=0)
git log --merges --format='%s' "$last"..HEAD
`);
  chmodSync(join(skill, 'scripts', 'collect.sh'), 0o755);
  writeFileSync(join(skill, 'scripts', 'format.py'), `import sys
from collections import defaultdict

groups = defaultdict(list)
for line in sys.stdin:
    label, _, title = line.partition(':')
    groups[label.strip()].append(title.strip())
for label, titles in sorted(groups.items()):
    print(f"## {label}")
    for t in titles:
        print(f"- {t}")
`);
}

function writeRepoBase(root, name) {
  mkdirSync(join(root, '.git'), { recursive: true });
  writeFileSync(join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(join(root, 'README.md'), `# ${name}\n\nA synthetic repository generated by bench/run.mjs.\n`);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name, private: true, version: '0.0.0' }, null, 2) + '\n');
}

/**
 * Unrelated files: half under node_modules (half of those in the root node_modules, half in the packages' own),
 * half in the packages' sources, spread over folders of ~25 files, as a real monorepo would hold them.
 */
function writeUnrelated(root, packages, count) {
  const inNodeModules = Math.floor(count / 2);
  const inSources = count - inNodeModules;
  const PER_DIR = 25;
  let written = 0;
  const put = (dir, n, ext) => {
    mkdirSync(dir, { recursive: true });
    for (let k = 0; k < n; k++) writeFileSync(join(dir, `f${k}.${ext}`), `// ${written++}\nexport const v = ${written};\n`);
  };
  // node_modules: root half, per-package half
  const rootNm = Math.floor(inNodeModules / 2);
  for (let d = 0; d * PER_DIR < rootNm; d++) {
    put(join(root, 'node_modules', `dep-${Math.floor(d / 4)}`, 'lib', `d${d % 4}`), Math.min(PER_DIR, rootNm - d * PER_DIR), 'js');
  }
  const pkgNm = inNodeModules - rootNm;
  for (let d = 0; d * PER_DIR < pkgNm; d++) {
    const p = d % Math.max(packages, 1);
    put(join(root, 'packages', `pkg-${p}`, 'node_modules', `dep-${d}`, 'dist'), Math.min(PER_DIR, pkgNm - d * PER_DIR), 'js');
  }
  for (let d = 0; d * PER_DIR < inSources; d++) {
    const p = d % Math.max(packages, 1);
    put(join(root, 'packages', `pkg-${p}`, 'src', `mod-${Math.floor(d / Math.max(packages, 1))}`), Math.min(PER_DIR, inSources - d * PER_DIR), 'ts');
  }
}

/**
 * Tree kinds:
 * - small: one .mcp.json in an ordinary small repository.
 * - mono: `packages` packages, each with the three host configs and a skill with two scripts, plus `unrelated` files.
 * - configs: `configs` config files (cycling through the three hosts, three per package), nothing else.
 * - adversarial: the files of bench/lib/adversarial.mjs, each in a folder of its own (`files` lists them).
 */
export function treeSpecs() {
  return {
    small: () => ({ kind: 'small' }),
    mono: (packages, unrelated) => ({ kind: 'mono', packages, unrelated }),
    configs: (configs) => ({ kind: 'configs', configs }),
    adversarial: () => ({ kind: 'adversarial', version: ADVERSARIAL_VERSION }),
  };
}

export function treeName(spec) {
  if (spec.kind === 'small') return 'small';
  if (spec.kind === 'adversarial') return 'adversarial';
  if (spec.kind === 'mono') return `mono-p${spec.packages}-u${spec.unrelated}`;
  return `configs-${spec.configs}`;
}

function generate(root, spec) {
  const rand = rng(0x5eed + (spec.configs ?? 0) + (spec.unrelated ?? 0));
  writeRepoBase(root, treeName(spec));
  if (spec.kind === 'small') {
    writeFileSync(join(root, '.mcp.json'), claudeConfig(0, rand));
    mkdirSync(join(root, 'src'), { recursive: true });
    mkdirSync(join(root, 'test'), { recursive: true });
    writeFileSync(join(root, '.gitignore'), 'node_modules/\ndist/\n');
    writeFileSync(join(root, 'src', 'index.ts'), "export { greet } from './greet.js';\n");
    writeFileSync(join(root, 'src', 'greet.ts'), 'export const greet = (name: string) => `hello ${name}`;\n');
    writeFileSync(join(root, 'test', 'greet.test.ts'), "import { greet } from '../src/greet.js';\nconsole.assert(greet('x') === 'hello x');\n");
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }\n');
    return { configs: 1, skills: 0, files: 9 };
  }
  if (spec.kind === 'adversarial') {
    const files = writeAdversarialTree(root).map((f) => ({ id: f.id, what: f.what, folder: relative(root, f.dir), bytes: f.bytes }));
    return { configs: files.length, skills: 0, files };
  }
  if (spec.kind === 'mono') {
    for (let p = 0; p < spec.packages; p++) {
      const dir = join(root, 'packages', `pkg-${p}`);
      mkdirSync(join(dir, '.vscode'), { recursive: true });
      mkdirSync(join(dir, '.codex'), { recursive: true });
      for (const c of CONFIGS) writeFileSync(join(dir, c.path), c.make(p, rand));
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@bench/pkg-${p}`, version: '1.0.0' }) + '\n');
      writeSkill(dir, p);
    }
    writeUnrelated(root, spec.packages, spec.unrelated);
    return { configs: spec.packages * 3, skills: spec.packages, unrelated: spec.unrelated };
  }
  // configs curve
  for (let i = 0; i < spec.configs; i++) {
    const p = Math.floor(i / 3);
    const c = CONFIGS[i % 3];
    const dir = join(root, 'packages', `pkg-${p}`);
    const file = join(dir, c.path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, c.make(p, rand));
  }
  return { configs: spec.configs, skills: 0, unrelated: 0 };
}

/** The tree's root, generated unless an identical one is cached. */
export function ensureTree(outDir, spec, { fresh = false, log = () => {} } = {}) {
  const name = treeName(spec);
  const root = join(outDir, 'trees', name);
  const stampPath = join(root, '.bench-tree.json');
  const want = JSON.stringify({ version: GENERATOR_VERSION, spec });
  if (!fresh && existsSync(stampPath)) {
    try {
      const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
      if (JSON.stringify({ version: stamp.version, spec: stamp.spec }) === want) return { root, name, ...stamp.counts };
    } catch {
      // regenerate
    }
  }
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const t0 = performance.now();
  const counts = generate(root, spec);
  log(`  generated ${name} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // The stamp is written last: an interrupted generation is redone.
  writeFileSync(stampPath, JSON.stringify({ version: GENERATOR_VERSION, spec, counts }) + '\n');
  return { root, name, ...counts };
}

/**
 * The tree a command-line tool names (bench/profile.mjs, bench/warm.mjs): `small`, `monorepo`, `configs-N` (the
 * benchmark's own trees, generated on first use) or a directory; undefined for anything else.
 */
export function namedTree(outDir, target) {
  const spec = treeSpecs();
  if (target === 'small') return ensureTree(outDir, spec.small()).root;
  if (target === 'monorepo') return ensureTree(outDir, spec.mono(300, 50_000)).root;
  if (/^configs-\d+$/.test(target)) return ensureTree(outDir, spec.configs(Number(target.slice('configs-'.length)))).root;
  return existsSync(target) ? resolve(target) : undefined;
}
