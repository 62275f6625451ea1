/**
 * env-var-without-default for an Agent Plugins `mcp.json` (agentplugins/agent-plugins-spec, spec/1.1.0.md §9.2): a
 * client expands `${PLUGIN_ROOT}` and `${PLUGIN_DATA}`, and only in `args`, `env` and `cwd`; every other `${…}`, and
 * these two anywhere else (`command`, `url`, headers), reaches the server as written. No other variable is expanded,
 * and a conformant plugin depends on none from the environment (§9.1). In an `sh -c` script the shell expands what it
 * finds in the server's environment: nothing to say there.
 */
import { claudeReferences } from '../../src/analysis/expansion.js';
import type { ConfigFile, Report } from '../../src/model/types.js';
import { fieldsOf, reporter, show, where } from './fields.js';

const PLACEHOLDERS = new Set(['PLUGIN_ROOT', 'PLUGIN_DATA']);

export function checkAgentPlugins(file: ConfigFile): Report[] {
  const reports: Report[] = [];
  const emit = reporter(reports);
  for (const server of file.servers) {
    for (const field of fieldsOf(server)) {
      const value = field.str.value;
      if (!value.includes('${') || field.shellScript) continue;
      for (const ref of claudeReferences(value)) {
        const name = value.slice(ref.start + 2, ref.end - 1);
        const placeholder = PLACEHOLDERS.has(name);
        if (placeholder && (field.kind === 'args' || field.kind === 'env')) continue;
        const text = value.slice(ref.start, ref.end);
        const how = field.kind === 'command'
          ? placeholder && ref.start === 0 && value[ref.end] === '/'
            ? `a command inside the plugin is written "./${show(value.slice(ref.end + 1))}", which the client resolves against the plugin's root`
            : 'the command is one executable, a bare name or a "./" path inside the plugin'
          : field.kind === 'url' || field.kind === 'headers'
            ? 'the url and headers are sent as written: write the value out (credentials are the client\'s to ask for, not the file\'s)'
            : placeholder ? 'write the value out'
              : `a client expands only \${PLUGIN_ROOT} and \${PLUGIN_DATA}: have the server read ${name} from its environment, or ask for it at run time`;
        emit(field, ref.start, ref.end, 'warning',
          `${where(field, server)}: Agent Plugins expands ${placeholder ? `${text} only in args, env and cwd` : `only \${PLUGIN_ROOT} and \${PLUGIN_DATA}`}, so the server gets the literal text "${show(text)}"; ${how}`);
      }
    }
  }
  return reports;
}
