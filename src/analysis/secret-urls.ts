/**
 * Credentials carried in locator strings, where the slot itself says "secret": the password of a URL
 * (`postgresql://user:pass@host`), a token as a URL's user name, a credential query parameter (`?api_key=`), a key
 * in a URL's path, a connection string's `Password=`. Separate because each parses its own syntax; the values found
 * are judged by `secret-values.ts` like any other. Pure.
 */
import { secretKeyKind } from './secret-names.js';
import { isPlaceholder, isSlug, literalParts, looksLikeSecret, shannonEntropy } from './secret-values.js';

/** A credential found in a URL or connection string; `findSecrets` weighs it against the other scanners' matches. */
export interface LocatorMatch {
  start: number;
  end: number;
  kind: string;
  source: 'url-password' | 'url-query' | 'connection-string';
  label?: string;
  /** for a URL's credentials: the host the URL names */
  host?: string;
}

type Add = (m: LocatorMatch) => void;

/** `decodeURIComponent`, or the text unchanged when it is not valid percent-encoding. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Index of `ch` in `s` outside `${…}`, or -1. */
function indexOutsideBraces(s: string, ch: string): number {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '$' && s[i + 1] === '{') {
      depth++;
      i++;
    } else if (s[i] === '}' && depth > 0) depth--;
    else if (s[i] === ch && depth === 0) return i;
  }
  return -1;
}

/**
 * The names RFC 2606 keeps for documentation (`example.com`, `db.example.org`, `*.test`, `*.invalid`, `*.example`):
 * in a document (a skill's text), a URL to one is an example, and so is the password in it
 * (`postgresql://user:p4ss@prod-db.example.com/mydb` in a hardening guide). Only these: `localhost` and private
 * addresses carry real, if local, credentials. A config is no document: a password there is read by a program.
 */
export function isDocumentationHost(host: string): boolean {
  return /(?:^|\.)(?:example\.(?:com|net|org)|[^.]+\.(?:test|invalid|example))\.?$/i.test(host);
}

const URL_RE = /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\s'"<>`]*)/g;

/** Passwords in URL userinfo (`scheme://user:pass@host`) and credential query parameters (`?api_key=…`). */
export function scanUrls(value: string, add: Add): void {
  // Every match holds "://": without it, the regex need not run.
  if (!value.includes('://')) return;
  for (const m of value.matchAll(URL_RE)) {
    const scheme = m[1]!;
    const rest = m[2]!;
    const restStart = m.index + scheme.length + 3;
    let authEnd = rest.search(/[/?#]/);
    if (authEnd < 0) authEnd = rest.length;
    const authority = rest.slice(0, authEnd);
    const at = authority.lastIndexOf('@');
    if (at > 0) {
      const host = authority.slice(at + 1).replace(/:\d*$/, '');
      const userinfo = authority.slice(0, at);
      const colon = indexOutsideBraces(userinfo, ':');
      if (colon >= 0) {
        const user = safeDecode(userinfo.slice(0, colon));
        for (const part of literalParts(value, restStart + colon + 1, restStart + at)) {
          const password = safeDecode(value.slice(part.start, part.end));
          if (looksLikeSecret(password, 'password', user, 'dedicated')) {
            add({ ...part, kind: `Password in ${scheme} URL`, source: 'url-password', label: scheme, host });
          }
        }
      } else {
        // `https://<token>@git.example.com/…`: a token used as the user name (git hosts accept that).
        for (const part of literalParts(value, restStart, restStart + at)) {
          if (looksLikeSecret(safeDecode(value.slice(part.start, part.end)), 'token')) {
            add({ ...part, kind: `Token as the user name in ${scheme} URL`, source: 'url-password', label: scheme, host });
          }
        }
      }
    }
    const pathLength = rest.slice(authEnd).search(/[?#]/);
    scanUrlPath(value, restStart + authEnd, restStart + (pathLength < 0 ? rest.length : authEnd + pathLength), scheme, add);
    const q = rest.indexOf('?', authEnd);
    if (q < 0) continue;
    const hash = rest.indexOf('#', q);
    const query = rest.slice(q + 1, hash < 0 ? rest.length : hash);
    let pos = restStart + q + 1;
    for (const pair of query.split('&')) {
      const eq = pair.indexOf('=');
      if (eq > 0) {
        const name = safeDecode(pair.slice(0, eq));
        const kind = secretKeyKind(name);
        if (kind) {
          for (const part of literalParts(value, pos + eq + 1, pos + pair.length)) {
            const v = safeDecode(value.slice(part.start, part.end));
            if (looksLikeSecret(v, kind === 'password' ? 'password' : 'credential')) {
              add({ ...part, kind: `Secret in URL parameter "${name}"`, source: 'url-query', label: name });
            }
          }
        }
      }
      pos += pair.length + 1;
    }
  }
}

/**
 * A key carried in the URL's path (`https://actions.zapier.com/mcp/sk-ak-…/sse`, `…/api/mcp/s/<key>/mcp`): a path
 * segment of 24+ token characters mixing upper case, lower case and digits with high entropy. Hex ids, UUIDs and
 * words are not keys; a file name or a package (a dot, an `@`) is not either.
 */
const PATH_KEY = /^[A-Za-z0-9_+=~-]{24,512}$/;

function scanUrlPath(value: string, pathStart: number, pathEnd: number, scheme: string, add: Add): void {
  let segStart = pathStart;
  for (const segment of value.slice(pathStart, pathEnd).split('/')) {
    if (PATH_KEY.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /[0-9]/.test(segment)
      && shannonEntropy(segment) >= 4 && !isPlaceholder(segment) && !isSlug(segment)) {
      add({ start: segStart, end: segStart + segment.length, kind: `Key in the path of ${scheme} URL`, source: 'url-query', label: scheme });
    }
    segStart += segment.length + 1;
  }
}

/** ADO.NET / JDBC style `Server=…;User Id=…;Password=…;`. */
export function scanConnectionString(value: string, add: Add): void {
  if (!value.includes(';')) return;
  // The value ends at `;`, or at a quote that is not its own: the connection string may itself sit in quotes, in a
  // line of code (`"Host=db;Password=postgres"`).
  for (const m of value.matchAll(/(?:^|;)[ \t]*(?:password|pwd)[ \t]*=("[^"]*"|'[^']*'|[^;"']*)/gi)) {
    const start = m.index + m[0].length - m[1]!.length;
    for (const part of literalParts(value, start, start + m[1]!.length)) {
      if (looksLikeSecret(value.slice(part.start, part.end), 'password', undefined, 'dedicated')) add({ ...part, kind: 'Password in connection string', source: 'connection-string' });
    }
  }
}
