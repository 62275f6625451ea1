/**
 * What a path on the host exposes when a server is given it: the whole file system, a home folder, a credentials
 * folder, a system folder, or the container engine's socket. One judgement for every rule that hands a path to a
 * server: `dangerous-docker` (bind mounts) and `broad-filesystem-access` (filesystem servers' roots).
 *
 * Paths as written in a config: `/`, `C:\`, `~`, `$HOME`, `${HOME}`, `%USERPROFILE%`, VS Code's `${userHome}`,
 * `/Users/<name>`, `/home/<name>`, `C:\Users\<name>`, WSL's `/mnt/c/Users/<name>`, with or without trailing slashes.
 */

export type HostPathKind = 'socket' | 'root' | 'home' | 'credentials' | 'system';

export interface HostPath {
  kind: HostPathKind;
  /** the path as judged: forward slashes, no trailing slash */
  path: string;
  /** `${DIRS:-$HOME}`: the variable whose default this is; the path is what the launch gets while it is unset */
  unsetVariable?: string;
}

/** `/home/me`, `C:\Users\me`, `~`, `$HOME` … → where the home folder ends in the path, or no match when it is not in one. */
const HOME = /^(?:~|\$HOME|\$\{HOME\}|\$\{env:(?:HOME|USERPROFILE)\}|\$\{userHome\}|\$env:(?:HOME|USERPROFILE)|%USERPROFILE%|%HOMEPATH%|\/root|(?:[A-Za-z]:|\/mnt\/[a-z]|\/[a-z])?\/(?:Users|home)\/[^/]+)(?=\/|$)/i;
const CREDENTIALS = ['.ssh', '.aws', '.kube', '.config/gcloud', '.azure', '.docker', '.gnupg', '.config/gh', '.netrc', '.git-credentials', '.npmrc', '.pypirc'];
const SYSTEM = new Set(['/etc', '/proc', '/sys', '/dev', '/boot', '/var/lib/docker', '/home', '/users', 'c:/users']);
const SOCKET = /(?:^|\/)(?:docker|podman)\.sock$|^\/(?:var\/)?run$|^\/\/\.\/pipe\/docker_engine$/i;

/** `/srv/data//` → `/srv/data`, `///` → `/`. A loop: `/(.)\/+$/` reads a long run of slashes again from each one. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** Looks like a path on the host (absolute, home-relative, a variable, a drive), not a name or a relative folder. */
export function isHostPathLike(text: string): boolean {
  return /^(?:[/~$%\\]|[A-Za-z]:)/.test(text);
}

/**
 * `${NAME:-default}`, `${NAME-default}` or `${NAME:=default}` as the whole path (or its start, `${DIR:-~}/.ssh`): the
 * variable's name and the path while it is unset. The host or the shell puts the default there, so a default of
 * `$HOME` is the home folder on every machine where nobody set the variable. `${HOME:-…}` is the home folder itself.
 */
function defaultedPath(source: string): { name?: string; path: string } | undefined {
  const head = /^\$\{([A-Za-z_]\w*)(?::?-|:=)/.exec(source);
  if (!head) return undefined;
  let depth = 1;
  for (let i = head[0].length; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) {
      const rest = source.slice(i + 1);
      if (/^(?:HOME|USERPROFILE)$/i.test(head[1]!)) return { path: `$HOME${rest}` };
      return { name: head[1]!, path: source.slice(head[0].length, i) + rest };
    }
  }
  return undefined;
}

/** Defaults inside defaults (`${A:-${B:-~}}`) are followed this deep: a path is not a puzzle. */
const DEFAULT_DEPTH = 4;

/** What `source` exposes, or undefined for an ordinary folder (a project, a subfolder of home that holds no keys). */
export function classifyHostPath(source: string): HostPath | undefined {
  let unsetVariable: string | undefined;
  for (let depth = 0; depth < DEFAULT_DEPTH; depth++) {
    const defaulted = defaultedPath(source);
    if (!defaulted) break;
    unsetVariable ??= defaulted.name;
    source = defaulted.path;
  }
  const exposed = classifyLiteralPath(source);
  return exposed && unsetVariable ? { ...exposed, unsetVariable } : exposed;
}

function classifyLiteralPath(source: string): HostPath | undefined {
  if (!/^(?:[/~$%.\\]|[A-Za-z]:)/.test(source)) return undefined;
  const path = withoutTrailingSlashes(source.replace(/\\/g, '/'));
  if (SOCKET.test(path)) return { kind: 'socket', path };
  if (path === '/' || /^[A-Za-z]:\/?$/.test(path)) return { kind: 'root', path };
  const home = HOME.exec(path);
  if (home) {
    const rest = path.slice(home[0].length).replace(/^\/+/, '');
    if (rest === '' || rest === '.') return { kind: 'home', path };
    if (CREDENTIALS.some((c) => rest === c || rest.startsWith(`${c}/`))) return { kind: 'credentials', path };
    return undefined;
  }
  if (SYSTEM.has(path.toLowerCase())) return { kind: 'system', path };
  return undefined;
}
