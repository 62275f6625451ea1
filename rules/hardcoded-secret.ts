/**
 * @file hardcoded-secret: a literal credential committed in an MCP config — in `env`, `headers` (Codex
 * `http_headers`), `args`, `command` or `url`. Detection lives in `src/analysis/secrets.ts` and its `secret-*.ts`
 * parts; this file walks the servers, maps value indices to source spans, and words the message and the suggested
 * fix for each host.
 */
import { readRuleFile } from './data.js';
import { configStrings } from '../src/analysis/config-values.js';
import { describeSecret } from '../src/model/redact.js';
import { compileFormats } from '../src/analysis/secret-formats.js';
import { selfExpandedStrings } from '../src/analysis/bridges.js';
import type { TokenFormat } from '../src/analysis/secret-formats.js';
import { ENV_NAME, isAuthorizationHeader } from '../src/analysis/secret-names.js';
import { findSecrets } from '../src/analysis/secrets.js';
import { isDocumentationHost } from '../src/analysis/secret-urls.js';
import { eachLine, flagMatches, secretMatchesInLine } from '../src/analysis/secrets-in-line.js';
import type { SecretMatch, StringContext } from '../src/analysis/secrets.js';
import { makeSource, positionAt, valueSpan } from '../src/model/source.js';
import type { ConfigFile, Edit, Fix, Path, Report, Rule, Server, Skill, SourceText, Span, Str } from '../src/model/types.js';

export const tokenFormats: TokenFormat[] = compileFormats(JSON.parse(readRuleFile('token-formats.json')));

const ROTATE = 'Removing it from the file does not remove it from the git history: the token was committed and must be rotated.';
/**
 * A `--user` config (shown as `~/…`, src/discover/user.ts) is in no repository: nothing was committed, but the file
 * sits where every process of the user can read it.
 */
const USER_FILE = 'This file is in your home directory, not in a repository: every process you run can read it. Keep the value in a credential store (the system keychain, a secrets manager) or an environment variable instead.';

function outsideRepository(report: Report): Report {
  if (!report.suggestions) return report;
  return { ...report, suggestions: report.suggestions.map((s) => ({ ...s, description: s.description.replace(ROTATE, USER_FILE) })) };
}

/** One string of a server entry and what it is. */
interface Slot {
  str: Str;
  context: StringContext;
}

function slotsOf(server: Server): Slot[] {
  const slots: Slot[] = [];
  if (server.command) slots.push({ str: server.command, context: { slot: 'command' } });
  server.args.forEach((arg, i) => {
    const context: StringContext = { slot: 'arg' };
    const previous = server.args[i - 1]?.value;
    if (previous !== undefined) context.previous = previous;
    slots.push({ str: arg, context });
  });
  for (const { key, value } of server.env) slots.push({ str: value, context: { slot: 'env', key } });
  if (server.url) slots.push({ str: server.url, context: { slot: 'url' } });
  for (const { key, value } of server.headers) slots.push({ str: value, context: { slot: 'header', key } });
  return slots;
}

/** `env.GITHUB_TOKEN`, `args[3]`, `http_headers.Authorization`: where in the server entry, keys that hold a token masked. */
function where(server: Server, path: Path): string {
  const inner = server.path.every((seg, i) => path[i] === seg) ? path.slice(server.path.length) : path;
  return formatPath(maskedPath(inner)) || 'entry';
}

/** A key can be a pasted token too (a server named `ghp_…`, `ghp_… = "…"` in a TOML table): reports name such a key
 * masked, since their path is printed (messages, `location`) like everything else. */
function maskedName(name: string): string {
  if (name.length < 8) return name;
  let masked = maskedNames.get(name);
  if (masked === undefined) {
    masked = findSecrets(name, { slot: 'other' }, tokenFormats).length ? describeSecret(name) : name;
    maskedNames.set(name, masked);
  }
  return masked;
}

/** The names of the file being checked, judged once each: every report about a server prints its name. */
const maskedNames = new Map<string, string>();

function maskedPath(path: Path): Path {
  return path.map((seg) => (typeof seg === 'string' ? maskedName(seg) : seg));
}

/** A key of the entry, as written: the server's name, or the name of one of its env vars or headers. */
interface Key {
  name: string;
  /** the key's token in the source (quotes included, where there are any) */
  span: Span;
  path: Path;
  what: string;
}

/**
 * Tokens used as keys: a server named `"ghp_…": { … }` (`[mcp_servers.ghp_…]` in Codex), an env var or a header so
 * named. The key is committed like any value, and every report about the server prints its name. Only known formats
 * and the like count here (the `other` slot): a key has no name of its own to say that it holds a secret.
 */
function keyReports(file: ConfigFile, server: Server): Report[] {
  const shownServer = maskedName(server.name);
  const keys: Key[] = [{ name: server.name, span: server.nameSpan, path: server.path, what: 'used as the name of a server' }];
  for (const { key, keySpan, value } of server.env) keys.push({ name: key, span: keySpan, path: value.path, what: `used as the name of an env variable of server "${shownServer}"` });
  for (const { key, keySpan, value } of server.headers) keys.push({ name: key, span: keySpan, path: value.path, what: `used as the name of a header of server "${shownServer}"` });
  const reports: Report[] = [];
  for (const key of keys) {
    if (key.name.length < 8) continue;
    // the name inside its token: after an opening quote, or the whole token when escapes spell it differently
    const at = file.source.text.slice(key.span.start, key.span.end).indexOf(key.name);
    for (const match of findSecrets(key.name, { slot: 'other' }, tokenFormats)) {
      const secret = key.name.slice(match.start, match.end);
      reports.push({
        message: `${match.kind} ${describeSecret(secret)} ${key.what}`,
        span: at < 0 ? key.span : { start: key.span.start + at + match.start, end: key.span.start + at + match.end },
        path: maskedPath(key.path),
        sensitive: true,
        secret: { value: secret, kind: `key:${kindOf(match)}` },
        suggestions: [{ description: `Rename it: a name is printed by every client, log and report that mentions it. ${ROTATE}`, safe: false, edits: [] }],
      });
    }
  }
  return reports;
}

/** `oauth.clientSecret`, `env.ANTHROPIC_API_KEY`, `args[3]`. */
function formatPath(path: Path): string {
  return path.map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : i === 0 ? seg : `.${seg}`)).join('');
}

function upperSnake(name: string): string {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return snake;
}

function withServerPrefix(server: Server, name: string): string {
  // a server named with a token must not pass the token on into the variable's name
  const prefix = (maskedName(server.name) === server.name ? upperSnake(server.name) : '') || 'MCP';
  const full = name === prefix || name.startsWith(`${prefix}_`) ? name : `${prefix}_${name}`;
  return /^[0-9]/.test(full) ? `MCP_${full}` : full;
}

/** The environment variable the secret should come from instead. */
export function suggestedName(server: Server, slot: Slot, match: SecretMatch): string {
  if (match.reference && ENV_NAME.test(match.reference.name)) return match.reference.name;
  if (slot.context.slot === 'env' && slot.context.key !== undefined && ENV_NAME.test(slot.context.key)) return slot.context.key;
  if (match.source === 'assignment' && match.label && ENV_NAME.test(match.label)) return match.label;
  if (match.format?.envName) return match.format.envName;
  const header = slot.context.slot === 'header' ? slot.context.key : match.source === 'header' ? match.label : undefined;
  switch (match.source) {
    case 'flag':
      return withServerPrefix(server, upperSnake(match.label ?? 'token') || 'TOKEN');
    case 'url-query': {
      const param = upperSnake(match.label ?? '');
      return withServerPrefix(server, param === 'KEY' || !param ? 'API_KEY' : param);
    }
    case 'url-password':
    case 'connection-string':
      return withServerPrefix(server, 'PASSWORD');
    case 'basic':
      return withServerPrefix(server, 'BASIC_AUTH');
    default:
      break;
  }
  if (header !== undefined && !isAuthorizationHeader(header)) {
    const name = upperSnake(header.replace(/^x-/i, ''));
    if (name) return withServerPrefix(server, name);
  }
  return withServerPrefix(server, match.source === 'keyed' && slot.context.key ? upperSnake(slot.context.key) || 'TOKEN' : 'TOKEN');
}

function suggestion(file: ConfigFile, server: Server, slot: Slot, match: SecretMatch): Fix {
  const name = suggestedName(server, slot, match);
  const { str } = slot;
  const [from, to] = match.reference ? [match.reference.start, match.reference.end] : [match.start, match.end];
  // Only the secret's own characters are replaced: rewriting the whole string would copy any other secret in it
  // (a URL with a password and a key) into the edit. References need no escaping in any host's string syntax.
  const replace = (reference: string): Edit[] => {
    const span = valueSpan(str, from, to);
    return [{ file: file.source.path, start: span.start, end: span.end, text: reference }];
  };
  const envReference = (reference: string): Fix => ({
    description: `Replace the literal with ${reference} and set ${name} in the environment the client is started from. ${ROTATE}`,
    safe: false,
    edits: replace(reference),
  });
  switch (file.host) {
    case 'claude-code':
      return {
        description: `Replace the literal with \${${name}} and set ${name} in the environment Claude Code is started from (Claude Code expands \${…} in command, args, env, url and headers). ${ROTATE}`,
        safe: false,
        edits: replace(`\${${name}}`),
      };
    case 'vscode': {
      const id = name.toLowerCase().replace(/_/g, '-');
      // VS Code would substitute ${input:…} into the argument, so into the bridge's command line: the bridge's own
      // ${NAME} goes there instead, and the input into its environment
      if (selfExpandedStrings(server).has(str)) {
        return {
          description: `Replace the literal with \${${name}}, which mcp-remote fills in from its own environment, and give the entry "env": { "${name}": "\${input:${id}}" } with an entry in the "inputs" array beside "servers": { "type": "promptString", "id": "${id}", "description": "${name}", "password": true }: the value then reaches mcp-remote's environment, never its command line. ${ROTATE}`,
          safe: false,
          edits: [...replace(`\${${name}}`), ...file.editor.setEnv(server, name, `\${input:${id}}`), ...(file.editor.addInput?.(id, name) ?? [])],
        };
      }
      return {
        description: `Replace the literal with \${input:${id}} and add an entry to the "inputs" array beside "servers": { "type": "promptString", "id": "${id}", "description": "${name}", "password": true }, so that VS Code asks for the value once and keeps it in its secret storage. ${ROTATE}`,
        safe: false,
        edits: [...replace(`\${input:${id}}`), ...(file.editor.addInput?.(id, name) ?? [])],
      };
    }
    // Hosts that expand a variable reference themselves: the reference in their own syntax (formats.md §0).
    case 'cursor':
    case 'windsurf':
    case 'roo':
      return envReference(`\${env:${name}}`);
    case 'gemini':
    case 'kiro':
    case 'copilot':
      return envReference(`\${${name}}`);
    case 'opencode':
      return envReference(`{env:${name}}`);
    case 'codex':
      return { description: `${codexAdvice(slot, match, name)} ${ROTATE}`, safe: false, edits: [] };
    // Agent Plugins expands no environment variable and calls env and headers visible package data (spec §9.2, §7.2.1)
    case 'agent-plugins':
      return { description: `Remove the value: an Agent Plugins mcp.json has no way to refer to a secret (it expands only \${PLUGIN_ROOT} and \${PLUGIN_DATA}), so the server has to obtain ${name} at run time itself, or the client through its own authorization. ${ROTATE}`, safe: false, edits: [] };
    default:
      return { description: `Move the value out of the file into the environment variable ${name}. ${ROTATE}`, safe: false, edits: [] };
  }
}

/** Codex expands no variables: secrets come in through `env_vars`, `bearer_token_env_var`, `env_http_headers`. */
function codexAdvice(slot: Slot, match: SecretMatch, name: string): string {
  const { context } = slot;
  if (context.slot === 'env') {
    return `Delete "${context.key}" from env, export ${name} in the shell that starts Codex, and add "${name}" to env_vars so that Codex passes it on to the server (Codex does not expand \${…}).`;
  }
  if (context.slot === 'header' && context.key !== undefined) {
    if (isAuthorizationHeader(context.key) && match.source !== 'basic' && /^\s*bearer\s/i.test(slot.str.value)) {
      return `Delete the ${context.key} header from http_headers, set bearer_token_env_var = "${name}" and export ${name} (the token alone, without "Bearer ") in the shell that starts Codex.`;
    }
    return `Move "${context.key}" from http_headers to env_http_headers = { "${context.key}" = "${name}" } and export ${name} (holding the whole header value) in the shell that starts Codex.`;
  }
  if (context.slot === 'url') {
    return `Codex sends the url as written: remove the credential from it and, if the server accepts it in a header, set bearer_token_env_var = "${name}" or env_http_headers, exporting ${name} in the shell that starts Codex.`;
  }
  return `Codex does not expand \${…} in ${context.slot === 'command' ? 'command' : 'args'}: remove the literal, export ${name} in the shell that starts Codex and list it in env_vars = ["${name}"] if the server can read it from the environment.`;
}

/**
 * What stands for the secret in its finding's fingerprint: its format or where it sits, never its value, so that a
 * baseline or a SARIF upload holds nothing a short password could be guessed back from.
 */
function kindOf(match: SecretMatch): string {
  if (match.format) return `format:${match.format.id}`;
  return match.label === undefined ? match.source : `${match.source}:${match.label}`;
}

export const hardcodedSecret: Rule = {
  meta: {
    id: 'hardcoded-secret',
    level: 'error',
    description: 'A literal credential (API key, token, password, private key) committed in an MCP server config (env, headers, args, command or url) or in a skill\'s SKILL.md, scripts and text files.',
    precision: 'high',
    securitySeverity: '8.5',
    tags: ['security', 'secrets'],
    fixable: 'suggestion',
    owasp: ['MCP01:2025'],
  },
  checkSkill(skill) {
    return skillReports(skill);
  },
  checkConfig(file) {
    maskedNames.clear();
    const reports: Report[] = [];
    const checked = new Set<number>();
    for (const server of file.servers) {
      // a Continue server's name is a value of the file too: reported once, as a name
      checked.add(server.nameSpan.start);
      reports.push(...keyReports(file, server));
      for (const slot of slotsOf(server)) {
        checked.add(slot.str.span.start);
        for (const match of findSecrets(slot.str.value, slot.context, tokenFormats)) {
          const secret = slot.str.value.slice(match.start, match.end);
          reports.push({
            message: `${match.kind} ${describeSecret(secret)} in ${where(server, slot.str.path)} of server "${maskedName(server.name)}"`,
            span: valueSpan(slot.str, match.start, match.end),
            path: maskedPath(slot.str.path),
            sensitive: true,
            secret: { value: secret, kind: kindOf(match) },
            suggestions: [suggestion(file, server, slot, match)],
          });
        }
      }
    }
    // Every other string of the file: a helper command, an OAuth block, a comment key, the env of a settings file. A
    // committed token is committed whichever key holds it.
    for (const str of configStrings(file)) {
      if (checked.has(str.span.start)) continue;
      const key = str.path[str.path.length - 1];
      const context: StringContext = typeof key === 'string' ? { slot: 'env', key } : { slot: 'other' };
      for (const match of findSecrets(str.value, context, tokenFormats)) {
        const secret = str.value.slice(match.start, match.end);
        const server = file.servers.find((s) => s.path.every((seg, i) => str.path[i] === seg));
        const command = server ? undefined : file.commands?.find((c) => c.path.every((seg, i) => str.path[i] === seg));
        const path = maskedPath(str.path);
        const place = server ? `${where(server, str.path)} of server "${maskedName(server.name)}"`
          : command ? `${formatPath(path)}, the ${command.name}${command.role === 'hook' ? ' (it runs on every matching agent event, in every clone)' : ''}`
            : formatPath(path) || 'the file';
        reports.push({
          message: `${match.kind} ${describeSecret(secret)} in ${place}`,
          span: valueSpan(str, match.start, match.end),
          path,
          sensitive: true,
          secret: { value: secret, kind: kindOf(match) },
          suggestions: [{ description: `Take the value out of the file: keep it in the environment or a secret store and have the program read it from there. ${ROTATE}`, safe: false, edits: [] }],
        });
      }
    }
    return file.source.display.startsWith('~/') ? reports.map(outsideRepository) : reports;
  },
};


/**
 * A skill's SKILL.md, scripts and text files (`scripts/setup.sh`, `config.yaml`, `.env`), line by line: a token in a
 * known format anywhere, a secret-looking key's value (`export OPENAI_API_KEY=…`, `api_key: …`), a secret flag's
 * value (`--token …`), a URL password — with the same placeholder rules as configs.
 */
function skillReports(skill: Skill): Report[] {
  const reports: Report[] = [];
  const base: Path = ['skills', skill.dir];
  const files: { relPath: string; source: SourceText }[] = [{ relPath: 'SKILL.md', source: skill.manifest }];
  for (const f of [...skill.scripts, ...(skill.texts ?? [])]) {
    if (f.text !== undefined && !('origin' in f && f.origin === 'referenced')) files.push({ relPath: f.relPath, source: makeSource(f.source.path, f.source.display, f.text) });
  }
  for (const { relPath, source } of files) {
    const path: Path = relPath === 'SKILL.md' ? [...base, 'SKILL.md'] : [...base, 'files', relPath];
    for (const match of textSecrets(source.text)) {
      const secret = source.text.slice(match.start, match.end);
      reports.push({
        message: `${match.kind} ${describeSecret(secret)} in the skill file ${relPath} (line ${positionAt(source, match.start).line})`,
        span: { start: match.start, end: match.end },
        path,
        source,
        sensitive: true,
        secret: { value: secret, kind: kindOf(match) },
        suggestions: [{ description: `Take the value out of the file: have the skill read it from the environment or a secret store. ${ROTATE}`, safe: false, edits: [] }],
      });
    }
  }
  return reports;
}

/** The secrets of a text, one match per secret (a format match preferred), offsets into the text. */
function textSecrets(text: string): SecretMatch[] {
  const out: SecretMatch[] = [];
  eachLine(text, (line, start) => {
    const found = [...secretMatchesInLine(line, tokenFormats), ...flagMatches(line, tokenFormats)]
      .sort((a, b) => a.start - b.start || (a.format ? 0 : 1) - (b.format ? 0 : 1) || a.end - b.end);
    let until = -1;
    for (const m of found) {
      if (m.start < until) continue;
      // a skill's text is a document: a URL to example.com is an example, its password too (masked all the same)
      if (m.source === 'url-password' && m.host !== undefined && isDocumentationHost(m.host)) continue;
      out.push({ ...m, start: start + m.start, end: start + m.end });
      until = m.end;
    }
  });
  return out;
}
