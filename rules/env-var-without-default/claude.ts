/**
 * env-var-without-default for Claude Code: `${VAR}` and `${VAR:-default}`, expanded before the server starts, with
 * `${CLAUDE_PROJECT_DIR}` never set where Claude Code expands; `$VAR` is passed literally.
 */
import {
  bareReferences, claudeReferences, isIdentifier, VSCODE_PREDEFINED, VSCODE_PREFIXES,
} from '../../src/analysis/expansion.js';
import type { ClaudeReference } from '../../src/analysis/expansion.js';
import type { ConfigFile, Fix, Report, Server } from '../../src/model/types.js';
import { braceless, bridgeMissing, bridgeOf, fieldsOf, replaceIn, reporter, show, where } from './fields.js';
import type { Emit, Field } from './fields.js';

export interface ClaudeOptions {
  /** also report `${VAR}` without a default in env and header values (as notes) */
  checkEnvAndHeaders: boolean;
  /** variables the team guarantees are set (e.g. HOME): no finding for `${NAME}` without a default */
  assumeSet: Set<string>;
}

const CLAUDE_UNSET = (name: string, ref: string) =>
  `if ${name} is not set in the environment Claude Code starts from, Claude Code warns "Missing environment variables: ${name}" and passes the literal text "${ref}" (some versions drop the server instead)`;

export function checkClaude(file: ConfigFile, options: ClaudeOptions): Report[] {
  const reports: Report[] = [];
  const emit = reporter(reports);
  for (const server of file.servers) {
    const bridge = bridgeOf(server);
    for (const field of fieldsOf(server)) {
      const value = field.str.value;
      // every reference, braced or bare, starts with "$": most strings have none
      if (!value.includes('$')) continue;
      const refs = claudeReferences(value);
      for (const ref of refs) {
        if (!bridge.expands(field) || !isIdentifier(ref.name) || ref.default !== undefined) checkClaudeReference(file, server, field, ref, options, emit);
        else if (!bridge.has(ref.name)) bridgeMissing(emit, field, server, ref.start, ref.end, ref.name, `"${ref.name}": "\${${ref.name}}" to "env"`);
      }
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

function checkClaudeReference(file: ConfigFile, server: Server, field: Field, ref: ClaudeReference, options: ClaudeOptions, emit: Emit): void {
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
