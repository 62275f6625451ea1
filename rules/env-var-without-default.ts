/**
 * @file env-var-without-default: a variable reference the host will not expand the way its author expects.
 *
 * Each host has its own syntax, parsed exactly as the host does (src/analysis/expansion.ts):
 * - Claude Code expands `${VAR}` and `${VAR:-default}` (regex `/\$\{([^}]+)\}/g`, `split(':-', 2)`); an unset
 *   variable without a default is kept as literal text. `${CLAUDE_PROJECT_DIR}` is never set where Claude Code expands.
 * - VS Code (`.vscode/mcp.json`) resolves its own variables (`${env:X}`, `${input:x}`, `${workspaceFolder}`, …) and
 *   leaves anything else, `${VAR}` included, as literal text.
 * - Codex expands nothing: every `${…}` and `$VAR` is sent as written.
 */
import { valueSpan } from '../src/model/source.js';
import {
  bareReferences, claudeReferences, isIdentifier, vscodeReferences, VSCODE_PREDEFINED, VSCODE_PREFIXES,
} from '../src/analysis/expansion.js';
import type { ClaudeReference } from '../src/analysis/expansion.js';
import type { ConfigFile, Fix, Level, Path, Report, Rule, RuleContext, Server, Str } from '../src/model/types.js';

type FieldKind = 'command' | 'args' | 'url' | 'env' | 'headers';

interface Field {
  str: Str;
  kind: FieldKind;
  /** `args[2]`, `env.API_KEY`, `http_headers.Authorization`: the path below the server */
  label: string;
  /** for env and headers: the key */
  key?: string;
  /** the argument is the script of `sh -c …`: a shell expands `$VAR` and `${VAR}` in it */
  shellScript: boolean;
}

interface Options {
  /** also report `${VAR}` without a default in env and header values (as notes) */
  checkEnvAndHeaders: boolean;
  /** variables the team guarantees are set (e.g. HOME): no finding for `${NAME}` without a default */
  assumeSet: Set<string>;
}

const SHELL = /^(?:ba|da|z|k|a)?sh(?:\.exe)?$/i;
const SHELL_SCRIPT_FLAG = /^-[A-Za-z]*c[A-Za-z]*$/;

const basename = (path: string): string => path.split(/[\\/]/).pop() ?? path;

/** `-c` scripts of POSIX shells, whether the shell is the command or comes later (`env bash -c`, `wsl bash -lc`). */
function shellScriptIndexes(server: Server): Set<number> {
  const out = new Set<number>();
  let shell = server.command && SHELL.test(basename(server.command.value)) ? -1 : undefined;
  server.args.forEach((arg, i) => {
    if (shell === undefined) {
      if (SHELL.test(basename(arg.value))) shell = i;
    } else if (i > shell + 1 && SHELL_SCRIPT_FLAG.test(server.args[i - 1]!.value)) out.add(i);
  });
  return out;
}

function fieldsOf(server: Server): Field[] {
  const below = (str: Str) => {
    const rest = str.path.slice(server.path.length);
    return rest.map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : i === 0 ? seg : `.${seg}`)).join('');
  };
  const scripts = shellScriptIndexes(server);
  const fields: Field[] = [];
  if (server.command) fields.push({ str: server.command, kind: 'command', label: below(server.command), shellScript: false });
  server.args.forEach((str, i) => fields.push({ str, kind: 'args', label: below(str), shellScript: scripts.has(i) }));
  if (server.url) fields.push({ str: server.url, kind: 'url', label: below(server.url), shellScript: false });
  for (const e of server.env) fields.push({ str: e.value, kind: 'env', label: below(e.value), key: e.key, shellScript: false });
  for (const h of server.headers) fields.push({ str: h.value, kind: 'headers', label: below(h.value), key: h.key, shellScript: false });
  return fields;
}

function readOptions(context: RuleContext): Options {
  const assume = context.options.assumeSet;
  return {
    checkEnvAndHeaders: context.options.checkEnvAndHeaders === true,
    assumeSet: new Set(Array.isArray(assume) ? assume.filter((x): x is string => typeof x === 'string') : []),
  };
}

/** A reference as shown in a message; long ones are shortened (a default could hold anything). */
function show(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const where = (field: Field, server: Server) => `${field.label} of server "${server.name}"`;

interface Emit {
  (field: Field, start: number, end: number, level: Level, message: string, extra?: { fix?: Fix; suggestions?: Fix[] }): void;
}

function reporter(reports: Report[]): Emit {
  return (field, start, end, level, message, extra) => {
    const report: Report = { message, span: valueSpan(field.str, start, end), path: field.str.path, level };
    if (extra?.fix) report.fix = extra.fix;
    if (extra?.suggestions?.length) report.suggestions = extra.suggestions;
    reports.push(report);
  };
}

/** An edit replacing value characters `[start, end)`; `text` must need no escaping in any host's string syntax. */
function replaceIn(file: ConfigFile, str: Str, start: number, end: number, text: string) {
  const span = valueSpan(str, start, end);
  return { file: file.source.path, start: span.start, end: span.end, text };
}

/** Can `$NAME` replace `${NAME}` here, i.e. is the next character not one that would extend the name? */
const braceless = (value: string, end: number): boolean => !/[A-Za-z0-9_]/.test(value[end] ?? '');

// ---------------------------------------------------------------------------------------------------------------
// Claude Code

const CLAUDE_UNSET = (name: string, ref: string) =>
  `if ${name} is not set in the environment Claude Code starts from, Claude Code warns "Missing environment variables: ${name}" and passes the literal text "${ref}" (some versions drop the server instead)`;

function checkClaude(file: ConfigFile, options: Options): Report[] {
  const reports: Report[] = [];
  const emit = reporter(reports);
  for (const server of file.servers) {
    for (const field of fieldsOf(server)) {
      const value = field.str.value;
      // every reference, braced or bare, starts with "$": most strings have none
      if (!value.includes('$')) continue;
      const refs = claudeReferences(value);
      for (const ref of refs) checkClaudeReference(file, server, field, ref, options, emit);
      if (!field.shellScript) {
        const skip = refs.map((r) => ({ start: r.start, end: r.intendedEnd }));
        for (const bare of bareReferences(value, skip)) {
          emit(field, bare.start, bare.end, 'note',
            `${where(field, server)}: $${bare.name} is passed literally: Claude Code expands only the braced form \${${bare.name}} (or \${${bare.name}:-default})`);
        }
      }
    }
  }
  return reports;
}

function checkClaudeReference(file: ConfigFile, server: Server, field: Field, ref: ClaudeReference, options: Options, emit: Emit): void {
  const value = field.str.value;
  const text = value.slice(ref.start, ref.end);
  const at = where(field, server);
  const launch = field.kind === 'command' || field.kind === 'args' || field.kind === 'url';

  if (ref.nested) {
    emit(field, ref.start, ref.intendedEnd, 'warning',
      `${at}: nested reference ${show(value.slice(ref.start, ref.intendedEnd))} does not work: Claude Code's expansion stops at the first "}", so it reads the variable ${ref.name} with the default "${show(ref.default ?? '')}" and leaves the rest as literal text; Claude Code has no nested defaults: use one variable with a plain default`);
    return;
  }
  if (ref.name.includes(':') && !isIdentifier(ref.name)) {
    const [prefix, arg] = ref.name.split(':', 2) as [string, string];
    const vscodeStyle = VSCODE_PREFIXES.has(prefix) || VSCODE_PREDEFINED.has(prefix);
    const hint = prefix === 'env' && isIdentifier(arg) ? `write \${${arg}}` : 'use an environment variable: ${NAME} or ${NAME:-default}';
    const suggestions = prefix === 'env' && isIdentifier(arg)
      ? [{ description: `write \${${arg}} instead of \${env:${arg}}`, safe: false, edits: [replaceIn(file, field.str, ref.start + 2, ref.start + 2 + ref.name.length, arg)] }]
      : [];
    emit(field, ref.start, ref.end, 'warning',
      `${at}: ${show(text)} is ${vscodeStyle ? 'VS Code syntax' : 'not a variable name'}: Claude Code looks up an environment variable literally named "${show(ref.name)}", which is never set, so ${ref.default === undefined ? `the server gets the literal text "${show(text)}"` : 'the default is always used'}; ${hint}`,
      { suggestions });
    return;
  }
  if (ref.droppedDefault) {
    emit(field, ref.start, ref.end, 'warning',
      `${at}: ${show(text)} has more than one ":-": Claude Code splits at the first and drops everything after the second, so the default is only the text between them`);
    return;
  }
  if (ref.default === undefined && VSCODE_PREDEFINED.has(ref.name)) {
    emit(field, ref.start, ref.end, 'warning',
      `${at}: ${text} is a VS Code variable: Claude Code looks up an environment variable named ${ref.name}, which is normally unset, so the server gets the literal text "${text}"${ref.name === 'workspaceFolder' ? '; for the project folder use ${CLAUDE_PROJECT_DIR:-.}' : ''}`);
    return;
  }
  if (ref.name === 'CLAUDE_PLUGIN_ROOT') return; // set for plugin servers; a plugin's .mcp.json cannot be told apart (see the doc page)
  if (ref.name === 'CLAUDE_PROJECT_DIR') {
    checkProjectDir(file, server, field, ref, emit);
    return;
  }
  if (ref.default !== undefined || options.assumeSet.has(ref.name)) return;

  if (field.shellScript) {
    const suggestions = braceless(value, ref.end)
      ? [{ description: `write $${ref.name}, which only the shell expands`, safe: false, edits: [replaceIn(file, field.str, ref.start, ref.end, `$${ref.name}`)] }]
      : [];
    emit(field, ref.start, ref.end, 'warning',
      `${at}: ${text} has no default: Claude Code expands it before the shell runs; if ${ref.name} is not set where Claude Code starts, it warns "Missing environment variables: ${ref.name}" (some versions drop the server) and leaves the text for the shell; write $${ref.name} to leave it to the shell, or \${${ref.name}:-default}`,
      { suggestions });
    return;
  }
  if (launch) {
    emit(field, ref.start, ref.end, 'warning',
      `${at}: ${text} has no default: ${CLAUDE_UNSET(ref.name, text)}; write \${${ref.name}:-default} or make sure ${ref.name} is always set`);
    return;
  }
  if (options.checkEnvAndHeaders) {
    emit(field, ref.start, ref.end, 'note',
      `${at}: ${text} has no default: ${CLAUDE_UNSET(ref.name, text)}`);
  }
}

function checkProjectDir(file: ConfigFile, server: Server, field: Field, ref: ClaudeReference, emit: Emit): void {
  const value = field.str.value;
  const text = value.slice(ref.start, ref.end);
  const at = where(field, server);
  const pathLike = field.kind === 'command' || field.kind === 'args' || field.kind === 'env';
  const closing = ref.end - 1;
  if (ref.default === undefined) {
    if (field.shellScript) {
      const suggestions = braceless(value, ref.end)
        ? [{ description: 'write $CLAUDE_PROJECT_DIR, which only the shell expands', safe: false, edits: [replaceIn(file, field.str, ref.start, ref.end, '$CLAUDE_PROJECT_DIR')] }]
        : [];
      emit(field, ref.start, ref.end, 'warning',
        `${at}: ${text} is expanded by Claude Code before the shell runs, and CLAUDE_PROJECT_DIR is not set in the environment Claude Code expands from (only in the server's): Claude Code warns "Missing environment variables: CLAUDE_PROJECT_DIR" (some versions drop the server) before the shell gets to expand it; write $CLAUDE_PROJECT_DIR so that only the shell expands it`,
        { suggestions });
      return;
    }
    const fix: Fix | undefined = pathLike
      ? { description: 'add the default ":-." (the folder the server starts in)', safe: true, edits: [replaceIn(file, field.str, closing, closing, ':-.')] }
      : undefined;
    emit(field, ref.start, ref.end, 'error',
      `${at}: ${text} is never expanded: CLAUDE_PROJECT_DIR is set in the server's environment, not in the one Claude Code expands from, so Claude Code warns "Missing environment variables: CLAUDE_PROJECT_DIR" and the server gets the literal text "${text}" (some versions drop the server)${pathLike ? '; write ${CLAUDE_PROJECT_DIR:-.}' : ''}`,
      fix ? { fix } : undefined);
    return;
  }
  if (ref.default === '' && pathLike) {
    const after = ref.end - 1; // the default is empty: the closing brace follows ":-" directly
    emit(field, ref.start, ref.end, 'warning',
      `${at}: ${text} always expands to the empty string: CLAUDE_PROJECT_DIR is not set in the environment Claude Code expands from${value.length > text.length ? `, so "${show(value)}" loses its folder` : ''}; write \${CLAUDE_PROJECT_DIR:-.}`,
      { suggestions: [{ description: 'use the default "." (the folder the server starts in)', safe: false, edits: [replaceIn(file, field.str, after, after, '.')] }] });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Codex

/** What a Codex stdio child inherits without `env_vars` (formats.md §3.3, rmcp-client DEFAULT_ENV_VARS). */
const CODEX_DEFAULT_ENV = new Set([
  'HOME', 'LOGNAME', 'PATH', 'SHELL', 'USER', '__CF_USER_TEXT_ENCODING', 'LANG', 'LC_ALL', 'TERM', 'TMPDIR', 'TZ',
  'PATHEXT', 'USERNAME', 'USERDOMAIN', 'USERPROFILE', 'TEMP', 'TMP',
]);

function dataAt(data: unknown, path: (string | number)[]): unknown {
  let node = data;
  for (const seg of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, seg)) return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

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

const CODEX_LITERAL = (text: string) => `Codex never expands variables, so the server gets the literal text "${show(text)}"`;

function checkCodex(file: ConfigFile): Report[] {
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
            how = `Codex has no way to put a variable into ${field.kind === 'command' ? 'the command' : 'an argument'}: forward it with env_vars = ["${name ?? 'NAME'}"] and let the server read it from its environment, or start the server through sh -c, which expands it`;
        }
        emit(field, ref.start, ref.end, 'warning', `${at}: ${CODEX_LITERAL(ref.text)}; ${how}`);
      }
    }
  }
  return reports;
}

// ---------------------------------------------------------------------------------------------------------------
// VS Code

/** The ids of the `inputs` beside the servers: top-level in mcp.json, `mcp.inputs` in settings and dev containers. */
function inputIds(data: unknown, scope: Path = []): Set<string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const inputs = dataAt(data, [...scope, 'inputs']);
  const ids = new Set<string>();
  if (Array.isArray(inputs)) {
    for (const input of inputs) {
      const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
      if (typeof id === 'string') ids.add(id);
    }
  }
  return ids;
}

function checkVscode(file: ConfigFile): Report[] {
  const reports: Report[] = [];
  const emit = reporter(reports);
  const ids = inputIds(file.data, file.scope);
  for (const server of file.servers) {
    for (const field of fieldsOf(server)) {
      const value = field.str.value;
      // every reference, braced or bare, starts with "$": most strings have none
      if (!value.includes('$')) continue;
      const at = where(field, server);
      const refs = vscodeReferences(value);
      for (const ref of refs) {
        const text = value.slice(ref.start, ref.end);
        if (ref.nested) {
          emit(field, ref.start, ref.end, 'warning',
            `${at}: ${show(text)} is a nested reference: VS Code does not resolve those and passes the text on unchanged`);
          continue;
        }
        if (ref.variable === 'input') {
          if (ids && ref.argument !== undefined && !ids.has(ref.argument)) {
            emit(field, ref.start, ref.end, 'warning',
              `${at}: ${text} names no entry of "inputs": VS Code stops with "Undefined input variable '${ref.argument}'" and does not start the server; add { "type": "promptString", "id": "${ref.argument}", "description": "…", "password": true } to "inputs"`);
          }
          continue;
        }
        if (VSCODE_PREFIXES.has(ref.variable) || VSCODE_PREDEFINED.has(ref.variable)) continue;
        const claudeStyle = isIdentifier(ref.body) || (ref.body.includes(':-') && isIdentifier(ref.body.split(':-', 2)[0]!));
        if (!claudeStyle) continue;
        const name = ref.body.split(':-', 2)[0]!;
        const suggestions = ref.body === name
          ? [{ description: `replace ${text} with \${env:${name}}`, safe: false, edits: [replaceIn(file, field.str, ref.start + 2, ref.start + 2, 'env:')] }]
          : [];
        emit(field, ref.start, ref.end, 'warning',
          `${at}: VS Code does not expand ${show(text)} in its MCP configuration (that is .mcp.json syntax), so the server gets the literal text; write \${env:${name}} (empty when unset${ref.body === name ? '' : '; VS Code has no defaults'}) or, for a secret, \${input:…} with an "inputs" entry that has "password": true`,
          { suggestions });
      }
      if (field.shellScript) continue;
      for (const bare of bareReferences(value, refs)) {
        emit(field, bare.start, bare.end, 'note',
          `${at}: $${bare.name} is passed literally: VS Code expands only \${env:${bare.name}}`);
      }
    }
  }
  return reports;
}

// ---------------------------------------------------------------------------------------------------------------

export const envVarWithoutDefault: Rule = {
  meta: {
    id: 'env-var-without-default',
    level: 'warning',
    description: 'A variable reference the host will not expand as intended: Claude Code ${VAR} without a default in command, args or url, ${CLAUDE_PROJECT_DIR}, VS Code syntax in the wrong file, ${…} in Codex, which expands nothing.',
    precision: 'high',
    securitySeverity: '3.0',
    tags: ['security', 'reliability'],
    fixable: 'safe',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkEnvAndHeaders: {
          description: 'Claude Code: also report ${VAR} without a default in env and header values, as notes (default false)',
          type: 'boolean',
        },
        assumeSet: {
          description: 'Claude Code: variables that are always set where your team runs Claude Code (e.g. ["HOME"]); ${NAME} without a default is not reported for them',
          type: 'array',
          items: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
          uniqueItems: true,
        },
      },
    },
  },
  checkConfig(file, context) {
    switch (file.host) {
      case 'claude-code':
        return checkClaude(file, readOptions(context));
      case 'codex':
        return checkCodex(file);
      case 'vscode':
        return checkVscode(file);
      default:
        return [];
    }
  },
};
