/**
 * Hooks that are code files rather than entries in a config (hooks-and-instructions.md §9, §10):
 * - Cline: an executable named after its event in `.clinerules/hooks/` (newer releases: `.cline/hooks/`),
 *   `TaskStart`, `TaskResume`, `TaskCancel`, `TaskComplete`, `PreToolUse`, `PostToolUse`, `UserPromptSubmit`,
 *   `PreCompact` (`.ps1` on Windows), run on every such event once hooks are enabled [official: CLINE-hooks];
 * - opencode: `.opencode/plugins/*.{js,ts}` (older `.opencode/plugin/`), loaded in-process at startup with no prompt
 *   [official: OC-plugins].
 * The file is modelled as a script (`syntax: 'script'`, no values): it is held for review like the scripts other
 * hooks run, and the text rules (hidden characters, download-and-run) read it.
 */
import type { ConfigFile, SourceText } from '../model/types.js';
import type { Host } from './host.js';

const CLINE_EVENTS = ['TaskStart', 'TaskResume', 'TaskCancel', 'TaskComplete', 'PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'PreCompact'];
const CLINE = /(^|\/)\.(clinerules|cline)\/hooks\/(TaskStart|TaskResume|TaskCancel|TaskComplete|PreToolUse|PostToolUse|UserPromptSubmit|PreCompact)(\.ps1)?$/;
const OPENCODE = /(^|\/)\.opencode\/plugins?\/[^/]+\.(js|mjs|cjs|ts|mts|cts)$/;

/** Names a hook file may have, for discovery. */
export function isScriptHookName(dirName: string, name: string): boolean {
  return (dirName === 'hooks' && CLINE_EVENTS.includes(name.replace(/\.ps1$/, ''))) || ((dirName === 'plugins' || dirName === 'plugin') && /\.(m|c)?[jt]s$/.test(name));
}

function runsAs(source: SourceText): string {
  const path = source.display.replace(/\\/g, '/');
  const cline = CLINE.exec(path) ?? CLINE.exec(source.path.replace(/\\/g, '/'));
  return cline ? `a Cline ${cline[3]} hook` : 'an opencode plugin (loaded into opencode at startup, no prompt)';
}

export const scriptHooks: Host = {
  id: 'script-hooks',
  name: 'hook script',
  matches: (relPath) => CLINE.test(relPath) || OPENCODE.test(relPath),
  parse: (source): ConfigFile => ({
    kind: 'config', host: 'script-hooks', syntax: 'script', source, servers: [], problems: [], comments: [], data: undefined,
    runsAs: runsAs(source),
    editor: { replaceString: () => [], insertArg: () => [], setEnv: () => [], validate: () => undefined },
  }),
};
