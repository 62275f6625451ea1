/**
 * The GitHub Action (action.yml): its metadata, and its steps run locally the way a runner runs a composite action —
 * `${{ }}` expressions evaluated in `env:`/`with:`/`if:`, each `run:` in `bash --noprofile --norc -eo pipefail`
 * with GITHUB_WORKSPACE, GITHUB_OUTPUT, GITHUB_ACTION_PATH and RUNNER_TEMP set, outputs read back from
 * $GITHUB_OUTPUT. The `uses:` step (upload-sarif) is recorded, not run (or made to fail, as it does on a fork's pull
 * request or without GitHub Advanced Security); `continue-on-error` and step outcomes as on a runner. The CLI is the
 * real build (dist/).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, git, gitRepo, parseYaml, readmeSnippet, removeAll, ROOT, tempDir } from './helpers/worktree.js';

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
}
interface ActionYml {
  name: string;
  description: string;
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: Step[] };
}

const actionText = readFileSync(join(ROOT, 'action.yml'), 'utf8');
const action = parseYaml(actionText) as ActionYml;
const dirs: string[] = [];
afterAll(() => removeAll(dirs));

interface StepRecord {
  name: string;
  ran: boolean;
  code: number;
  stdout: string;
  stderr: string;
  uses?: string;
  with?: Record<string, string>;
  /** for a `uses:` step: whether the SARIF file it names existed when the step ran */
  sarifExisted?: boolean;
}

interface JobResult {
  success: boolean;
  steps: StepRecord[];
  outputs: Record<string, string>;
  runnerTemp: string;
}

function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]!);
      out[heredoc[1]!] = value.join('\n');
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return out;
}

/** Runs the action as a job step would: `inputs` as in a workflow's `with:`, in `workspace`; `failUploads` makes every
 * `uses:` step fail. */
function runAction(
  actionPath: string, workspace: string, inputs: Record<string, string>, extraEnv: Record<string, string> = {}, github: Record<string, unknown> = {},
  failUploads = false,
): JobResult {
  for (const key of Object.keys(inputs)) expect(action.inputs, `unknown input "${key}"`).toHaveProperty(key);
  const runnerTemp = tempDir('runner-temp');
  dirs.push(runnerTemp);
  const ctx = {
    inputs: Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, inputs[k] ?? v.default ?? ''])),
    steps: {} as Record<string, { outputs: Record<string, string>; outcome: string }>,
    github: { action_path: actionPath, workspace, repository: 'octo/demo', event_name: 'push', event: {}, ...github },
    runner: { temp: runnerTemp },
  };
  const lookup = (expr: string): string => {
    const path = expr.trim().split('.');
    let value: unknown = ctx;
    for (const key of path) value = value === undefined || value === null ? undefined : (value as Record<string, unknown>)[key];
    if (value !== undefined && typeof value !== 'string') throw new Error(`expression ${expr} is not a string`);
    return value ?? '';
  };
  const evaluate = (text: string) =>
    text.replace(/\$\{\{(.*?)\}\}/g, (_, expr: string) => {
      if (!/^\s*[\w-]+(\.[\w-]+)*\s*$/.test(expr)) throw new Error(`unsupported expression ${expr}`);
      return lookup(expr);
    });
  const condition = (expr: string | undefined): boolean => {
    if (expr === undefined) return true;
    return expr.replace(/^\$\{\{(.*)\}\}$/, '$1').split('||').some((part) => {
      const eq = /^\s*([\w.-]+)\s*==\s*'([^']*)'\s*$/.exec(part);
      if (!eq) throw new Error(`unsupported condition ${expr}`);
      return lookup(eq[1]!) === eq[2];
    });
  };

  const records: StepRecord[] = [];
  let failed = false;
  for (const [index, step] of action.runs.steps.entries()) {
    const name = step.name ?? `step ${index}`;
    // Default `if` is success(): after a failed step nothing else runs.
    if (failed || !condition(step.if)) {
      records.push({ name, ran: false, code: 0, stdout: '', stderr: '' });
      continue;
    }
    if (step.uses) {
      const withValues = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(String(v))]));
      const sarif = withValues.sarif_file;
      const code = failUploads ? 1 : 0;
      records.push({ name, ran: true, code, stdout: '', stderr: '', uses: step.uses, with: withValues, sarifExisted: sarif ? existsSync(sarif) : undefined });
      if (step.id) ctx.steps[step.id] = { outputs: {}, outcome: code ? 'failure' : 'success' };
      if (code && !step['continue-on-error']) failed = true;
      continue;
    }
    const outputFile = join(runnerTemp, `output-${index}`);
    writeFileSync(outputFile, '');
    const script = join(runnerTemp, `step-${index}.sh`);
    writeFileSync(script, step.run!);
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_ACTION_PATH: actionPath,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: join(runnerTemp, 'summary.md'),
      RUNNER_TEMP: runnerTemp,
      ...extraEnv,
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, evaluate(String(v))])),
    };
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd: workspace, env, encoding: 'utf8', timeout: 60_000 });
    const code = result.status ?? 1;
    records.push({ name, ran: true, code, stdout: result.stdout, stderr: result.stderr });
    if (step.id) ctx.steps[step.id] = { outputs: parseOutputFile(readFileSync(outputFile, 'utf8')), outcome: code ? 'failure' : 'success' };
    if (code !== 0 && !step['continue-on-error']) failed = true;
  }
  const outputs = Object.fromEntries(Object.entries(action.outputs).map(([k, v]) => [k, evaluate(v.value)]));
  return { success: !failed, steps: records, outputs, runnerTemp };
}

/** The action's own folder as a runner checks it out: the committed dist/bin/ and no node_modules (it needs none). */
function actionCheckout(withDist: boolean): string {
  const dir = tempDir('action');
  dirs.push(dir);
  for (const entry of ['action.yml', 'scripts', 'package.json']) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  if (withDist) cpSync(join(ROOT, 'dist/bin'), join(dir, 'dist/bin'), { recursive: true });
  return dir;
}

function workspace(fixture: string): string {
  const dir = copyFixture(fixture);
  dirs.push(dir);
  return dir;
}

interface Sarif {
  version: string;
  runs: { tool: { driver: { name: string } }; results: { ruleId: string; level: string; suppressions?: unknown[] }[] }[];
}

const readSarif = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Sarif;
const results = (sarif: Sarif) => sarif.runs.flatMap((r) => r.results).filter((r) => !r.suppressions?.length);
const scanStep = (job: JobResult) => job.steps[action.runs.steps.findIndex((s) => s.id === 'scan')]!;
const uploadStep = (job: JobResult) => job.steps[action.runs.steps.findIndex((s) => s.uses)]!;
const annotateStep = (job: JobResult) => job.steps[action.runs.steps.findIndex((s) => s.run?.includes('action-run.sh" annotate'))]!;
const lastStep = (job: JobResult) => job.steps[job.steps.length - 1]!;

describe('action.yml', () => {
  it('is a composite action with the documented inputs and outputs', () => {
    expect(action.runs.using).toBe('composite');
    expect(action.name).toBe('mcp-audit');
    expect(Object.keys(action.inputs).sort()).toEqual(['args', 'category', 'config-from-base', 'fail-on', 'online', 'path', 'sarif-file', 'upload-sarif']);
    expect(action.inputs.online!.default).toBe('false');
    expect(action.inputs.category!.default).toBe('mcp-audit');
    expect(action.inputs['config-from-base']!.default).toBe('true');
    expect(action.inputs.path!.default).toBe('.');
    expect(action.inputs['fail-on']!.default).toBe('warning');
    expect(action.inputs['upload-sarif']!.default).toBe('true');
    expect(Object.keys(action.outputs).sort()).toEqual(['findings', 'sarif-file']);
    expect(action.outputs['sarif-file']!.value).toBe('${{ steps.scan.outputs.sarif-file }}');
    expect(action.outputs.findings!.value).toBe('${{ steps.scan.outputs.findings }}');
  });

  it('runs install, scan, upload (pinned by commit, its failure tolerated), annotations if not uploaded, then the check', () => {
    const steps = action.runs.steps;
    const scan = steps.findIndex((s) => s.id === 'scan');
    const upload = steps.findIndex((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    const annotate = steps.findIndex((s) => s.run?.includes('action-run.sh" annotate'));
    const check = steps.findIndex((s) => s.run?.includes('action-run.sh" check'));
    expect(steps[0]!.run).toContain('action-run.sh" install');
    expect(0 < scan && scan < upload && upload < annotate && annotate < check && check === steps.length - 1).toBe(true);
    expect(steps[upload]!['continue-on-error']).toBe(true);
    expect(steps[annotate]!.if).toBe("steps.scan.outputs.upload-skipped == 'true' || steps.upload.outcome == 'failure'");
    expect(steps[scan]!.run).toContain('action-run.sh" scan');

    const uses = steps[upload]!;
    expect(uses.uses).toMatch(/^github\/codeql-action\/upload-sarif@[0-9a-f]{40}$/);
    expect(actionText).toMatch(new RegExp(`uses: ${uses.uses!.replace(/[/.]/g, '\\$&')} # v\\d+\\.\\d+\\.\\d+\\n`));
    expect(uses.if).toBe("steps.scan.outputs.upload == 'true'");
    expect(uses.with).toEqual({ sarif_file: '${{ steps.scan.outputs.sarif-file }}', category: '${{ inputs.category }}' });
    // The check runs after the upload with the default condition (success()), so alerts are uploaded either way.
    expect(steps[check]!.if).toBeUndefined();
  });

  it('passes inputs through env:, never ${{ }} inside run:', () => {
    for (const step of action.runs.steps) {
      if (step.run === undefined) continue;
      expect(step.shell).toBe('bash');
      expect(step.run).not.toContain('${{');
    }
    const scan = action.runs.steps.find((s) => s.id === 'scan')!;
    expect(scan.env).toEqual({
      INPUT_PATH: '${{ inputs.path }}',
      INPUT_FAIL_ON: '${{ inputs.fail-on }}',
      INPUT_SARIF_FILE: '${{ inputs.sarif-file }}',
      INPUT_ARGS: '${{ inputs.args }}',
      INPUT_CONFIG_FROM_BASE: '${{ inputs.config-from-base }}',
      INPUT_ONLINE: '${{ inputs.online }}',
      INPUT_UPLOAD_SARIF: '${{ inputs.upload-sarif }}',
      EVENT_NAME: '${{ github.event_name }}',
      BASE_SHA: '${{ github.event.pull_request.base.sha }}',
      HEAD_REPOSITORY: '${{ github.event.pull_request.head.repo.full_name }}',
      REPOSITORY: '${{ github.repository }}',
    });
  });
});

describe('the action, run locally', () => {
  let actionPath: string;
  beforeAll(() => {
    expect(existsSync(join(ROOT, 'dist/bin/mcp-audit.js')), 'dist/ is built by `npm test` (node scripts/build.mjs)').toBe(true);
    actionPath = actionCheckout(true);
  });

  it('with defaults on a bad config: writes SARIF and the outputs, uploads, then fails the job', () => {
    const ws = workspace('precommit/bad');
    const job = runAction(actionPath, ws, {});
    const scan = scanStep(job);
    expect(scan.code, scan.stderr).toBe(0);
    const sarifPath = join(job.runnerTemp, 'mcp-audit.sarif');
    expect(job.outputs['sarif-file']).toBe(sarifPath);
    const sarif = readSarif(sarifPath);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]!.tool.driver.name).toBe('mcp-audit');
    const found = results(sarif);
    expect(found.map((r) => r.ruleId)).toContain('invalid-config');
    expect(job.outputs.findings).toBe(String(found.length));
    // The log lists each finding (masked) and points at it.
    expect(scan.stderr).toMatch(/^\.vscode\/mcp\.json:\d+:\d+: error\[invalid-config\]: /m);
    expect(scan.stderr).not.toContain('9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    expect(found.length).toBeGreaterThan(1);
    expect(readFileSync(join(job.runnerTemp, 'summary.md'), 'utf8')).toContain(`mcp-audit: ${found.length} findings; SARIF report`);

    const upload = uploadStep(job);
    expect(upload.ran).toBe(true);
    expect(upload.with).toEqual({ sarif_file: sarifPath, category: 'mcp-audit' });
    expect(upload.sarifExisted).toBe(true);
    expect(annotateStep(job).ran).toBe(false);

    expect(job.success).toBe(false);
    expect(lastStep(job)).toMatchObject({ ran: true, code: 1 });
    expect(lastStep(job).stdout).toMatch(/^::error title=mcp-audit::\d+ findings, at least one at or above "warning"/m);
  });

  it('on a good config: zero findings, job passes', () => {
    const job = runAction(actionPath, workspace('precommit/good'), { 'fail-on': 'note' });
    expect(scanStep(job).code, scanStep(job).stderr).toBe(0);
    expect(job.outputs.findings).toBe('0');
    expect(results(readSarif(job.outputs['sarif-file']!))).toEqual([]);
    expect(uploadStep(job).ran).toBe(true);
    expect(job.success).toBe(true);
    expect(lastStep(job).stdout).toContain('mcp-audit: nothing at or above "note"');
  });

  it('honours fail-on none, upload-sarif false, a relative sarif-file, path and args', () => {
    const ws = workspace('precommit/bad');
    const job = runAction(actionPath, ws, {
      'fail-on': 'none',
      'upload-sarif': 'false',
      'sarif-file': 'reports/mcp-audit.sarif',
      path: '.vscode/mcp.json',
      args: '--rule invalid-config\n  --no-color',
    });
    expect(scanStep(job).code, scanStep(job).stderr).toBe(0);
    expect(job.outputs['sarif-file']).toBe(join(ws, 'reports/mcp-audit.sarif'));
    const found = results(readSarif(join(ws, 'reports/mcp-audit.sarif')));
    expect(found.map((r) => r.ruleId)).toEqual(['invalid-config']);
    expect(job.outputs.findings).toBe('1');
    expect(uploadStep(job).ran).toBe(false);
    expect(job.success).toBe(true);
  });

  it('fails the scan step on an invalid fail-on (and uploads nothing)', () => {
    const job = runAction(actionPath, workspace('precommit/good'), { 'fail-on': 'high' });
    expect(scanStep(job).code).toBe(2);
    expect(scanStep(job).stdout).toContain('::error title=mcp-audit::fail-on must be error, warning, note or none');
    expect(uploadStep(job).ran).toBe(false);
    expect(job.success).toBe(false);
  });

  it('does not treat args as shell code', () => {
    const ws = workspace('precommit/good');
    const job = runAction(actionPath, ws, { args: '--rule invalid-config $(touch pwned) ; touch pwned2 *' });
    // The words reach mcp-audit as they are: an unknown path, so a usage error, and nothing was executed.
    expect(scanStep(job).code).toBe(2);
    expect(existsSync(join(ws, 'pwned'))).toBe(false);
    expect(existsSync(join(ws, 'pwned2'))).toBe(false);
  });

  it('the README workflow: permissions, a pinned checkout, and its `with:` run through the action', () => {
    const workflow = parseYaml(readmeSnippet('workflow')) as {
      permissions: Record<string, string>;
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
    };
    expect(workflow.permissions['security-events']).toBe('write');
    const steps = Object.values(workflow.jobs)[0]!.steps;
    expect(steps[0]!.uses).toMatch(/^actions\/checkout@[0-9a-f]{40}$/);
    const ours = steps.find((s) => s.uses?.startsWith('mcp-audit/mcp-audit@'))!;
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(ours.uses).toBe(`mcp-audit/mcp-audit@v${pkg.version}`);

    const inputs = Object.fromEntries(Object.entries(ours.with ?? {}).map(([k, v]) => [k, String(v)]));
    const bad = runAction(actionPath, workspace('precommit/bad'), inputs);
    expect(uploadStep(bad).sarifExisted).toBe(true);
    expect(bad.success).toBe(false); // invalid-config is an error
    const good = runAction(actionPath, workspace('precommit/good'), inputs);
    expect(good.success).toBe(true);
  });
});

describe('the action on pull requests: settings from the base commit', () => {
  let actionPath: string;
  beforeAll(() => {
    actionPath = actionCheckout(true);
  });
  const unpinned = JSON.stringify({ mcpServers: { docs: { command: 'npx', args: ['-y', 'docs-mcp'] } } });

  /** A repository whose `main` has an unpinned launch and whose branch `pr` adds `{"ignore": ["**"]}`. */
  function origin(): { dir: string; baseSha: string } {
    const dir = tempDir('pr-origin');
    dirs.push(dir);
    writeFileSync(join(dir, '.mcp.json'), unpinned);
    const baseSha = gitRepo(dir, { commit: true });
    git(['checkout', '-q', '-b', 'pr'], dir);
    writeFileSync(join(dir, '.mcp-audit.json'), JSON.stringify({ ignore: ['**'] }));
    git(['add', '-A'], dir);
    git(['commit', '-q', '--no-verify', '-m', 'quiet the scan'], dir);
    // GitHub serves any reachable commit to a fetch by SHA; a local repository does when told to
    git(['config', 'uploadpack.allowReachableSHA1InWant', 'true'], dir);
    return { dir, baseSha };
  }
  /** What actions/checkout leaves by default: the pull request's commit alone (depth 1), `origin` the repository. */
  function shallowCheckout(from: string): string {
    const parent = tempDir('pr-checkout');
    dirs.push(parent);
    git(['clone', '-q', '--depth=1', '--branch', 'pr', `file://${from}`, 'ws'], parent);
    return join(parent, 'ws');
  }
  const pullRequestEvent = (sha: string) => ({ event_name: 'pull_request', event: { pull_request: { base: { sha } } } });

  it('by default a pull request adding {"ignore": ["**"]} still fails; with config-from-base false it quiets itself', () => {
    const { dir, baseSha } = origin();
    const job = runAction(actionPath, dir, {}, {}, pullRequestEvent(baseSha));
    expect(scanStep(job).stdout).toContain(`mcp-audit: reading the settings file, baseline and review lockfile from the base commit ${baseSha}`);
    expect(job.outputs.findings).toBe('1');
    expect(results(readSarif(job.outputs['sarif-file']!)).map((r) => r.ruleId)).toEqual(['unpinned-package']);
    expect(job.success).toBe(false);

    const off = runAction(actionPath, dir, { 'config-from-base': 'false' }, {}, pullRequestEvent(baseSha));
    expect(scanStep(off).stdout).not.toContain('base commit');
    expect(off.outputs.findings).toBe('0');
    expect(off.success).toBe(true);
  });

  it('on a push, reads the checkout as it is', () => {
    const { dir } = origin();
    const job = runAction(actionPath, dir, {});
    expect(scanStep(job).stdout).not.toContain('base commit');
    expect(job.outputs.findings).toBe('0');
  });

  it('fetches the base commit into a shallow checkout (depth 1)', () => {
    const { dir, baseSha } = origin();
    const ws = shallowCheckout(dir);
    expect(spawnSync('git', ['cat-file', '-e', `${baseSha}^{commit}`], { cwd: ws }).status).not.toBe(0);
    const job = runAction(actionPath, ws, {}, {}, pullRequestEvent(baseSha));
    expect(scanStep(job).stdout).toContain(`mcp-audit: fetching the pull request's base commit ${baseSha}`);
    expect(scanStep(job).stdout).toContain('from the base commit');
    expect(job.outputs.findings).toBe('1');
    expect(job.success).toBe(false);
  });

  it('warns, and reads the checkout, when the base commit cannot be fetched', () => {
    const { dir, baseSha } = origin();
    const ws = shallowCheckout(dir);
    git(['remote', 'set-url', 'origin', `file://${dir}-gone`], ws);
    const job = runAction(actionPath, ws, {}, {}, pullRequestEvent(baseSha));
    expect(scanStep(job).code, scanStep(job).stderr).toBe(0);
    expect(scanStep(job).stdout).toMatch(new RegExp(`^::warning title=mcp-audit::could not fetch the pull request's base commit ${baseSha} .*read from the checkout, which the pull request can change$`, 'm'));
    expect(job.outputs.findings).toBe('0');
  });

  it('rejects a config-from-base that is not true or false', () => {
    const { dir, baseSha } = origin();
    const job = runAction(actionPath, dir, { 'config-from-base': 'yes' }, {}, pullRequestEvent(baseSha));
    expect(scanStep(job).code).toBe(2);
    expect(scanStep(job).stdout).toContain('::error title=mcp-audit::config-from-base must be true or false');
  });

  it('online "true" runs mcp-audit --online (an unreachable registry is "could not check", never a failure); default off; other values refused', () => {
    const ws = tempDir('online-ws');
    dirs.push(ws);
    writeFileSync(join(ws, '.mcp.json'), '{ "mcpServers": { "r": { "command": "npx", "args": ["-y", "mcp-remote@0.1.16", "https://mcp.example.com/sse"] } } }\n');
    const closed = { npm_config_registry: 'http://127.0.0.1:9/', MCP_AUDIT_REGISTRY_TIMEOUT_MS: '500' };
    const on = runAction(actionPath, ws, { online: 'true', 'upload-sarif': 'false' }, closed);
    expect(scanStep(on).code, scanStep(on).stderr).toBe(0);
    expect(scanStep(on).stderr).toContain('mcp-audit: --online: could not check npm package "mcp-remote": could not reach the registry (ECONNREFUSED)');
    const off = runAction(actionPath, ws, { 'upload-sarif': 'false' }, closed);
    expect(scanStep(off).stderr).not.toContain('--online');
    const bad = runAction(actionPath, ws, { online: 'yes' }, closed);
    expect(scanStep(bad).code).toBe(2);
    expect(scanStep(bad).stdout).toContain('::error title=mcp-audit::online must be true or false');
  });
});

describe('the install step', () => {
  it('installs and builds nothing: it uses the committed dist/bin/, and says so clearly when it is missing', () => {
    const fakeBin = tempDir('fake-npm');
    dirs.push(fakeBin);
    const log = join(fakeBin, 'calls.log');
    // Stands in for npm and npx: any call is recorded, and would be a failure of the point.
    for (const tool of ['npm', 'npx']) {
      writeFileSync(join(fakeBin, tool), `#!/usr/bin/env bash\necho "${tool} $*" >> "${log}"\n`);
      chmodSync(join(fakeBin, tool), 0o755);
    }
    const ws = tempDir('ws');
    dirs.push(ws);
    const withDist = actionCheckout(true);
    const job = runAction(withDist, ws, { 'upload-sarif': 'false' }, { PATH: `${fakeBin}:${process.env.PATH}` });
    expect(job.steps[0]!.code).toBe(0);
    expect(job.steps[0]!.stdout).toContain(`mcp-audit: using ${withDist}/dist/bin/mcp-audit.js`);
    expect(job.success).toBe(true);

    const without = actionCheckout(false);
    const missing = runAction(without, ws, {}, { PATH: `${fakeBin}:${process.env.PATH}` });
    expect(missing.steps[0]!.code).toBe(2);
    expect(missing.steps[0]!.stdout).toContain(`::error title=mcp-audit::${without}/dist/bin/mcp-audit.js is missing from the action's checkout`);
    expect(existsSync(log)).toBe(false);
  });
});

describe('the action when the report cannot reach code scanning', () => {
  let actionPath: string;
  beforeAll(() => {
    actionPath = actionCheckout(true);
  });
  const annotations = (text: string) => text.split('\n').filter((l) => /^::(error|warning|notice) file=/.test(l));

  it('a pull request from a fork: no upload, a warning, the findings as annotations; the job fails on findings only', () => {
    const fork = { event_name: 'pull_request', event: { pull_request: { head: { repo: { full_name: 'someone/demo' } }, base: {} } } };
    const job = runAction(actionPath, workspace('precommit/bad'), { 'config-from-base': 'false' }, {}, fork);
    expect(scanStep(job).stdout).toContain('::warning title=mcp-audit::a pull request from a fork (someone/demo) gets a read-only token, so the SARIF report is not uploaded');
    expect(uploadStep(job).ran).toBe(false);
    const annotate = annotateStep(job);
    expect(annotate).toMatchObject({ ran: true, code: 0 });
    expect(annotations(annotate.stdout).length).toBe(Number(job.outputs.findings));
    expect(annotate.stdout).toMatch(/^::error file=\.vscode\/mcp\.json,line=\d+,.*invalid-config/m);
    expect(annotate.stdout).not.toContain('9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    expect(lastStep(job)).toMatchObject({ ran: true, code: 1 });

    // the same repository's own pull request uploads as usual
    const own = { event_name: 'pull_request', event: { pull_request: { head: { repo: { full_name: 'octo/demo' } }, base: {} } } };
    const ownJob = runAction(actionPath, workspace('precommit/good'), { 'config-from-base': 'false' }, {}, own);
    expect([uploadStep(ownJob).ran, annotateStep(ownJob).ran, ownJob.success]).toEqual([true, false, true]);
  });

  it('an upload that fails (no GitHub Advanced Security): tolerated with a warning, annotations printed, fail-on decides', () => {
    const job = runAction(actionPath, workspace('precommit/bad'), { 'fail-on': 'none', category: 'mcp-audit-api' }, {}, {}, true);
    expect(uploadStep(job)).toMatchObject({ ran: true, code: 1, with: { category: 'mcp-audit-api' } });
    const annotate = annotateStep(job);
    expect(annotate).toMatchObject({ ran: true, code: 0 });
    expect(annotate.stdout).toContain('::warning title=mcp-audit::the SARIF upload to code scanning failed');
    expect(annotations(annotate.stdout).length).toBe(Number(job.outputs.findings));
    expect(Number(job.outputs.findings)).toBeGreaterThan(0);
    expect(job.success).toBe(true);
  });

  it.each(['--format json', '-f text', '--output=x.json', '-o x', '--rule invalid-config --format=sarif'])('rejects args %j with a clear message', (args) => {
    const job = runAction(actionPath, workspace('precommit/good'), { args });
    expect(scanStep(job).code).toBe(2);
    expect(scanStep(job).stdout).toMatch(/^::error title=mcp-audit::args must not contain -\S+: the action writes the SARIF report itself/m);
    expect(scanStep(job).stderr).toBe('');
    expect(job.success).toBe(false);
  });
});
