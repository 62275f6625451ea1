/**
 * env-var-without-default for VS Code, which resolves only its own variables (`${env:X}`, `${input:x}`,
 * `${workspaceFolder}`, …): a `${VAR}` written for Claude Code, an `${input:…}` with no entry in `inputs`, a nested
 * reference and a bare `$VAR` all reach the server as literal text, or stop it from starting.
 */
import { bareReferences, isIdentifier, vscodeReferences, VSCODE_PREDEFINED, VSCODE_PREFIXES } from '../../src/analysis/expansion.js';
import type { ConfigFile, Path, Report } from '../../src/model/types.js';
import { dataAt } from '../../src/model/paths.js';
import { bridgeMissing, bridgeOf, fieldsOf, replaceIn, reporter, show, where } from './fields.js';

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

export function checkVscode(file: ConfigFile): Report[] {
  const reports: Report[] = [];
  const emit = reporter(reports);
  const ids = inputIds(file.data, file.scope);
  for (const server of file.servers) {
    const bridge = bridgeOf(server);
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
        if (bridge.expands(field) && ref.body === name) {
          if (!bridge.has(name)) bridgeMissing(emit, field, server, ref.start, ref.end, name, `"${name}": "\${input:${name.toLowerCase().replace(/_/g, '-')}}" to "env" (with an "inputs" entry that has "password": true)`);
          continue;
        }
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
