/**
 * env-var-without-default for Codex, which expands nothing: every `${…}` and `$VAR` reaches the server as written,
 * except in an `sh -c` script, where the shell expands it from the environment Codex builds for the server.
 */
import { bareReferences, claudeReferences, isIdentifier } from '../../src/analysis/expansion.js';
import type { ConfigFile, Report, Server } from '../../src/model/types.js';
import { dataAt } from '../../src/model/paths.js';
import { bridgeMissing, bridgeOf, fieldsOf, reporter, show, where } from './fields.js';

/** What a Codex stdio child inherits without `env_vars` (formats.md §3.3, rmcp-client DEFAULT_ENV_VARS). */
const CODEX_DEFAULT_ENV = new Set([
  'HOME', 'LOGNAME', 'PATH', 'SHELL', 'USER', '__CF_USER_TEXT_ENCODING', 'LANG', 'LC_ALL', 'TERM', 'TMPDIR', 'TZ',
  'PATHEXT', 'USERNAME', 'USERDOMAIN', 'USERPROFILE', 'TEMP', 'TMP',
]);

/** Names a Codex server's environment has: the default allow-list, `env_vars` and `env`. */
function codexEnvironment(file: ConfigFile, server: Server): Set<string> {
  const names = new Set(CODEX_DEFAULT_ENV);
  const forwarded = dataAt(file.data, [...server.path, 'env_vars']);
  if (Array.isArray(forwarded)) {
    for (const item of forwarded) {
      if (typeof item === 'string') names.add(item);
      else if (typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string') names.add((item as { name: string }).name);
    }
  }
  for (const e of server.env) names.add(e.key);
  return names;
}

interface CodexReference {
  start: number;
  end: number;
  text: string;
  /** the variable name when the reference is a plain `${NAME}` or `$NAME` */
  name: string | undefined;
}

function codexReferences(value: string): CodexReference[] {
  const braced = claudeReferences(value);
  const refs: CodexReference[] = braced.map((r) => {
    const body = value.slice(r.start + 2, r.end - 1);
    return { start: r.start, end: r.end, text: value.slice(r.start, r.end), name: isIdentifier(body) ? body : undefined };
  });
  for (const b of bareReferences(value, braced.map((r) => ({ start: r.start, end: r.intendedEnd })))) {
    refs.push({ start: b.start, end: b.end, text: value.slice(b.start, b.end), name: b.name });
  }
  return refs.sort((a, b) => a.start - b.start);
}

/**
 * A Codex plugin's server file (JSON, not config.toml): Codex starts its stdio servers in the plugin's folder when
 * they set no `cwd` (openai/codex core-plugins, `normalize_plugin_mcp_server_value`), so a path below the plugin's root
 * is written relative to it.
 */
function pluginRootHow(value: string, ref: CodexReference): string {
  const rest = ref.start === 0 && value[ref.end] === '/' ? value.slice(ref.end + 1) : undefined;
  const example = rest ? `, e.g. "./${show(rest)}"` : '';
  return `Codex starts a plugin's server in the plugin's folder (when "cwd" is not set), so write the path relative to it${example}`;
}

const CODEX_LITERAL = (text: string) => `Codex never expands variables, so the server gets the literal text "${show(text)}"`;

export function checkCodex(file: ConfigFile): Report[] {
  const reports: Report[] = [];
  const emit = reporter(reports);
  for (const server of file.servers) {
    let environment: Set<string> | undefined;
    for (const field of fieldsOf(server)) {
      const value = field.str.value;
      // every reference, braced or bare, starts with "$": most strings have none
      if (!value.includes('$')) continue;
      const at = where(field, server);
      for (const ref of codexReferences(value)) {
        const whole = ref.start === 0 && ref.end === value.length;
        const name = ref.name;
        if (name && field.kind === 'args' && ref.text.startsWith('${')) {
          environment ??= codexEnvironment(file, server);
          const bridge = bridgeOf(server, environment);
          if (bridge.expands(field)) {
            if (!bridge.has(name)) bridgeMissing(emit, field, server, ref.start, ref.end, name, `env_vars = ["${name}"]`);
            continue;
          }
        }
        if (field.shellScript) {
          // The shell expands it, from the environment Codex gives the server.
          if (!name) continue;
          environment ??= codexEnvironment(file, server);
          if (environment.has(name)) continue;
          emit(field, ref.start, ref.end, 'warning',
            `${at}: the shell expands ${ref.text} from the server's environment, which Codex builds from a short allow-list plus "env_vars" and "env": ${name} is in neither, so it expands to an empty string; add env_vars = ["${name}"]`);
          continue;
        }
        let how: string;
        switch (field.kind) {
          case 'env':
            how = name && whole
              ? name === field.key
                ? `to pass ${name} on from the environment Codex runs in, remove this entry and add env_vars = ["${name}"]`
                : `Codex forwards variables only under their own name: add env_vars = ["${name}"] and have the server read ${name}, or set ${field.key} in the environment Codex runs in and add env_vars = ["${field.key}"]`
              : `Codex cannot build a value from a variable: forward it with env_vars = ["${name ?? 'NAME'}"] and let the server (or a wrapper script) combine it`;
            break;
          case 'headers': {
            const bearer = /^bearer\s+$/i.test(value.slice(0, ref.start)) && ref.end === value.length;
            if (name && bearer && field.key!.toLowerCase() === 'authorization') {
              how = `remove this header and set bearer_token_env_var = "${name}": Codex then sends "Authorization: Bearer <value of ${name}>"`;
            } else if (name && whole) {
              how = `move it to env_http_headers = { "${field.key}" = "${name}" }: Codex reads the header's value from ${name} at request time`;
            } else {
              how = `env_http_headers = { "${field.key}" = "NAME" } takes the whole header value from the variable NAME: put the complete value in a variable${field.key!.toLowerCase() === 'authorization' ? ', or for "Bearer <token>" use bearer_token_env_var = "NAME"' : ''}`;
            }
            break;
          }
          case 'url':
            how = 'Codex has no way to put a variable into the url: write the URL out, and send credentials as headers with bearer_token_env_var or env_http_headers';
            break;
          default:
            if (file.syntax === 'json' && (name === 'CLAUDE_PLUGIN_ROOT' || name === 'PLUGIN_ROOT')) {
              how = pluginRootHow(value, ref);
              break;
            }
            how = `Codex has no way to put a variable into ${field.kind === 'command' ? 'the command' : 'an argument'}: forward it with env_vars = ["${name ?? 'NAME'}"] and let the server read it from its environment, or start the server through sh -c, which expands it`;
        }
        emit(field, ref.start, ref.end, 'warning', `${at}: ${CODEX_LITERAL(ref.text)}; ${how}`);
      }
    }
  }
  return reports;
}
