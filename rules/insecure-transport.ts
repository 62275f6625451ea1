/**
 * @file insecure-transport: a server reached over plain `http://` or `ws://` at a host other than this machine —
 * the server's own `url`, a URL handed to its command (`mcp-remote http://…`), or a URL in its environment. An
 * error when credentials travel with it (auth headers, userinfo, a token in the query), a warning otherwise.
 * Also, as a note, a server reached through a public tunnel service (`*.ngrok-free.app`, `*.trycloudflare.com` …),
 * whatever the scheme.
 */
import { isAuthorizationHeader, secretKeyKind } from '../src/analysis/secret-names.js';
import { safeDecode } from '../src/analysis/secret-urls.js';
import { valueSpan } from '../src/model/source.js';
import type { ConfigFile, Report, Rule, Server, Str } from '../src/model/types.js';

/** A plain-text scheme not preceded by a word character (so `xhttp://` and `https://` are not matches). */
const PLAIN_URL = /(?<![A-Za-z0-9+.-])(http|ws):\/\/[^\s"'`<>]*/gi;

/**
 * Public tunnel services that hand out throw-away subdomains: whoever runs the tunnel terminates TLS, and the name
 * goes to someone else once the tunnel closes. Suffixes, matched on a label boundary.
 */
const TUNNEL_SUFFIXES = [
  'ngrok.io', 'ngrok.app', 'ngrok-free.app', 'ngrok.dev', 'ngrok-free.dev',
  'trycloudflare.com', 'loca.lt', 'localtunnel.me', 'serveo.net', 'serveousercontent.com',
  'localhost.run', 'lhr.life', 'pinggy.link', 'pinggy.online', 'tunnelmole.net', 'devtunnels.ms',
];

/** The tunnel service a host belongs to, if it is one (`abc.ngrok-free.app` → `ngrok-free.app`). */
export function tunnelService(host: string): string | undefined {
  const h = host.toLowerCase().replace(/\.$/, '');
  return TUNNEL_SUFFIXES.find((suffix) => h.endsWith(`.${suffix}`));
}

/** Any http(s)/ws(s) URL in a string, not preceded by a word character. */
const ANY_URL = /(?<![A-Za-z0-9+.-])(?:https?|wss?):\/\/[^\s"'`<>]*/gi;

export interface TunnelUrl {
  /** indices into the string's value */
  start: number;
  end: number;
  host: string;
  service: string;
}

/** Every URL in a string whose host is on a public tunnel service. */
export function tunnelUrls(value: string): TunnelUrl[] {
  const out: TunnelUrl[] = [];
  // every match holds "://": without it, matchAll need not build its iterator and copy of the pattern
  if (!value.includes('://')) return out;
  for (const m of value.matchAll(ANY_URL)) {
    const authority = m[0].slice(m[0].indexOf('//') + 2).split(/[/?#]/, 1)[0]!;
    const host = authority.slice(authority.lastIndexOf('@') + 1).split(':', 1)[0]!;
    const service = tunnelService(host);
    if (service) out.push({ start: m.index, end: m.index + m[0].length, host: host.toLowerCase(), service });
  }
  return out;
}

/** Hosts that stay on this machine: loopback, the unspecified address, `*.localhost` (RFC 6761), the container host. */
const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback', 'host.docker.internal', 'gateway.docker.internal', 'host.containers.internal', 'host.lima.internal']);

export function isLocalHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (LOCAL_NAMES.has(h) || h.endsWith('.localhost')) return true;
  if (/^127(?:\.\d{1,3}){0,3}$/.test(h) || h === '0.0.0.0' || h === '0') return true;
  const v6 = h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : undefined;
  if (v6 === undefined) return false;
  return /^(?:0*:)*:?0*1$/.test(v6) || /^(?:0*:)*:?0*$/.test(v6) || /^::ffff:127(?:\.\d{1,3}){3}$/.test(v6) || v6 === '::ffff:7f00:1';
}

export interface PlainUrl {
  /** indices into the string's value */
  start: number;
  end: number;
  scheme: 'http' | 'ws';
  host: string;
  /** what in the URL itself is a credential, for the message */
  credential?: string;
}

/** Every plain-HTTP/WS URL in a string, with its host; URLs whose host is a variable are left out. */
export function plainUrls(value: string): PlainUrl[] {
  const out: PlainUrl[] = [];
  if (!value.includes('://')) return out;
  for (const m of value.matchAll(PLAIN_URL)) {
    const url = m[0];
    const scheme = m[1]!.toLowerCase() as 'http' | 'ws';
    const rest = url.slice(scheme.length + 3);
    const authority = rest.split(/[/?#]/, 1)[0]!;
    const at = authority.lastIndexOf('@');
    const userinfo = at < 0 ? '' : authority.slice(0, at);
    const hostPort = authority.slice(at + 1);
    const host = hostPort.startsWith('[') ? hostPort.slice(0, hostPort.indexOf(']') + 1) : hostPort.split(':', 1)[0]!;
    // `http://${HOST}:8080`, `http://%HOST%`, `http://<host>`: nothing to tell
    if (!host || /[${}%<]/.test(host)) continue;
    const found: PlainUrl = { start: m.index, end: m.index + url.length, scheme, host };
    const credential = urlCredential(userinfo, rest);
    if (credential) found.credential = credential;
    out.push(found);
  }
  return out;
}

function urlCredential(userinfo: string, rest: string): string | undefined {
  if (userinfo.includes(':') || userinfo.length >= 20) return 'the user name and password in the URL';
  const query = /\?([^#]*)/.exec(rest)?.[1] ?? '';
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const name = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
    if (eq > 0 && eq < pair.length - 1 && secretKeyKind(name)) return `the "${name}" query parameter`;
  }
  return undefined;
}

const isCredentialHeader = (name: string) => isAuthorizationHeader(name) || /^(?:cookie|proxy-authorization)$/i.test(name.trim()) || !!secretKeyKind(name);

/** The raw entry of a server in the parsed document, for keys the model does not keep. */
function rawEntry(file: ConfigFile, server: Server): Record<string, unknown> | undefined {
  let node: unknown = file.data;
  for (const seg of server.path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as Record<string, unknown>) : undefined;
}

/** Credentials the host sends to the server's `url` on every request (besides what is in the URL). */
function endpointCredential(file: ConfigFile, server: Server): string | undefined {
  const header = server.headers.find((h) => h.value.value.trim() !== '' && isCredentialHeader(h.key));
  if (header) return `the "${header.key}" header`;
  const raw = rawEntry(file, server);
  if (!raw) return undefined;
  if (typeof raw.bearer_token_env_var === 'string') return 'a bearer token (bearer_token_env_var)';
  const envHeaders = raw.env_http_headers;
  if (envHeaders && typeof envHeaders === 'object' && Object.keys(envHeaders).some(isCredentialHeader)) return 'an auth header (env_http_headers)';
  for (const key of ['headersHelper', 'http_headers_helper']) if (typeof raw[key] === 'string') return `the headers from "${key}"`;
  if (raw.oauth && typeof raw.oauth === 'object') return 'OAuth tokens';
  return undefined;
}

/** An auth header handed to a bridge in its arguments: `--header "Authorization: Bearer …"`. */
function argsCredential(server: Server): string | undefined {
  for (const arg of server.args) {
    const m = /^\s*([A-Za-z0-9-]+)\s*:\s*\S/.exec(arg.value);
    if (m && isCredentialHeader(m[1]!)) return `the "${m[1]}" header in its arguments`;
  }
  return undefined;
}

interface Slot {
  str: Str;
  /** how the message names where the URL is */
  where: string;
  /** credentials sent along, besides those in the URL itself */
  credential?: string | undefined;
}

function slotsOf(file: ConfigFile, server: Server): Slot[] {
  const slots: Slot[] = [];
  if (server.url) slots.push({ str: server.url, where: 'connects to', credential: endpointCredential(file, server) });
  const bridged = argsCredential(server);
  if (server.command) slots.push({ str: server.command, where: 'gives its command the URL', credential: bridged });
  for (const arg of server.args) slots.push({ str: arg, where: 'gives its command the URL', credential: bridged });
  for (const env of server.env) slots.push({ str: env.value, where: `sets ${env.key} to` });
  return slots;
}

function hostAllowed(host: string, allow: string[]): boolean {
  const h = host.toLowerCase();
  return allow.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith('*.') ? h.endsWith(p.slice(1)) : h === p;
  });
}

export const insecureTransport: Rule = {
  meta: {
    id: 'insecure-transport',
    level: 'warning',
    description: 'A server reached over plain http:// or ws:// at a host other than this machine (an error when credentials are sent with it), or through a public tunnel service (a note).',
    precision: 'high',
    securitySeverity: '7.4',
    tags: ['security', 'transport', 'cwe-319'],
    fixable: 'unsafe',
    owasp: ['MCP07:2025', 'MCP01:2025'],
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allowHosts: { description: 'host names that may be reached without TLS (exact, or "*.example.internal")', type: 'array', items: { type: 'string' } },
      },
    },
  },
  checkConfig(file, context) {
    const allow = (context.options.allowHosts as string[] | undefined) ?? [];
    const reports: Report[] = [];
    for (const server of file.servers) {
      for (const slot of slotsOf(file, server)) {
        for (const url of plainUrls(slot.str.value)) {
          if (isLocalHost(url.host) || hostAllowed(url.host, allow)) continue;
          reports.push(report(file, server, slot, url));
        }
        for (const tunnel of tunnelUrls(slot.str.value)) {
          if (!hostAllowed(tunnel.host, allow)) reports.push(tunnelReport(server, slot, tunnel));
        }
      }
    }
    return reports;
  },
};

function report(file: ConfigFile, server: Server, slot: Slot, url: PlainUrl): Report {
  const secure = url.scheme === 'http' ? 'https' : 'wss';
  const credential = url.credential ?? slot.credential;
  const what = `server "${server.name}" ${slot.where} ${url.scheme}://${url.host} without TLS: anyone on the network path can read and change the traffic`;
  const message = credential
    ? `${what}, and ${credential} goes with it in clear text. Use ${secure}://, and rotate the credential if it has been used this way.`
    : `${what}. Use ${secure}://.`;
  const scheme = valueSpan(slot.str, url.start, url.start + url.scheme.length);
  const out: Report = {
    message,
    span: valueSpan(slot.str, url.start, url.end),
    path: slot.str.path,
    level: credential ? 'error' : 'warning',
    fingerprintValue: `${url.scheme}://${url.host}`,
    fix: {
      description: `use ${secure}:// (the server must accept TLS at this address)`,
      safe: false,
      edits: [{ file: file.source.path, start: scheme.start, end: scheme.end, text: secure }],
    },
  };
  // userinfo or a query token sits inside the span: keep it out of code frames
  if (url.credential) out.sensitive = true;
  return out;
}

function tunnelReport(server: Server, slot: Slot, tunnel: TunnelUrl): Report {
  return {
    message: `server "${server.name}" ${slot.where} ${tunnel.host}, a public tunnel (${tunnel.service}): its traffic and any token sent to it pass through a host nobody vetted, and the name goes to whoever claims it next once the tunnel closes. Use the server's own address, or remove the entry when the tunnel is gone.`,
    span: valueSpan(slot.str, tunnel.start, tunnel.end),
    path: slot.str.path,
    level: 'note',
    fingerprintValue: `tunnel:${tunnel.host}`,
    // userinfo or a query may hold a token: keep it out of code frames
    ...(/[@?]/.test(slot.str.value.slice(tunnel.start, tunnel.end)) ? { sensitive: true } : {}),
  };
}
