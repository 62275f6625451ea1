/** Builds the ReportContext from a scan: the I/O the pure SARIF and GitHub reporters need, done up front. */
import { readRuleFile } from '../../rules/data.js';
import type { ScanResult } from '../engine/engine.js';
import type { Rule } from '../model/types.js';
import type { ReportContext } from './context.js';

export function reportContext(result: ScanResult, rules: Rule[], toolVersion: string): ReportContext {
  const sources = [...result.configs.map((c) => c.source), ...result.skills.map((s) => s.manifest)];
  const texts = new Map(sources.map((s) => [s.display, s.text]));
  const displays = new Map(sources.map((s) => [s.path, s.display]));
  // Every file a finding can name: configs, SKILL.md files, skill scripts and the files notices are about.
  const outside = new Map<string, string>();
  const files = [...sources, ...result.skills.flatMap((s) => s.scripts.map((f) => f.source)), ...result.notices];
  for (const { path, display } of files) {
    const shown = display.replace(/\\/g, '/');
    if (isOutside(path, shown) && !outside.has(shown)) outside.set(shown, path);
  }
  return {
    rules: rules.map((r) => r.meta),
    toolVersion,
    readRuleDoc(id) {
      try {
        return readRuleFile(`${id}.md`);
      } catch {
        return undefined;
      }
    },
    sourceText: (file) => texts.get(file),
    displayPath: (file) => displays.get(file) ?? file,
    outsidePath: (file) => outside.get(file.replace(/\\/g, '/')),
    scannedFiles: [...new Set([...sources, ...result.skills.flatMap((s) => s.scripts.map((f) => f.source))].map((s) => s.display))],
    // a rule's error can quote what it was reading
    internalErrors: result.internalErrors.map((e) => result.redaction.mask(e)),
    toolNotes: (result.online?.notes ?? []).map((n) => result.redaction.mask(n)),
  };
}

/**
 * Whether a file is outside the current directory, from its absolute path and its display path: a display path
 * relative to the current directory is what the absolute path ends with. `~/.claude.json` (a `--user` config) is not
 * how `/home/a/.claude.json` ends, while a folder inside the current directory that is called `~` is; `../x` and
 * absolute display paths are outside.
 */
function isOutside(path: string, display: string): boolean {
  if (display === '..' || display.startsWith('../')) return true;
  if (display.startsWith('/') || /^[A-Za-z]:\//.test(display)) return true;
  const abs = path.replace(/\\/g, '/');
  return !(abs === display || abs.endsWith(`/${display}`) || display === '.');
}
