/**
 * The SARIF rule descriptors (`tool.driver.rules[]`): a rule's name, descriptions and help, the help made from its doc
 * page, markdown for `help.markdown` and plain text for `help.text`. Apart from sarif.ts because turning a doc page into
 * text is a job of its own, which the results, locations and fixes never need.
 */
import { docsUrl } from '../../rules/index.js';
import type { Level, RuleMeta } from '../model/types.js';
import type { SarifRule } from './sarif-types.js';
import { owaspRelationships, owaspTag } from './sarif-taxonomy.js';

/** GitHub's limit for `shortDescription.text` and `fullDescription.text`. */
export const MAX_DESCRIPTION = 1024;
/** GitHub's limit for a rule's `name`. */
const MAX_NAME = 255;
/** GitHub rejects more tags per rule. */
const MAX_TAGS = 20;

/** `hardcoded-secret` → `HardcodedSecret`. */
export function ruleName(id: string): string {
  const name = id.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return (name || id).slice(0, MAX_NAME);
}

/** A rule's descriptor; the descriptions and help come from its doc page when there is one, else from its meta. */
export function ruleDescriptor(meta: RuleMeta, doc: string | undefined): SarifRule {
  const url = docsUrl(meta.id);
  const markdown = doc?.trim() ? absolutizeLinks(doc.trim(), url) : undefined;
  const summary = markdown ? docSummary(markdown, url) : undefined;
  // GitHub shows tags, not taxonomies: the OWASP entries are also tags, in CodeQL's `external/cwe/cwe-079` style
  const owaspTags = (meta.owasp ?? []).map(owaspTag);
  const tags = ['security', ...meta.tags.filter((t) => t !== 'security'), ...owaspTags].filter((t, i, all) => all.indexOf(t) === i);
  const relationships = owaspRelationships(meta.owasp);
  return {
    id: meta.id,
    name: ruleName(meta.id),
    shortDescription: { text: clip(meta.description) },
    fullDescription: { text: clip(summary || meta.description) },
    help: markdown
      ? { text: markdownToText(markdown, url), markdown }
      : { text: `${meta.description}\n\nDocumentation: ${url}`, markdown: `${meta.description}\n\n[Documentation](${url})` },
    helpUri: url,
    defaultConfiguration: { level: meta.level },
    properties: { tags: tags.slice(0, MAX_TAGS), precision: meta.precision, 'security-severity': String(meta.securitySeverity) },
    ...(relationships.length ? { relationships } : {}),
  };
}

/** The descriptor of a rule the caller did not list: just enough for its results' `ruleIndex` to resolve. */
export function unknownRuleDescriptor(id: string, level: Level): SarifRule {
  const url = docsUrl(id);
  return {
    id,
    name: ruleName(id),
    shortDescription: { text: id },
    fullDescription: { text: id },
    help: { text: `Documentation: ${url}`, markdown: `[Documentation](${url})` },
    helpUri: url,
    defaultConfiguration: { level },
    properties: { tags: ['security'] },
  };
}

/** At most `max` UTF-16 code units, cut with an ellipsis and never inside a surrogate pair. */
export function clip(text: string, max = MAX_DESCRIPTION): string {
  if (text.length <= max) return text;
  let cut = max - 1;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return `${text.slice(0, cut).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Rule doc pages (markdown) → SARIF help

type Block = { kind: 'fence' | 'code' | 'text'; line: string };

/** Lines of a markdown page, each marked as a fence line, a line inside a fenced block, or ordinary text. */
function blocks(md: string): Block[] {
  const out: Block[] = [];
  let fence: string | undefined;
  for (const line of md.replace(/\r\n?/g, '\n').split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      const closes = marker && marker[0] === fence[0] && marker.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line);
      out.push({ kind: closes ? 'fence' : 'code', line });
      if (closes) fence = undefined;
    } else if (marker) {
      fence = marker;
      out.push({ kind: 'fence', line });
    } else {
      out.push({ kind: 'text', line });
    }
  }
  return out;
}

/** Applies `text` to the parts of a text run outside inline code spans and `code` to the spans (backticks included). */
function mapInline(line: string, text: (s: string) => string, code: (s: string, inner: string) => string): string {
  let out = '';
  let last = 0;
  for (const span of codeSpans(line)) {
    out += text(line.slice(last, span.start)) + code(line.slice(span.start, span.end), line.slice(span.start + span.ticks, span.end - span.ticks).replace(/^ (.*) $/, '$1'));
    last = span.end;
  }
  return out + text(line.slice(last));
}

/**
 * Inline code spans: a run of backticks opens one and the next run of the same length closes it; a run that nothing
 * closes is text (CommonMark). One pass over the runs: a regex such as `/(`+)([\s\S]*?[^`])\1(?!`)/` retries every
 * shorter opening at every backtick of a long run.
 */
function codeSpans(line: string): { start: number; end: number; ticks: number }[] {
  const runs: { start: number; length: number }[] = [];
  for (let i = line.indexOf('`'); i >= 0; i = line.indexOf('`', i)) {
    let end = i;
    while (line[end] === '`') end++;
    runs.push({ start: i, length: end - i });
    i = end;
  }
  // For each length, the runs of that length in order, and how far the search for a closing run has gone.
  const byLength = new Map<number, { at: number[]; next: number }>();
  runs.forEach((run, index) => {
    const list = byLength.get(run.length) ?? { at: [], next: 0 };
    list.at.push(index);
    byLength.set(run.length, list);
  });
  const spans: { start: number; end: number; ticks: number }[] = [];
  for (let r = 0; r < runs.length; r++) {
    const open = runs[r]!;
    const same = byLength.get(open.length)!;
    while (same.next < same.at.length && same.at[same.next]! <= r) same.next++;
    if (same.next === same.at.length) continue;
    const close = same.at[same.next]!;
    spans.push({ start: open.start, end: runs[close]!.start + open.length, ticks: open.length });
    r = close;
  }
  return spans;
}

function resolveUrl(target: string, base: string): string {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(target)) return target;
  try {
    return new URL(target, base).href;
  } catch {
    return target;
  }
}

/**
 * Rebuilds a page run by run: `onText` gets each stretch of text lines inline markup may span (a code span can
 * continue on the next line), broken at blank lines, headings and code blocks; `onCode` gets fence and code lines
 * and returns undefined to drop one.
 */
function mapText(md: string, onText: (run: string) => string, onCode: (b: Block) => string | undefined): string {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) out.push(onText(run.join('\n')));
    run = [];
  };
  for (const b of blocks(md)) {
    if (b.kind !== 'text') {
      flush();
      const line = onCode(b);
      if (line !== undefined) out.push(line);
    } else if (!b.line.trim() || /^ {0,3}#{1,6}\s/.test(b.line)) {
      flush();
      out.push(onText(b.line));
    } else {
      run.push(b.line);
    }
  }
  flush();
  return out.join('\n');
}

/** Relative links in a doc page (`[x](other-rule.md)`) point at the docs site, where the page is shown from. */
function absolutizeLinks(md: string, base: string): string {
  const fix = (s: string) => s.replace(/(\]\()(<?)([^)\s>]+)/g, (_, open: string, lt: string, target: string) => `${open}${lt}${resolveUrl(target, base)}`);
  return mapText(md, (run) => mapInline(run, fix, (s) => s), (b) => b.line);
}

/** Inline markdown to plain text: links keep their target in parentheses, emphasis and code marks go. */
function inlineToText(s: string): string {
  // Backslash escapes are set aside first (as private-use characters) so that `\*` never starts emphasis. Each
  // pattern stops at the next place its own match could start (a label or alt text holds no `[`, a link target no
  // parenthesis, a comment or bold span no second opener), so that an unclosed one is not read to the end of the run
  // again from every opener of a long run of them.
  return s
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, (_, c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0)))
    .replace(/!\[([^\][]*)\]\(<?([^()\s>]+)>?(?:\s+"[^"]*")?\)/g, (_, alt: string, url: string) => (alt ? `${alt} (${url})` : url))
    .replace(/\[([^\][]+)\]\(<?([^()\s>]+)>?(?:\s+"[^"]*")?\)/g, (_, label: string, url: string) => (label === url ? url : `${label} (${url})`))
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
    .replace(/<!--(?:(?!<!--).)*?-->/g, '')
    .replace(/(\*\*|__)(?=\S)((?:(?!\1).)+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));
}

/** A rule page as plain text for `help.text`: headings, lists and code blocks stay readable, markup goes. */
export function markdownToText(md: string, base = ''): string {
  const lineMarks = (line: string) => {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    return (heading ? heading[1]! : line).replace(/^ {0,3}>\s?/, '').replace(/^(\s*)[*+]\s+/, '$1- ');
  };
  const text = mapText(
    base ? absolutizeLinks(md, base) : md,
    (run) => mapInline(run.split('\n').map(lineMarks).join('\n'), inlineToText, (_, inner) => inner)
      .split('\n').map((l) => l.trimEnd()).join('\n'),
    (b) => (b.kind === 'fence' ? undefined : b.line ? `    ${b.line}` : ''),
  );
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/** The page's summary: the first paragraph after the `# <id>` title, as one line of plain text. */
function docSummary(md: string, base: string): string | undefined {
  const para: string[] = [];
  let seenTitle = false;
  for (const b of blocks(md)) {
    if (b.kind !== 'text') {
      if (para.length) break;
      continue;
    }
    const line = b.line.trim();
    if (/^#{1,6}\s/.test(line)) {
      if (para.length) break;
      if (/^#\s/.test(line)) seenTitle = true;
      continue;
    }
    if (!line) {
      if (para.length) break;
      continue;
    }
    if (!seenTitle && !para.length && /^(?:<!--|---)/.test(line)) continue;
    para.push(line);
  }
  if (!para.length) return undefined;
  return markdownToText(para.join(' '), base).replace(/\s+/g, ' ').trim() || undefined;
}
