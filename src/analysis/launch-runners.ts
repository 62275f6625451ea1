/**
 * Package runners and container engines: the programs that fetch what they run (`npx`, `npm exec`, `bunx`,
 * `pnpm dlx`, `yarn dlx`, `uvx`, `uv tool run`, `pipx run`; `docker`/`podman`/`nerdctl`/`finch run`). Each reads
 * its own options to find the package or image, and builds the `Launch`.
 *
 * Apart from the wrappers in `launch-wrappers.ts`: a runner ends the analysis, it never hands a command back.
 */
import { packageRef, splitImage } from './package-spec.js';
import type { PackageRef } from './package-spec.js';
import { sliceToken } from './shell.js';
import type { Token } from './shell.js';
import { envAssignment, scanOptions, subcommand } from './launch-words.js';
import type { Option } from './launch-words.js';
import type { DockerRun, Launch, LaunchContext, Runner } from './launch-types.js';

/**
 * The launch of a package runner program (`npx`, `npm exec`, `bunx`, `pnpm dlx`, `yarn dlx`, `uvx`, `uv tool run`,
 * `pipx run`); empty for any other program or subcommand.
 */
export function packageRunnerLaunches(prog: string, head: Token, words: Token[], ctx: LaunchContext): Launch[] {
  switch (prog) {
    case 'npx': return npmRunner('npx', head, [], words, ctx);
    case 'npm': return subcommand(words, NPM_VALUED, ['exec', 'x'], (pre, after) => npmRunner('npm exec', head, pre, after, ctx));
    case 'bunx': return bunRunner(head, [], words, ctx);
    case 'bun': return subcommand(words, new Set(), ['x'], (pre, after) => bunRunner(head, pre, after, ctx));
    case 'pnpx': return pnpmRunner(head, [], words, ctx);
    case 'pnpm': return subcommand(words, PNPM_VALUED, ['dlx'], (pre, after) => pnpmRunner(head, pre, after, ctx));
    case 'yarn': return subcommand(words, new Set(), ['dlx'], (pre, after) => yarnRunner(head, pre, after, ctx));
    case 'uvx': return uvRunner('uvx', head, [], words, ctx);
    case 'uv': return [
      ...subcommand(words, UV_GLOBAL_VALUED, ['tool'], (pre, after) =>
        subcommand(after, UV_GLOBAL_VALUED, ['run'], (pre2, after2) => uvRunner('uv tool run', head, [...pre, ...pre2], after2, ctx))),
      // `uv run --with pkg cmd` (what the MCP Python SDK's `mcp install` writes): the `--with` packages are fetched
      ...subcommand(words, UV_GLOBAL_VALUED, ['run'], (pre, after) => packageRunner('uv run', 'pypi', head, pre, after, ctx, UV_PROJECT_SPEC)),
    ];
    case 'pipx': return subcommand(words, new Set(), ['run'], (pre, after) => pipxRunner(head, pre, after, ctx));
    default: return [];
  }
}

// ----- npm-family runners

const NPM_VALUED = new Set([
  '-p', '--package', '-c', '--call', '-w', '--workspace', '-C', '--prefix', '--registry', '--cache', '--userconfig',
  '--globalconfig', '--loglevel', '--shell', '--script-shell', '--node-options', '--scope', '--tag', '--otp',
  '--before', '--https-proxy', '--proxy', '--noproxy', '--ca', '--cafile', '--cert', '--key', '--location', '--omit',
  '--include', '--install-strategy', '--auth-type', '--fetch-retries', '--fetch-timeout', '--maxsockets',
  '--local-address', '--user-agent', '--npm-version',
]);
const PNPM_VALUED = new Set([
  '--package', '--allow-build', '-C', '--dir', '--filter', '-F', '--reporter', '--loglevel', '--registry',
  '--config-dir', '--store-dir', '--cache-dir', '--virtual-store-dir',
]);
const YARN_VALUED = new Set(['-p', '--package', '--cwd']);
const BUN_VALUED = new Set(['-p', '--package', '--cwd', '-c', '--config', '--registry']);

interface RunnerSpec {
  valued: ReadonlySet<string>;
  /** options whose value is a package to fetch */
  packageFlags: ReadonlySet<string>;
  /** options whose value is a further package fetched beside the one run (`uvx --with extra pkg`) */
  withFlags?: ReadonlySet<string>;
  /** the positional is a command or script, never a package: without a package option there is no launch (`uv run`) */
  flaggedOnly?: boolean;
  /** options that make the positional a shell command instead of a package (`npx -c 'cmd'`) */
  callFlags?: ReadonlySet<string>;
}

// One spec per runner, not one per launch: a shell string may hold a hundred thousand launches.
const NPM_SPEC: RunnerSpec = { valued: NPM_VALUED, packageFlags: new Set(['-p', '--package']), callFlags: new Set(['-c', '--call']) };
const BUN_SPEC: RunnerSpec = { valued: BUN_VALUED, packageFlags: new Set(['-p', '--package']) };
const PNPM_SPEC: RunnerSpec = { valued: PNPM_VALUED, packageFlags: new Set(['--package']) };
const YARN_SPEC: RunnerSpec = { valued: YARN_VALUED, packageFlags: new Set(['-p', '--package']) };

function npmRunner(runner: Runner, head: Token, pre: Option[], words: Token[], ctx: LaunchContext): Launch[] {
  return packageRunner(runner, 'npm', head, pre, words, ctx, NPM_SPEC);
}

function bunRunner(head: Token, pre: Option[], words: Token[], ctx: LaunchContext): Launch[] {
  return packageRunner('bunx', 'npm', head, pre, words, ctx, BUN_SPEC);
}

function pnpmRunner(head: Token, pre: Option[], words: Token[], ctx: LaunchContext): Launch[] {
  return packageRunner('pnpm dlx', 'npm', head, pre, words, ctx, PNPM_SPEC);
}

function yarnRunner(head: Token, pre: Option[], words: Token[], ctx: LaunchContext): Launch[] {
  return packageRunner('yarn dlx', 'npm', head, pre, words, ctx, YARN_SPEC);
}

// ----- PyPI runners

const UV_GLOBAL_VALUED = new Set([
  '--directory', '--project', '--config-file', '--cache-dir', '--color', '--python-preference', '--allow-insecure-host',
  '--trusted-host',
]);
const UV_RUN_VALUED = new Set([
  ...UV_GLOBAL_VALUED, '--from', '--with', '-w', '--with-editable', '--with-requirements', '--python', '-p', '--index',
  '--index-url', '-i', '--extra-index-url', '--default-index', '--find-links', '-f', '--constraints', '-c',
  '--constraint', '--overrides', '--override', '--build-constraints', '-b', '--build-constraint', '--index-strategy',
  '--keyring-provider', '--resolution', '--prerelease', '--fork-strategy', '--exclude-newer', '--exclude-newer-package',
  '--no-binary-package', '--only-binary-package', '--no-build-package', '--no-build-isolation-package',
  '--config-setting', '-C', '--config-settings-package', '--link-mode', '--refresh-package', '--reinstall-package',
  '--upgrade-package', '-P', '--env-file', '--torch-backend', '--no-sources-package', '--python-platform',
]);
const PIPX_VALUED = new Set(['--spec', '--python', '--pip-args', '--index-url', '-i', '--backend', '--fetch-python']);

const UV_WITH = new Set(['--with', '-w']);
const UV_SPEC: RunnerSpec = { valued: UV_RUN_VALUED, packageFlags: new Set(['--from']), withFlags: UV_WITH };
const UV_PROJECT_SPEC: RunnerSpec = { valued: UV_RUN_VALUED, packageFlags: UV_WITH, flaggedOnly: true };
const PIPX_SPEC: RunnerSpec = { valued: PIPX_VALUED, packageFlags: new Set(['--spec']) };

function uvRunner(runner: Runner, head: Token, pre: Option[], words: Token[], ctx: LaunchContext): Launch[] {
  return packageRunner(runner, 'pypi', head, pre, words, ctx, UV_SPEC);
}

function pipxRunner(head: Token, pre: Option[], words: Token[], ctx: LaunchContext): Launch[] {
  return packageRunner('pipx run', 'pypi', head, pre, words, ctx, PIPX_SPEC);
}

function packageRunner(
  runner: Runner, ecosystem: 'npm' | 'pypi', head: Token, pre: Option[], words: Token[], ctx: LaunchContext, spec: RunnerSpec,
): Launch[] {
  const options: Option[] = [...pre];
  const k = scanOptions(words, 0, spec.valued, options);
  const positional = words[k];
  const call = options.some((o) => spec.callFlags?.has(o.name));
  const split = (o: Option) => (ecosystem === 'pypi' ? requirementList(o.value!) : [o.value!]);
  const flagged = options.filter((o) => spec.packageFlags.has(o.name) && o.value).flatMap(split);
  const withs = options.filter((o) => spec.withFlags?.has(o.name) && o.value).flatMap(split);
  let bin: Token | undefined;
  let args: Token[];
  let tokens: Token[];
  if (flagged.length) {
    tokens = flagged;
    bin = call ? undefined : positional;
    args = call || !positional ? [] : words.slice(k + 1);
  } else {
    if (!positional || call || spec.flaggedOnly) return [];
    tokens = [positional];
    args = words.slice(k + 1);
  }
  const refs = [...tokens, ...withs].map((t) => packageRef(ecosystem, t)).filter((r): r is PackageRef => !!r);
  if (!refs.length) return [];
  const main = (bin && refs.find((r) => binMatches(r.name, bin!.value))) ?? refs[0]!;
  let fetches = true;
  for (const o of options) {
    if (o.name === '-y' || o.name === '--yes') fetches = o.value?.value !== 'false';
    else if (o.name === '--no' || o.name === '--no-install' || o.name === '--no-yes') fetches = false;
  }
  const launch: Launch = {
    runner, ecosystem, command: head, package: main, extraPackages: refs.filter((r) => r !== main),
    runnerOptions: options.flatMap((o) => o.tokens), args, wrappers: ctx.wrappers, env: ctx.env, fetches,
  };
  if (bin) launch.bin = bin;
  return [launch];
}

/**
 * uv reads `--with a,b` as two requirements: split at a comma that starts another name, not at the one inside a
 * version range (`pkg>=1,<2`). npm's package options take one package each.
 */
function requirementList(token: Token): Token[] {
  const parts: Token[] = [];
  let from = 0;
  const re = /,\s*(?=[A-Za-z0-9])/g;
  for (let m; (m = re.exec(token.value)); ) {
    // `pkg>=1,2` is not a second package: only a comma after a complete requirement name or spec splits
    if (/[<>=!~]=?\s*$/.test(token.value.slice(from, m.index)) || /^\d/.test(token.value.slice(m.index + m[0].length))) continue;
    parts.push(sliceToken(token, from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(from ? sliceToken(token, from) : token);
  return parts;
}

function binMatches(name: string, bin: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return base === bin || base.includes(bin) || bin.includes(base);
}

// ----- containers

const ENGINE_GLOBAL_VALUED = new Set([
  '--config', '-c', '--context', '-H', '--host', '-l', '--log-level', '--tlscacert', '--tlscert', '--tlskey',
  '--connection', '--url', '--identity', '--root', '--runroot', '--storage-driver', '--cgroup-manager',
  '--events-backend', '--network-cmd-path', '--runtime', '--tmpdir', '--module', '--namespace', '-n', '--address', '-a',
]);
const RUN_VALUED = new Set([
  '-a', '--attach', '-c', '--cpu-shares', '-e', '--env', '-h', '--hostname', '-l', '--label', '-m', '--memory', '-p',
  '--publish', '-u', '--user', '-v', '--volume', '-w', '--workdir', '--add-host', '--annotation', '--blkio-weight',
  '--blkio-weight-device', '--cap-add', '--cap-drop', '--cgroup-parent', '--cgroupns', '--cidfile', '--cpu-count',
  '--cpu-percent', '--cpu-period', '--cpu-quota', '--cpu-rt-period', '--cpu-rt-runtime', '--cpus', '--cpuset-cpus',
  '--cpuset-mems', '--detach-keys', '--device', '--device-cgroup-rule', '--device-read-bps', '--device-read-iops',
  '--device-write-bps', '--device-write-iops', '--dns', '--dns-option', '--dns-opt', '--dns-search', '--domainname',
  '--entrypoint', '--env-file', '--expose', '--gpus', '--group-add', '--health-cmd', '--health-interval',
  '--health-retries', '--health-start-interval', '--health-start-period', '--health-timeout', '--io-maxbandwidth',
  '--io-maxiops', '--ip', '--ip6', '--ipc', '--isolation', '--kernel-memory', '--label-file', '--link',
  '--link-local-ip', '--log-driver', '--log-opt', '--mac-address', '--memory-reservation', '--memory-swap',
  '--memory-swappiness', '--mount', '--name', '--network', '--net', '--network-alias', '--net-alias',
  '--oom-score-adj', '--pid', '--pids-limit', '--platform', '--pull', '--restart', '--runtime', '--security-opt',
  '--shm-size', '--stop-signal', '--stop-timeout', '--storage-opt', '--sysctl', '--tmpfs', '--ulimit', '--userns',
  '--uts', '--volume-driver', '--volumes-from',
  // podman
  '--arch', '--os', '--variant', '--authfile', '--cert-dir', '--creds', '--decryption-key', '--secret', '--pod',
  '--pod-id-file', '--hostuser', '--passwd-entry', '--preserve-fds', '--requires', '--sdnotify', '--seccomp-policy',
  '--timeout', '--tz', '--uidmap', '--gidmap', '--subuidname', '--subgidname', '--umask', '--unsetenv', '--chrootdirs',
  '--conmon-pidfile', '--image-volume', '--init-path', '--personality', '--cgroup-conf', '--cgroups', '--group-entry',
  '--retry', '--retry-delay', '--systemd', '--log-level',
]);

export function containerRun(prog: string, head: Token, words: Token[], ctx: LaunchContext): Launch[] {
  const global: Option[] = [];
  let k = scanOptions(words, 0, ENGINE_GLOBAL_VALUED, global);
  if (words[k]?.value === 'container') k++;
  // `exec`, `start`, `compose`, `attach`…: no image is pulled
  if (words[k]?.value !== 'run') return [];
  const options: Option[] = [];
  const at = scanOptions(words, k + 1, RUN_VALUED, options);
  const image = words[at];
  if (!image) return [];
  const ref = packageRef('docker', image);
  if (!ref) return [];
  const { repository, tag, digest } = splitImage(image.value);
  const docker: DockerRun = {
    image, repository, tag, digest,
    env: options.filter((o) => (o.name === '-e' || o.name === '--env') && o.value).map((o) => envAssignment(o.value!)),
    envFiles: options.filter((o) => o.name === '--env-file' && o.value).map((o) => o.value!),
  };
  return [{
    runner: `${prog} run` as Runner, ecosystem: 'docker', command: head, package: ref, extraPackages: [],
    runnerOptions: [...global, ...options].flatMap((o) => o.tokens), args: words.slice(at + 1), wrappers: ctx.wrappers,
    env: ctx.env, fetches: true, docker,
  }];
}
