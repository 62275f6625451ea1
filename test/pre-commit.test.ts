/**
 * The pre-commit hooks (.pre-commit-hooks.yaml) driven by the real pre-commit (Debian's package; .ci/run installs it).
 *
 * The hook repository is a git repository made from the CURRENT working tree (tracked and untracked-but-not-ignored
 * files, so uncommitted work is tested too), tagged with the README's `rev`. pre-commit installs it the way it installs
 * any node hook repo — `npm install` in its clone (devDependencies included: pre-commit asks for them), `npm pack`,
 * `npm install -g` of the tarball. Nothing is built (dist/bin/ is committed) and the package has no dependencies, so
 * the install step's only use of the registry is the root's devDependencies: what builds dist/bin/, not the test
 * suite's tools (test/package.json), which the clone's `npm install` never sees.
 *
 * `pre-commit try-repo` always installs into a fresh temporary store, so it is used once (the bad fixture); the other
 * cases run the README's `.pre-commit-config.yaml` (only the repo URL replaced by the local clone) against one shared
 * PRE_COMMIT_HOME, installed once in beforeAll.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../src/hosts/index.js';
import { startRegistry } from './helpers/registry.js';
import { commandLines, copyFixture, copyWorktree, git, gitRepo, parseYaml, readmeSnippet, removeAll, ROOT, tempDir } from './helpers/worktree.js';

const INSTALL_TIMEOUT = 300_000;

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  files: string;
  require_serial?: boolean;
  pass_filenames?: boolean;
  language_version?: string;
}

const hooks = parseYaml(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const dirs: string[] = [];
afterAll(() => removeAll(dirs));

/** The user's environment (no npm_* variables from `npm test`), pre-commit's cache in `home`, no colours. */
function env(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|INIT_CWD$|GIT_DIR$|GIT_INDEX_FILE$|GIT_WORK_TREE$)/i.test(k)));
  return { ...base, PRE_COMMIT_HOME: home, PRE_COMMIT_COLOR: 'never', NO_COLOR: '1', ...extra };
}

interface Run {
  code: number | null;
  output: string;
}

function runSync(command: string, cwd: string, environment: NodeJS.ProcessEnv): Run {
  const result = spawnSync('bash', ['-c', command], { cwd, env: environment, encoding: 'utf8', timeout: INSTALL_TIMEOUT });
  return { code: result.status, output: result.stdout + result.stderr };
}

/** Same, without blocking the event loop (so two installs can overlap). */
function runAsync(command: string, cwd: string, environment: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), INSTALL_TIMEOUT);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A fixture copied into a fresh git repository (files staged, as before a commit). */
function fixtureRepo(name: string, config?: string): string {
  const dir = copyFixture(`precommit/${name}`);
  dirs.push(dir);
  if (config !== undefined) writeFileSync(join(dir, '.pre-commit-config.yaml'), config);
  gitRepo(dir, { commit: false });
  return dir;
}

const README_REPO = 'https://github.com/mcp-audit/mcp-audit';

/** Repository files of every host mcp-audit knows (registered or on the way). */
const CONFIG_PATHS = [
  '.mcp.json',
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.vscode/mcp.json',
  '.codex/config.toml',
  '.cursor/mcp.json',
  '.github/mcp.json',
  '.copilot/mcp-config.json',
  'cline_mcp_settings.json',
  '.roo/mcp.json',
  '.gemini/settings.json',
  '.kiro/settings/mcp.json',
  '.junie/mcp/mcp.json',
  '.amazonq/mcp.json',
  '.aws/amazonq/mcp.json',
  'opencode.json',
  'opencode.jsonc',
  '.codeium/windsurf/mcp_config.json',
  '.continue/mcpServers/github.yaml',
  '.continue/mcpServers/db.yml',
  '.continue/mcpServers/tools.json',
  '.zed/settings.json',
  'claude_desktop_config.json',
  '.claude-plugin/plugin.json',
  '.claude-plugin/marketplace.json',
  'plugins/go/.lsp.json',
  '.codex-plugin/plugin.json',
  '.cursor-plugin/plugin.json',
  '.github/plugin/plugin.json',
  '.plugin/plugin.json',
  'gemini-extension.json',
  '.vscode/settings.json',
  '.devcontainer/devcontainer.json',
  '.devcontainer/python/devcontainer.json',
  '.devcontainer.json',
  '.cursor/hooks.json', '.cursor/cli.json', '.codex/hooks.json', '.github/hooks/guard.json', '.windsurf/hooks.json',
  '.kiro/hooks/lint.json', '.kiro/hooks/fmt.kiro.hook', 'plugins/fmt/hooks/hooks.json', '.vscode/tasks.json',
  'CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', 'GEMINI.md', '.claude/rules/api/x.md', '.claude/commands/git/commit.md', '.cursorrules',
  '.cursor/rules/style.mdc', '.github/copilot-instructions.md', '.github/instructions/ts.instructions.md', '.windsurfrules',
  '.clinerules', '.clinerules/x.md', '.kiro/steering/php.md', '.junie/guidelines.md', '.clinerules/hooks/PreToolUse',
  '.opencode/plugins/guard.ts', '.claude/agents/reviewer.md', '.gemini/commands/git/commit.toml',
];
/** Hosts whose files live only in the user's home (read with --user), never in a repository. */
const USER_ONLY_HOSTS = ['claude-user'];
const SKILL_PATHS = [
  'SKILL.md',
  'tools/release/SKILL.md',
  '.claude/skills/notes/SKILL.md',
  '.claude/skills/notes/scripts/collect.sh',
  '.agents/skills/deploy/run.py',
  '.github/skills/triage/bin/tool',
  'plugins/acme/skills/x/helper.js',
];

/** The hooks' `files` as a JS RegExp: pre-commit's is a Python verbose regex, `(?x)` and whitespace dropped. */
function hookFiles(): RegExp {
  const source = hooks[0]!.files;
  expect(source.startsWith('(?x)')).toBe(true);
  return new RegExp(source.slice(4).replace(/\s+/g, ''));
}

describe('.pre-commit-hooks.yaml', () => {
  it('declares mcp-audit and mcp-audit-fix as serial node hooks', () => {
    expect(hooks.map((h) => h.id)).toEqual(['mcp-audit', 'mcp-audit-fix']);
    for (const hook of hooks) {
      expect(hook.language).toBe('node');
      expect(hook.require_serial).toBe(true);
      expect(hook.pass_filenames ?? true).toBe(true);
      expect(hook.language_version).toBeUndefined(); // a pinned Node version makes pre-commit download one
      expect(Object.keys(pkg.bin)).toContain(hook.entry.split(' ')[0]);
    }
    expect(hooks[0]!.entry).toBe('mcp-audit');
    expect(hooks[1]!.entry).toBe('mcp-audit --fix');
  });

  it('matches every config and skill file, and nothing else (pre-commit applies `files` with re.search)', () => {
    expect(hooks[1]!.files).toBe(hooks[0]!.files);
    const files = hookFiles();
    const templates = CONFIG_PATHS.flatMap((p) => ['example', 'sample', 'template'].map((suffix) => `${p}.${suffix}`));
    for (const path of [...CONFIG_PATHS, ...CONFIG_PATHS.map((p) => `packages/api/${p}`), ...SKILL_PATHS, ...templates]) {
      expect(files.test(path), path).toBe(true);
    }
    for (const path of ['mcp.json', 'config.toml', 'package.json', '.vscode/launch.json', 'plugin.json', 'devcontainer.json', '.devcontainer/a/b/devcontainer.json', 'src/mcp.json.ts', 'docs/SKILL.md.bak', '.mcp.json.bak', '.mcp.json.example.orig', 'my.mcp.json', 'reskills/x.sh', 'settings.json', '.continue/config.yaml', '.continue/mcpServers/sub/x.yaml', 'README.md', 'docs/CLAUDE.txt', '.github/instructions/a.md', 'hooks.json']) {
      expect(files.test(path), path).toBe(false);
    }
  });

  it('covers every host mcp-audit supports', () => {
    const files = hookFiles();
    for (const host of hosts) {
      const own = CONFIG_PATHS.filter((p) => host.matches(p));
      if (USER_ONLY_HOSTS.includes(host.id)) {
        expect(own, `${host.id} reads no repository file`).toEqual([]);
        continue;
      }
      // A new host: add its file names to CONFIG_PATHS here and to `files` in .pre-commit-hooks.yaml.
      expect(own.length, `no sample path for host "${host.id}"`).toBeGreaterThan(0);
      for (const path of own) expect(files.test(path), `${host.id}: ${path}`).toBe(true);
    }
  });
});

describe('pre-commit (real, against a clone of the working tree)', () => {
  let hookRepo = '';
  let home = '';
  let config = '';
  let tryRepoBad: Promise<Run>;

  beforeAll(async () => {
    const version = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
    expect(version.status, 'pre-commit must be installed (.ci/run installs the Debian package)').toBe(0);

    hookRepo = copyWorktree(join(tempDir('hook-repo'), 'mcp-audit'));
    dirs.push(join(hookRepo, '..'));
    gitRepo(hookRepo, { commit: true });
    const snippet = readmeSnippet('pre-commit');
    const rev = /^\s+rev: (\S+)$/m.exec(snippet)?.[1];
    expect(rev).toBe(`v${pkg.version}`);
    git(['tag', rev!], hookRepo);
    expect(snippet).toContain(`repo: ${README_REPO}\n`);
    config = snippet.replace(`repo: ${README_REPO}\n`, `repo: ${hookRepo}\n`);

    home = tempDir('pre-commit-home');
    dirs.push(home);
    // The two installs (try-repo's own store, and the shared one) overlap; try-repo's result is checked below.
    const tryRepoHome = tempDir('try-repo-home');
    dirs.push(tryRepoHome);
    tryRepoBad = runAsync(`pre-commit try-repo ${JSON.stringify(hookRepo)} mcp-audit --all-files`, fixtureRepo('bad'), env(tryRepoHome));
    const install = await runAsync('pre-commit install-hooks', fixtureRepo('good', config), env(home));
    expect(install.code, install.output).toBe(0);
  }, INSTALL_TIMEOUT + 60_000);

  it('try-repo: mcp-audit fails on a bad config and says why', async () => {
    const run = await tryRepoBad;
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/^mcp-audit\.+Failed$/m);
    expect(run.output).toContain('- hook id: mcp-audit');
    expect(run.output).toContain('error[invalid-config]: "args" of server "local" must be an array of strings');
    expect(run.output).toContain(' --> .vscode/mcp.json:3:43');
    expect(run.output).not.toContain('9f8e7d6c5b4a39281706f5e4d3c2b1a0');
  }, INSTALL_TIMEOUT);

  it('the README config passes on a good repository (every kind of file checked)', () => {
    const repo = fixtureRepo('good', config);
    const run = runSync('pre-commit run --all-files --verbose', repo, env(home));
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/^mcp-audit\.+Passed$/m);
    expect(run.output).toMatch(/No findings in \d+ config files? and 1 skill \(\d+ servers?\)\./);
    // mcp-audit-fix has `stages: [manual]`: not part of a normal run.
    expect(run.output).not.toContain('mcp-audit (apply safe fixes)');
  });

  it('the README config fails on a bad repository', () => {
    const run = runSync('pre-commit run --all-files', fixtureRepo('bad', config), env(home));
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/^mcp-audit\.+Failed$/m);
    expect(run.output).toContain('error[invalid-config]');
  });

  it('passes only the staged files it matched', () => {
    const repo = fixtureRepo('good', config);
    writeFileSync(join(repo, 'notes.txt'), 'not a config\n');
    git(['add', 'notes.txt'], repo);
    const run = runSync('pre-commit run --files notes.txt', repo, env(home));
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/^mcp-audit\.+\(no files to check\)Skipped$/m);
  });

  it('mcp-audit-fix (the README command) pins an unpinned launch and fails because it changed a file', { timeout: 90_000 }, async () => {
    const registry = await startRegistry();
    try {
      const repo = fixtureRepo('fix', config);
      const before = readFileSync(join(repo, '.mcp.json'), 'utf8');
      const [command, ...rest] = commandLines(readmeSnippet('pre-commit-fix'));
      expect(rest).toEqual([]);
      // The fixer reads the registry from npm_config_registry (the environment is already installed). The registry
      // answers from this process, so the hook runs asynchronously.
      const fix = await runAsync(command!, repo, env(home, { npm_config_registry: registry.url }));
      expect(fix.code, fix.output).toBe(1);
      expect(fix.output).toMatch(/^mcp-audit \(apply safe fixes\)\.+Failed$/m);
      expect(fix.output).toContain('- files were modified by this hook');
      expect(readFileSync(join(repo, '.mcp.json'), 'utf8')).toBe(before.replace('@upstash/context7-mcp@latest', '@upstash/context7-mcp@1.0.14'));
      expect(registry.requests).toContain('@upstash/context7-mcp');

      // Fixed: the same command now changes nothing and passes, and so does the check.
      const again = await runAsync(command!, repo, env(home, { npm_config_registry: registry.url }));
      expect(again.code, again.output).toBe(0);
      git(['add', '-A'], repo);
      const check = runSync('pre-commit run --all-files', repo, env(home));
      expect(check.code, check.output).toBe(0);
    } finally {
      await registry.close();
    }
  });
});
