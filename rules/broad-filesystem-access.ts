/**
 * @file broad-filesystem-access: a filesystem server (the reference `@modelcontextprotocol/server-filesystem` and
 * other packages named for it) given a root that opens far more than a project: the whole file system, a drive, a
 * home folder, a credentials folder, a system folder. Also any server given such a path through an option that names
 * its root (`--root`, `--allowed-directories`, `--workspace` …). Every file under a root is readable, and usually
 * writable, by whatever the model is led to do. What a path exposes is the judgement `dangerous-docker` uses for bind
 * mounts (`src/analysis/host-paths.ts`).
 */
import { classifyHostPath, type HostPath } from '../src/analysis/host-paths.js';
import { analyzeLaunch } from '../src/analysis/launch.js';
import { programName, sliceToken, strToken, type Token } from '../src/analysis/shell.js';
import type { Level, Report, Rule, Server } from '../src/model/types.js';

/** A filesystem server: its package or program is named for it (`server-filesystem`, `mcp-filesystem-server`, `fs-mcp`). */
const FILESYSTEM_SERVER = /(?:^|[/@_.-])(?:filesystem|file-system|fs)(?:$|[_.-])/i;
/** Options that give a server its root folders. */
const ROOT_OPTION = /^--?(?:roots?|root[-_]?dirs?|allowed?[-_]?(?:dirs?|directory|directories|paths?|roots?)|base[-_]?dir|workspace(?:[-_]?root)?)$/i;

const LEVELS: Record<HostPath['kind'], Level> = { root: 'error', credentials: 'error', socket: 'error', home: 'warning', system: 'warning' };

/** What a root exposes: a label and what it holds. */
function what(exposed: HostPath): [string, string] {
  const { path } = exposed;
  switch (exposed.kind) {
    case 'root': return [`the whole file system (${path})`, 'every user\'s files and keys, and the system\'s configuration'];
    case 'credentials': return [`a credentials folder (${path})`, 'keys the server can read and send anywhere'];
    case 'home': return [`a whole home folder (${path})`, 'SSH keys, cloud credentials, tokens and shell start-up files along with every project'];
    case 'system': return [`the system folder ${path}`, 'the machine\'s own configuration'];
    case 'socket': return [`the container engine's socket (${path})`, 'control of the Docker daemon, which is root on the host'];
  }
}

/** `${DIRS:-$HOME}`: the root is the default's while the variable is unset, which is wherever nobody set it. */
function unset(exposed: HostPath): string {
  return exposed.unsetVariable ? ` whenever ${exposed.unsetVariable} is not set (its default)` : '';
}

/** The server's words after the package (or the command, for a server run as a program of its own). */
function serverWords(server: Server): { filesystem: boolean; words: Token[] } | undefined {
  const launch = analyzeLaunch(server);
  // A container's arguments are paths inside it; what it sees of the host is dangerous-docker's bind mounts.
  if (launch?.docker) return undefined;
  if (launch) {
    const names = [launch.package.name, launch.bin?.value ?? ''];
    return { filesystem: names.some((n) => FILESYSTEM_SERVER.test(n)), words: launch.args };
  }
  if (!server.command) return undefined;
  const words = server.args.map((a, i) => strToken(a, i));
  return { filesystem: FILESYSTEM_SERVER.test(programName(server.command.value)), words };
}

/** The root paths among `words`: every positional of a filesystem server, and the value of a root option. */
function roots(words: Token[], filesystem: boolean): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!.value;
    const eq = v.indexOf('=');
    const name = eq > 0 ? v.slice(0, eq) : v;
    if (v.startsWith('-') && ROOT_OPTION.test(name)) {
      const value = eq > 0 ? sliceToken(words[i]!, eq + 1) : words[++i];
      if (value) out.push(value);
    } else if (filesystem && !v.startsWith('-')) out.push(words[i]!);
  }
  return out;
}

export const broadFilesystemAccess: Rule = {
  meta: {
    id: 'broad-filesystem-access',
    level: 'error',
    description: 'A filesystem server rooted at /, a drive, a home folder or a credentials folder (~/.ssh, ~/.aws …): everything under it is open to what the model is led to do.',
    precision: 'high',
    securitySeverity: '7.5',
    tags: ['security', 'least-privilege', 'filesystem'],
    fixable: 'none',
    owasp: ['MCP02:2025', 'MCP10:2025'],
  },
  checkConfig(file) {
    const reports: Report[] = [];
    for (const server of file.servers) {
      const found = serverWords(server);
      if (!found) continue;
      for (const root of roots(found.words, found.filesystem)) {
        const exposed = classifyHostPath(root.value);
        if (!exposed) continue;
        const [label, holds] = what(exposed);
        reports.push({
          message: `server "${server.name}" is given ${label} as a root${unset(exposed)}: ${holds}, all open to whatever the model is led to do.`,
          span: root.span,
          path: root.str.path,
          level: LEVELS[exposed.kind],
          fingerprintValue: root.value,
          suggestions: [{ description: 'give the server only the folders it needs: the project, or a subfolder of it', safe: false, edits: [] }],
        });
      }
    }
    return reports;
  },
};
