/**
 * @file dangerous-docker: a server started with `docker run` (or podman, nerdctl, finch) with options that take
 * away the container's isolation: `--privileged`, powerful capabilities, the host's PID/network/IPC/user
 * namespaces, seccomp/AppArmor/SELinux turned off, and bind mounts of the host's root, the Docker socket, a home
 * folder, credential folders or system folders. An MCP server acts on a model's instructions, which anyone who can
 * put text in front of the model influences: the container is the only thing between it and the machine.
 */
import { classifyHostPath } from '../src/analysis/host-paths.js';
import { analyzeLaunches } from '../src/analysis/launch.js';
import { sliceToken } from '../src/analysis/shell.js';
import type { Token } from '../src/analysis/shell.js';
import type { Level, Report, Rule, Span } from '../src/model/types.js';

interface Option {
  /** `--cap-add`, `-v` */
  name: string;
  flag: Token;
  value?: Token;
}

/** Options whose value this rule reads (all of them are also taken with a value by `src/analysis/launch-runners.ts`). */
const VALUED = new Set(['--cap-add', '--pid', '--network', '--net', '--ipc', '--userns', '--security-opt', '--volume', '--mount', '-v']);
/** docker's one-letter options that take a value: in a cluster (`-itv a:b`) the value follows the letter. */
const SHORT_VALUED = new Set(['a', 'c', 'e', 'h', 'l', 'm', 'p', 'u', 'v', 'w']);

/** Re-reads `runnerOptions` (flags with their values, in order) into options. */
function readOptions(tokens: Token[]): Option[] {
  const out: Option[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const flag = tokens[i]!;
    const v = flag.value;
    // values of options this rule does not read (`--name x`), and `--`
    if (!v.startsWith('-') || v === '-' || v === '--') continue;
    if (v.startsWith('--')) {
      const eq = v.indexOf('=');
      if (eq > 0) out.push({ name: v.slice(0, eq), flag, value: sliceToken(flag, eq + 1) });
      else if (VALUED.has(v) && tokens[i + 1]) out.push({ name: v, flag, value: tokens[++i]! });
      else out.push({ name: v, flag });
      continue;
    }
    for (let k = 1; k < v.length; k++) {
      if (!SHORT_VALUED.has(v[k]!)) continue;
      const name = `-${v[k]}`;
      if (k + 1 < v.length) out.push({ name, flag, value: sliceToken(flag, k + 1 + (v[k + 1] === '=' ? 1 : 0)) });
      else if (tokens[i + 1]) out.push({ name, flag, value: tokens[++i]! });
      break;
    }
  }
  return out;
}

interface Danger {
  level: Level;
  /** what the option does, after `docker run <option>` in the message */
  why: string;
}

const CAPS: Record<string, Danger> = {
  ALL: { level: 'error', why: 'gives the container every Linux capability, close to --privileged: a process in it can take over the host' },
  SYS_ADMIN: { level: 'error', why: 'lets a process in the container mount file systems and use many kernel interfaces meant for the host\'s administrator: a known way out of the container' },
  SYS_MODULE: { level: 'error', why: 'lets a process in the container load kernel modules: code in the host\'s kernel' },
  SYS_RAWIO: { level: 'error', why: 'gives raw access to host memory and I/O ports' },
  DAC_READ_SEARCH: { level: 'error', why: 'lets a process in the container open host files by handle, bypassing the mount (the "shocker" escape)' },
  BPF: { level: 'error', why: 'lets a process in the container load eBPF programs into the host\'s kernel' },
  SYS_PTRACE: { level: 'warning', why: 'lets a process in the container trace and read the memory of other processes it can see' },
  NET_ADMIN: { level: 'warning', why: 'lets a process in the container reconfigure networking (interfaces, routes, firewall) of its namespace' },
};

const NAMESPACES: Record<string, Danger> = {
  '--pid': { level: 'error', why: 'shares the host\'s processes with the container: as root in it, a process can signal any process on the machine and read their memory and environment, tokens included' },
  '--network': { level: 'warning', why: 'puts the container on the host\'s network stack: it reaches every service bound to localhost on this machine (databases, dev servers, other MCP servers)' },
  '--net': { level: 'warning', why: 'puts the container on the host\'s network stack: it reaches every service bound to localhost on this machine (databases, dev servers, other MCP servers)' },
  '--ipc': { level: 'warning', why: 'shares the host\'s IPC namespace: the shared memory of host processes is open to the container' },
  '--userns': { level: 'warning', why: 'turns off user-namespace remapping: root in the container is root on the host' },
};

const SECURITY_OPTS: [RegExp, Danger][] = [
  [/^seccomp[=:]unconfined$/i, { level: 'warning', why: 'turns off the seccomp filter: every system call, including those kernel exploits use, is open to the container' }],
  [/^apparmor[=:]unconfined$/i, { level: 'warning', why: 'turns off the AppArmor profile that confines the container' }],
  [/^label[=:]disable$/i, { level: 'warning', why: 'turns off SELinux separation between the container and the host' }],
  [/^systempaths[=:]unconfined$/i, { level: 'warning', why: 'un-masks /proc and /sys paths that are hidden from containers' }],
];

const FALSE = /^(?:false|0|no)$/i;

function checkOption(o: Option): Danger | undefined {
  const value = o.value?.value ?? '';
  if (o.name === '--privileged') {
    return FALSE.test(value) ? undefined : { level: 'error', why: 'gives the container every capability and all host devices and turns off seccomp and AppArmor: a process in it can take over the host' };
  }
  if (o.name === '--cap-add') {
    const caps = value.split(',').map((c) => c.trim().toUpperCase().replace(/^CAP_/, '')).filter((c) => CAPS[c]);
    if (!caps.length) return undefined;
    const level = caps.some((c) => CAPS[c]!.level === 'error') ? 'error' : 'warning';
    return { level, why: caps.map((c) => `adds ${c}, which ${CAPS[c]!.why}`).join('; it ') };
  }
  if (NAMESPACES[o.name] && value.toLowerCase() === 'host') return NAMESPACES[o.name];
  if (o.name === '--security-opt') return SECURITY_OPTS.find(([re]) => re.test(value.trim()))?.[1];
  return undefined;
}

// ----- mounts

/** What a bind mount of `source` exposes, or undefined when it is harmless (or a named volume). */
export function mountDanger(source: string, readOnly: boolean): Danger | undefined {
  const exposed = classifyHostPath(source);
  if (!exposed) return undefined;
  // `${DATA:-$HOME}`: what is mounted wherever nobody set the variable
  const unset = exposed.unsetVariable ? ` whenever ${exposed.unsetVariable} is not set` : '';
  const path = `${exposed.path}${unset}`;
  const rw = readOnly ? 'read-only' : 'read-write';
  const level: Level = readOnly ? 'warning' : 'error';
  switch (exposed.kind) {
    case 'socket':
      return { level: 'error', why: `mounts the container engine's socket or the folder that holds it (${path}): whoever controls the container controls the Docker daemon, which is root on the host; read-only does not help, a socket stays usable` };
    case 'root':
      return { level: 'error', why: `mounts the host's whole file system (${rw}${unset && `,${unset}`}): every user's files and keys, and the system's configuration` };
    case 'home':
      return { level, why: `mounts a whole home folder (${path}, ${rw}): SSH keys, cloud credentials and tokens${readOnly ? '' : ', and shell start-up files that run on your next login'} are open to the server` };
    case 'credentials':
      return { level, why: `mounts a credentials folder (${path}, ${rw}): whatever the server is led to do, it can read${readOnly ? '' : ' and replace'} these keys and send them anywhere` };
    case 'system':
      return { level, why: `mounts the host's ${path} (${rw})` };
  }
}

/** `-v src:dst[:opts]`: the source (a Windows drive letter and `${…}` may hold colons) and whether it is read-only. */
function splitVolume(value: string): { source: string; readOnly: boolean } | undefined {
  let i = /^[A-Za-z]:[\\/]/.test(value) ? 2 : 0;
  for (; i < value.length; i++) {
    if (value[i] === '$' && value[i + 1] === '{') i = Math.max(value.indexOf('}', i), i);
    else if (value[i] === ':') break;
  }
  if (i >= value.length) return undefined; // `-v /data`: an anonymous volume
  const options = value.slice(i + 1).split(':').slice(1).join(',').split(',');
  return { source: value.slice(0, i), readOnly: options.some((o) => o === 'ro' || o === 'readonly') };
}

/** `--mount type=bind,source=/,target=/host,readonly`. */
function splitMount(value: string): { source: string; readOnly: boolean } | undefined {
  const fields = new Map<string, string>();
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    fields.set((eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase(), eq < 0 ? 'true' : part.slice(eq + 1).trim());
  }
  if (fields.get('type')?.toLowerCase() !== 'bind') return undefined;
  const source = fields.get('source') ?? fields.get('src');
  if (!source) return undefined;
  const ro = fields.get('readonly') ?? fields.get('ro');
  return { source, readOnly: ro !== undefined && !FALSE.test(ro) };
}

function checkMount(o: Option): Danger | undefined {
  if (!o.value) return undefined;
  const mount = o.name === '--mount' ? splitMount(o.value.value) : o.name === '-v' || o.name === '--volume' ? splitVolume(o.value.value) : undefined;
  return mount && mountDanger(mount.source, mount.readOnly);
}

/** The whole `--cap-add=X` word, or just the value when it is a word (or array element) of its own. */
function spanOf(o: Option): Span {
  return o.value && o.value.str === o.flag.str && o.value.start >= o.flag.start && o.value.end <= o.flag.end ? o.flag.span : (o.value ?? o.flag).span;
}

export const dangerousDocker: Rule = {
  meta: {
    id: 'dangerous-docker',
    level: 'error',
    description: 'A docker/podman run launch that removes the container\'s isolation: --privileged, dangerous capabilities, host namespaces, disabled seccomp/AppArmor, or mounts of /, the Docker socket, home or credential folders.',
    precision: 'high',
    securitySeverity: '8.8',
    tags: ['security', 'container', 'least-privilege'],
    fixable: 'none',
    owasp: ['MCP02:2025'],
  },
  checkConfig(file) {
    const reports: Report[] = [];
    for (const server of file.servers) {
      for (const launch of analyzeLaunches(server)) {
        if (!launch.docker) continue;
        for (const o of readOptions(launch.runnerOptions)) {
          const flag = checkOption(o);
          const danger = flag ?? checkMount(o);
          if (!danger) continue;
          const shown = o.value && spanOf(o) === o.value.span ? `${o.name} ${o.value.value}` : o.flag.value;
          reports.push({
            message: `server "${server.name}" starts its container with ${launch.runner.split(' ')[0]} run ${shown}, which ${danger.why}.`,
            span: spanOf(o),
            path: o.flag.str.path,
            level: danger.level,
            fingerprintValue: shown,
            suggestions: [{
              description: flag
                ? `remove "${shown}" unless this server cannot work without it`
                : 'mount only the folders this server needs (a project folder, not your home), read-only where it can',
              safe: false, edits: [],
            }],
          });
        }
      }
    }
    return reports;
  },
};
