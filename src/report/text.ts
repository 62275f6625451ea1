/** Terminal output in the rustc/zizmor style: a header, the location, the source line underlined, help lines. */
import type { Finding, Level } from '../model/types.js';
import { printable } from '../model/printable.js';

export interface TextOptions {
  color: boolean;
  docsUrl(ruleId: string): string;
  hidden?: Hidden;
}

/** Findings hidden by suppressions and the baseline: counted, never dropped silently. */
export interface Hidden {
  suppressed: number;
  baselined: number;
  /** what the scan read, so that "No findings" says in what; absent in callers that do not know */
  scanned?: Scanned;
}

/** What a scan read: config files, skills and the servers the configs define; what .gitignore left out. */
export interface Scanned {
  files: number;
  skills: number;
  servers: number;
  gitignored: number;
  /** the paths scanned, as given (`.` by default), for "nothing found under …" */
  paths: string[];
}

/** `1 file`, `2 files`: a count and its noun, singular or plural. */
export function plural(n: number, word: string, words = `${word}s`): string {
  return `${n} ${n === 1 ? word : words}`;
}

const STYLE = { bold: '1', dim: '2', red: '31', yellow: '33', blue: '34', cyan: '36' } as const;

export function formatText(findings: Finding[], options: TextOptions): string {
  const paint = (style: keyof typeof STYLE, text: string) => (options.color ? `\u001b[${STYLE[style]}m${text}\u001b[0m` : text);
  const levelColor: Record<Level, keyof typeof STYLE> = { error: 'red', warning: 'yellow', note: 'blue' };
  const blocks = findings.map((f) => {
    const gutterWidth = String(f.snippet?.at(-1)?.line ?? f.region.startLine).length;
    const gutter = (label = '') => paint('blue', `${label.padStart(gutterWidth)} |`);
    const lines = [
      `${paint(levelColor[f.level], paint('bold', `${f.level}[${f.ruleId}]`))}${paint('bold', `: ${printable(f.message)}`)}`,
      `${' '.repeat(gutterWidth)}${paint('blue', '-->')} ${printable(f.file)}:${f.region.startLine}:${f.region.startColumn}`,
    ];
    if (f.snippet?.length) {
      lines.push(gutter());
      for (const { line, text, column = 1 } of f.snippet) {
        lines.push(`${gutter(String(line))} ${text}`);
        const marker = underline(text, line, f, column);
        if (marker) lines.push(`${gutter()} ${paint(levelColor[f.level], marker)}`);
      }
      lines.push(gutter());
    }
    const note = (label: string, text: string) => `${' '.repeat(gutterWidth)} ${paint('bold', '=')} ${paint('bold', label)}: ${printable(text)}`;
    if (f.location) lines.push(note('at', f.location));
    if (f.provenance) lines.push(note('source', f.provenance));
    if (f.fix) lines.push(note(f.fix.safe ? 'fix' : 'unsafe fix', `${f.fix.description} (${f.fix.safe ? '--fix' : '--fix --unsafe-fixes'})`));
    for (const s of f.suggestions ?? []) lines.push(note('suggestion', s.description));
    lines.push(note('docs', options.docsUrl(f.ruleId)));
    return lines.join('\n');
  });
  const total = summary(findings, options.hidden);
  return blocks.length ? `${blocks.join('\n\n')}\n\n${total}\n` : `${total}\n`;
}

/** `^^^^` under the finding's columns on this line; tabs are kept so the marks line up in any terminal. */
function underline(text: string, line: number, f: Finding, column: number): string {
  const shift = column - 1;
  const from = Math.max(line === f.region.startLine ? f.region.startColumn - 1 - shift : 0, 0);
  const to = Math.min(line === f.region.endLine ? f.region.endColumn - 1 - shift : text.length, text.length);
  if (to < from || (to === from && f.span.end > f.span.start)) return '';
  const pad = text.slice(0, from).replace(/[^\t]/g, ' ');
  return pad + '^'.repeat(Math.max(to - from, 1));
}

export type SummaryHidden = Hidden & { quiet?: { count: number; failOn: string }; unparsed?: number };

export function summary(findings: Finding[], hidden?: SummaryHidden): string {
  // What the report leaves out: files that could not be parsed (their finding not shown), findings --quiet drops,
  // then suppressed and baselined ones. Counted, never silent: an exit code of 1 must not follow "No findings." alone.
  const unparsed = hidden?.unparsed ? [`${hidden.unparsed} file${hidden.unparsed === 1 ? '' : 's'} could not be parsed`] : [];
  const quiet = hidden?.quiet?.count
    ? [hidden.quiet.failOn === 'none' ? `${hidden.quiet.count} hidden by --quiet with --fail-on none` : `${hidden.quiet.count} below --fail-on ${hidden.quiet.failOn}`]
    : [];
  const hiddenParts = [
    ...unparsed,
    ...quiet,
    ...(hidden?.suppressed ? [`${hidden.suppressed} suppressed`] : []),
    ...(hidden?.baselined ? [`${hidden.baselined} in the baseline`] : []),
    ...(hidden?.scanned?.gitignored ? [`${plural(hidden.scanned.gitignored, 'gitignored path')} not scanned`] : []),
  ];
  if (!findings.length) return noFindings(quiet.length > 0, hiddenParts, hidden?.scanned);
  const count = (level: Level) => findings.filter((f) => f.level === level).length;
  const fixable = findings.filter((f) => f.fix?.safe).length;
  const parts = [plural(count('error'), 'error'), plural(count('warning'), 'warning'), plural(count('note'), 'note')];
  // `(3 fixable with --fix; 2 suppressed, 1 in the baseline)`: one parenthesis, groups separated by a semicolon
  const groups = [...(fixable ? [`${fixable} fixable with --fix`] : []), ...(hiddenParts.length ? [hiddenParts.join(', ')] : [])];
  return `${plural(findings.length, 'finding')}: ${parts.join(', ')}${groups.length ? ` (${groups.join('; ')})` : ''}`;
}

/**
 * "No findings" says in what, since an empty or mistyped folder must not read as a clean one: `No findings in
 * 3 config files and 1 skill (12 servers).`, or when there was nothing to scan at all, `No MCP configuration or
 * skill found under PATH.`
 */
function noFindings(quiet: boolean, hiddenParts: string[], scanned: Scanned | undefined): string {
  const shown = quiet ? ' shown' : '';
  if (!scanned) return `No findings${shown}${hiddenParts.length ? ` (${hiddenParts.join(', ')})` : ''}.`;
  if (!scanned.files && !scanned.skills) {
    const under = scanned.paths.length ? scanned.paths.join(', ') : '.';
    // no full stop after a path: `under .` would read `under ..`
    return `No MCP configuration or skill found under ${under}${hiddenParts.length ? ` (${hiddenParts.join(', ')})` : ''}`;
  }
  const what = [...(scanned.files ? [plural(scanned.files, 'config file')] : []), ...(scanned.skills ? [plural(scanned.skills, 'skill')] : [])];
  const groups = [...(scanned.files ? [plural(scanned.servers, 'server')] : []), ...(hiddenParts.length ? [hiddenParts.join(', ')] : [])];
  return `No findings${shown} in ${what.join(' and ')}${groups.length ? ` (${groups.join('; ')})` : ''}.`;
}
