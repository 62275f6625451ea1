/**
 * The strings of a server a variable reference can be in (command, args, url, env and header values), which of them
 * are `sh -c` scripts, and the reporting and edit helpers every host's check shares. Kept apart from the per-host
 * checks so that each host's file holds only what that host does with a reference.
 */
import { selfExpandedStrings } from '../../src/analysis/bridges.js';
import { valueSpan } from '../../src/model/source.js';
import type { ConfigFile, Fix, Level, Report, Server, Str } from '../../src/model/types.js';

type FieldKind = 'command' | 'args' | 'url' | 'env' | 'headers';

export interface Field {
  str: Str;
  kind: FieldKind;
  /** `args[2]`, `env.API_KEY`, `http_headers.Authorization`: the path below the server */
  label: string;
  /** for env and headers: the key */
  key?: string;
  /** the argument is the script of `sh -c …`: a shell expands `$VAR` and `${VAR}` in it */
  shellScript: boolean;
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

export function fieldsOf(server: Server): Field[] {
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

/** A reference as shown in a message; long ones are shortened (a default could hold anything). */
export function show(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export const where = (field: Field, server: Server) => `${field.label} of server "${server.name}"`;

export interface Emit {
  (field: Field, start: number, end: number, level: Level, message: string, extra?: { fix?: Fix; suggestions?: Fix[] }): void;
}

export function reporter(reports: Report[]): Emit {
  return (field, start, end, level, message, extra) => {
    const report: Report = { message, span: valueSpan(field.str, start, end), path: field.str.path, level };
    if (extra?.fix) report.fix = extra.fix;
    if (extra?.suggestions?.length) report.suggestions = extra.suggestions;
    reports.push(report);
  };
}

/** An edit replacing value characters `[start, end)`; `text` must need no escaping in any host's string syntax. */
export function replaceIn(file: ConfigFile, str: Str, start: number, end: number, text: string) {
  const span = valueSpan(str, start, end);
  return { file: file.source.path, start: span.start, end: span.end, text };
}

/** Can `$NAME` replace `${NAME}` here, i.e. is the next character not one that would extend the name? */
export const braceless = (value: string, end: number): boolean => !/[A-Za-z0-9_]/.test(value[end] ?? '');

/**
 * Bridges that expand `${VAR}` themselves (src/analysis/bridges.ts): a reference in an mcp-remote `--header` value to
 * a variable the entry's `env` sets works in every host. No host syntax is suggested there: written in the host's own
 * syntax, the secret would be expanded into the bridge's argv.
 */
export interface Bridge {
  /** `field` is a value the bridge expands itself (an mcp-remote `--header` value) */
  expands(field: Field): boolean;
  /** the bridge's environment has `name` (the entry's `env`, or what the host forwards) */
  has(name: string): boolean;
}

/**
 * The strings a bridge expands itself (`--header` values of mcp-remote) and the names its environment has: the
 * entry's `env`, or `environment`, the names the host gives the server where it forwards more than `env`.
 */
export function bridgeOf(server: Server, environment?: ReadonlySet<string>): Bridge {
  const headers = selfExpandedStrings(server);
  if (!headers.size) return { expands: () => false, has: () => false };
  const names = environment ?? new Set(server.env.map((e) => e.key));
  return { expands: (field) => field.kind === 'args' && headers.has(field.str), has: (name) => names.has(name) };
}

/**
 * A reference in a bridge's header that its environment does not set: whatever the host makes of it, the token ends up
 * in the bridge's command line or nowhere. The advice is the bridge's own way: set the variable in `env`.
 */
export function bridgeMissing(emit: Emit, field: Field, server: Server, start: number, end: number, name: string, how: string): void {
  emit(field, start, end, 'warning',
    `${where(field, server)}: mcp-remote fills in \${${name}} from its own environment, and this entry does not give it ${name}: add ${how}, so that the value reaches mcp-remote's environment and never its command line`);
}
