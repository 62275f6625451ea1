/** The report in the format asked for; each reporter is loaded only when its format is. */
import { docsUrl } from '../../rules/index.js';
import type { ScanResult } from '../engine/engine.js';
import type { Finding, Rule } from '../model/types.js';
import type { SummaryHidden } from '../report/text.js';
import type { Format } from './args.js';
import { toolVersion } from './version.js';

export async function render(format: Format, findings: Finding[], result: ScanResult, color: boolean, rules: Rule[], hidden: SummaryHidden): Promise<string> {
  switch (format) {
    case 'text': {
      const { formatText } = await import('../report/text.js');
      return formatText(findings, { color, docsUrl, hidden });
    }
    case 'concise': {
      const { formatConcise } = await import('../report/concise.js');
      return formatConcise(findings, hidden);
    }
    case 'json': {
      const { formatJson } = await import('../report/json.js');
      return formatJson(findings, toolVersion(), hidden);
    }
    case 'sarif':
    case 'github': {
      const { reportContext } = await import('../report/load-context.js');
      const ctx = reportContext(result, rules, toolVersion());
      if (format === 'sarif') {
        const { formatSarif } = await import('../report/sarif.js');
        return formatSarif(findings, ctx);
      }
      const { formatGithub } = await import('../report/github.js');
      return formatGithub(findings, ctx);
    }
  }
}
