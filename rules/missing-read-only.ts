/**
 * @file missing-read-only: a server whose maker offers a read-only mode that the config leaves off, or a server that
 * is read-only by default and is given its write switch.
 *
 * Servers are recognised by how they are launched (npm or PyPI package, docker image, executable, remote URL —
 * including a URL handed to a bridge such as `mcp-remote`) against the catalog in read-only-servers.json, whose
 * every entry names its source.
 *
 * A switch counts where the server sees it: for a `docker run` launch the entry's `env` is the docker command's, and
 * only `-e` / `--env` reach the container (`--env-file` cannot be read: unknown, not reported); a flag given a false
 * value (`--readOnly false`, `--readOnly=false`) is off. A switch written but off is fixed where it stands.
 *
 * This file is the rule and its messages; the catalog match, the switch checks and the fixes are in missing-read-only/.
 */
import { matches } from './missing-read-only/catalog.js';
import { enableEdits } from './missing-read-only/fixes.js';
import { switchState, truthy } from './missing-read-only/switches.js';
import type { Match, Switches } from './missing-read-only/catalog.js';
import type { SwitchState } from './missing-read-only/switches.js';
import type { Fix, Report, Rule } from '../src/model/types.js';

function describeSwitch(s: Switches): string {
  const parts = [
    ...(s.flags ?? []).map((f) => `"${f}"`),
    ...(s.env ?? []).map((e) => (e.values.includes('*') ? `${e.name} set` : `${e.name}=${e.values[0]}`)),
    ...(s.urlPathSuffix ? [`a URL ending in "${s.urlPathSuffix}"`] : []),
    ...(s.urlQuery ?? []).map((q) => `"?${q.name}=${q.values[0]}" in the URL`),
    ...(s.headers ?? []).map((h) => `the header "${h.name}: ${h.values[0]}"`),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : parts[0] ?? '';
}

/** `GITHUB_READ_ONLY is set for the docker command but not passed into the container (…)`, or ''. */
function notPassedNote(m: Match, state: SwitchState): string {
  const names = state.vars.filter(({ env, seen }) => seen.kind === 'not-passed' && truthy(seen.process.value, env.values)).map(({ env }) => env.name);
  if (!names.length || !m.launch) return '';
  const program = m.launch.runner.split(' ')[0];
  const list = names.join(' and ');
  const are = names.length > 1 ? 'are' : 'is';
  return `${list} ${are} set for the ${program} command but not passed into the container (${program} run needs ${names.map((n) => `"-e ${n}"`).join(' and ')}); `;
}

export const missingReadOnly: Rule = {
  meta: {
    id: 'missing-read-only',
    level: 'warning',
    description: 'A server that offers a read-only mode which is not enabled, or a read-only-by-default server given its write switch.',
    precision: 'high',
    securitySeverity: '5.5',
    tags: ['security', 'least-privilege'],
    fixable: 'unsafe',
    owasp: ['MCP02:2025'],
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allowWrite: { description: 'server names that may run with write access', type: 'array', items: { type: 'string' } },
      },
    },
  },
  checkConfig(file, context) {
    const allowWrite = new Set((context.options.allowWrite as string[] | undefined) ?? []);
    const reports: Report[] = [];
    for (const server of file.servers) {
      if (allowWrite.has(server.name)) continue;
      const seen = new Set<string>();
      for (const m of matches(server)) {
        if (seen.has(m.entry.id)) continue;
        seen.add(m.entry.id);
        const { entry } = m;
        if (entry.mode === 'enable-read-only' && entry.enable) {
          const state = switchState(server, m, entry.enable);
          // on, or possibly on through a docker --env-file nobody can read here
          if (state.on || state.unknown) continue;
          const enable = enableEdits(file, server, m, state);
          const edits = enable && 'edits' in enable && enable.edits.length ? enable : undefined;
          const fix: Fix | undefined = edits ? { description: `enable read-only mode: ${edits.what}`, safe: false, edits: edits.edits } : undefined;
          const manual = enable && 'manual' in enable ? enable.manual : describeSwitch(entry.enable);
          reports.push({
            message: `server "${server.name}" runs ${entry.name}, which has a read-only mode that is not enabled: ${notPassedNote(m, state)}use ${describeSwitch(entry.enable)}`,
            provenance: entry.source,
            span: m.span,
            path: [...server.path],
            fingerprintValue: entry.id,
            ...(fix ? { fix } : { suggestions: [{ description: `enable read-only mode: ${manual}`, safe: false, edits: [] }] }),
          });
        }
        if (entry.mode === 'read-only-by-default' && entry.write) {
          const on = switchState(server, m, entry.write).on;
          if (!on) continue;
          reports.push({
            message: `server "${server.name}" runs ${entry.name}, which is read-only unless told otherwise, and is given write access with ${describeSwitch(entry.write)}`,
            provenance: entry.source,
            span: on,
            path: [...server.path],
            fingerprintValue: entry.id,
            suggestions: [{ description: 'remove the write switch unless this server must write (or list it under allowWrite in .mcp-audit.json)', safe: false, edits: [] }],
          });
        }
      }
    }
    return reports;
  },
};
