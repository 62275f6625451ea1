/**
 * The edits that switch read-only on, in the host's own syntax: a switch written but off changed where it stands, a
 * docker `-e`, a flag, a variable, a URL path suffix or query parameter added. Kept apart from the switch checks:
 * those decide whether there is a report, these only what it offers, built from the state the checks found.
 */
import { valueSpan } from '../../src/model/source.js';
import type { Token } from '../../src/analysis/shell.js';
import type { ConfigFile, Edit, Server, Str } from '../../src/model/types.js';
import type { Match } from './catalog.js';
import { lastOf } from './switches.js';
import type { SwitchState } from './switches.js';

/**
 * Replaces a word where it stands, when it is written as is (no quotes or escapes in it) and so is the new text:
 * the edit is then exact, also for a word inside a shell string or the value part of `--env=NAME=value`.
 */
function replaceWord(file: ConfigFile, token: Token, text: string): Edit[] | undefined {
  const { str } = token;
  if (str.value.slice(token.start, token.end) !== token.value || !/^[\w.:=/@+-]+$/.test(text)) return undefined;
  const edits = file.editor.replaceString(str, str.value.slice(0, token.start) + text + str.value.slice(token.end));
  return edits.length ? edits : undefined;
}

type Enable = { edits: Edit[]; what: string } | { manual: string } | undefined;

/** A word from the config as fix descriptions quote it: whatever follows a flag or `NAME=` could be anything, even a
 * secret pasted in the wrong place, so only a short plain word is shown as is. */
function quoted(word: string): string {
  const eq = word.indexOf('=');
  const [head, value] = eq < 0 ? ['', word] : [word.slice(0, eq + 1), word.slice(eq + 1)];
  return `"${head}${/^[\w.-]{0,24}$/.test(value) ? value : '…'}"`;
}

/**
 * Edits that switch read-only on, in the host's own syntax; `manual` when a person must do it, undefined when there
 * is no safe place to put them. A switch that is written but off (`--readOnly=false`, `-e GITHUB_READ_ONLY=`,
 * `MDB_MCP_READ_ONLY: "false"`) is changed where it stands: adding a second one next to it would leave two that
 * disagree, and which one wins depends on the server's parser.
 */
export function enableEdits(file: ConfigFile, server: Server, m: Match, state: SwitchState): Enable {
  const fix = m.entry.fix;
  const off = state.offFlags[0];
  if (off) {
    const eq = off.flag.indexOf('=');
    if (off.valueToken) {
      const written = `"${off.token.value} ${quoted(off.valueToken.value).slice(1)}`;
      // `--readOnly false`: the value word has to go, and no edit here removes an element.
      if (eq < 0) return { manual: `change ${written} to "${off.flag}"` };
      const wanted = off.flag.slice(eq + 1);
      const edits = replaceWord(file, off.valueToken, wanted);
      return edits ? { edits, what: `change ${written} to "${off.token.value} ${wanted}"` } : { manual: `change ${written} to "${off.flag}"` };
    }
    const edits = replaceWord(file, off.token, off.flag);
    return edits ? { edits, what: `change ${quoted(off.token.value)} to "${off.flag}"` } : { manual: `change ${quoted(off.token.value)} to "${off.flag}"` };
  }
  if (!fix) return undefined;
  const docker = m.launch?.docker;
  if (docker) {
    const env = fix.dockerEnv ?? fix.env;
    if (!env) return undefined;
    const assignment = `${env.name}=${env.value}`;
    // Already passed with `-e NAME=` or `-e NAME` (forwarding an empty or false value): give that entry the value,
    // which the container then sees whatever the docker command's environment holds.
    const existing = lastOf(docker.env, (a) => a.name === env.name);
    if (existing) {
      const edits = replaceWord(file, existing.token, assignment);
      return edits ? { edits, what: `change ${quoted(existing.token.value)} to "${assignment}" in docker run` } : undefined;
    }
    const run = server.args.findIndex((a) => a.value === 'run');
    // Only when every word is its own args element: inside a shell string there is no array slot to insert into.
    if (run < 0 || !docker.image.whole || docker.image.argIndex === undefined) return undefined;
    // One array element, so the edit is a single insertion: docker reads `--env=NAME=value` like `-e NAME=value`.
    const option = `--env=${assignment}`;
    return { edits: file.editor.insertArg(server, run + 1, option), what: `add "${option}" to docker run` };
  }
  if (!m.url) {
    // A variable written off: set it where it is written (a wrapper's `NAME=…` word, or the entry's env).
    for (const { env, seen } of state.vars) {
      const value = env.values.find((v) => v !== '*');
      if (seen.kind !== 'known' || !seen.process || value === undefined) continue;
      const { assignment } = seen.process;
      if (assignment) {
        const edits = replaceWord(file, assignment.token, `${env.name}=${value}`);
        return edits ? { edits, what: `change ${quoted(assignment.token.value)} to "${env.name}=${value}"` } : undefined;
      }
      return { edits: file.editor.setEnv(server, env.name, value), what: `set ${env.name}=${value} in its environment` };
    }
  }
  // URL fixes insert only what they add: the rest of the URL (which may carry a token) is neither rewritten nor quoted.
  if (m.url && fix.urlPathSuffix && m.url.start === 0 && m.url.str === server.url) {
    const edit = pathSuffixEdit(m.url.value, fix.urlPathSuffix);
    return { edits: [valueEdit(file, m.url.str, edit)], what: `add "${fix.urlPathSuffix}" to the end of the URL's path` };
  }
  if (m.url && fix.urlQuery && m.url.start === 0 && m.url.str === server.url) {
    const edit = queryEdit(m.url.value, fix.urlQuery.name, fix.urlQuery.value);
    return { edits: [valueEdit(file, m.url.str, edit)], what: `add "${fix.urlQuery.name}=${fix.urlQuery.value}" to the URL` };
  }
  if (fix.flag && !m.url) {
    // Inside a shell string (`bash -lc "npx … "`) there is no array slot to insert into: leave it to a person.
    if (m.launch && !m.launch.package.token.whole) return undefined;
    return { edits: file.editor.insertArg(server, server.args.length, fix.flag), what: `add "${fix.flag}" to its arguments` };
  }
  if (fix.env && !m.url) {
    return { edits: file.editor.setEnv(server, fix.env.name, fix.env.value), what: `set ${fix.env.name}=${fix.env.value} in its environment` };
  }
  return undefined;
}

/** A change to a string's value: replace value characters `[start, end)` with `text`. */
interface ValueChange {
  start: number;
  end: number;
  text: string;
}

/** The edit for a change of a string's value. The inserted text is plain ASCII (`/readonly`, `&read_only=true`),
 * written as is in every host's string syntax. */
function valueEdit(file: ConfigFile, str: Str, change: ValueChange): Edit {
  const span = valueSpan(str, change.start, change.end);
  return { file: file.source.path, start: span.start, end: span.end, text: change.text };
}

/** Where the URL's path ends (before `?` or `#`). */
function pathEnd(url: string): number {
  const end = url.search(/[?#]/);
  return end < 0 ? url.length : end;
}

/** `suffix` at the end of the URL's path, replacing any trailing slashes. */
function pathSuffixEdit(url: string, suffix: string): ValueChange {
  const end = pathEnd(url);
  let start = end;
  while (start > 0 && url[start - 1] === '/' && url[start - 2] !== '/') start--;
  return { start, end, text: suffix };
}

/** `name=value` in the URL's query: the value replaced where the parameter is, else the pair added at its end. */
function queryEdit(url: string, name: string, value: string): ValueChange {
  const hash = url.indexOf('#');
  const end = hash < 0 ? url.length : hash;
  const q = url.indexOf('?');
  if (q < 0 || q > end) return { start: end, end, text: `?${name}=${value}` };
  let at = q + 1;
  for (const pair of url.slice(q + 1, end).split('&')) {
    const eq = pair.indexOf('=');
    if ((eq < 0 ? pair : pair.slice(0, eq)) === name) {
      return eq < 0 ? { start: at + pair.length, end: at + pair.length, text: `=${value}` } : { start: at + eq + 1, end: at + pair.length, text: value };
    }
    at += pair.length + 1;
  }
  const query = url.slice(q + 1, end);
  return { start: end, end, text: `${query === '' || query.endsWith('&') ? '' : '&'}${name}=${value}` };
}
