/** Builds the ReportContext from a scan: the I/O the pure SARIF and GitHub reporters need, done up front. */
import { readRuleFile } from '../../rules/data.js';
import type { ScanResult } from '../engine.js';
import type { Rule } from '../types.js';
import type { ReportContext } from './context.js';

export function reportContext(result: ScanResult, rules: Rule[], toolVersion: string): ReportContext {
  const sources = [...result.configs.map((c) => c.source), ...result.skills.map((s) => s.manifest)];
  const texts = new Map(sources.map((s) => [s.display, s.text]));
  const displays = new Map(sources.map((s) => [s.path, s.display]));
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
    internalErrors: result.internalErrors,
  };
}
