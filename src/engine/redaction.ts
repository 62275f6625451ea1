/**
 * Redaction is a property of the output path, not of each rule. One masker per scan knows every secret found in the
 * files an output talks about, and every message, location, code frame, fix description, baseline entry, diff line
 * and error line passes through it, whichever rule or parser wrote the text:
 *
 * - the secrets rules report (`Report.secret`: the text at the span, and the value as the host reads it), and the
 *   spans of reports that hold one somewhere (`Report.sensitive`: a URL with a password), masked by position;
 * - what the secret rule would report in a config when it is switched off or not selected;
 * - the parse-free backstop (`secretsInText`) over every line of the file: token formats, URL passwords, keyed values,
 *   `--token <v>` and `KEY=value` forms — in comments, in lines that do not parse, in SKILL.md files and scripts.
 *
 * It lives in the engine because the engine is where files, reports and findings meet: it reads the files' text
 * and turns reports into findings, so it can learn a file's secrets before any text about that file is built. The
 * masking itself is `Masker` (src/model/redact.ts); the report formats stay pure functions of findings that are
 * already masked, and the later stages (filter, fix, the command line) reach the same masker through the scan result.
 */
import { hardcodedSecret, tokenFormats } from '../../rules/hardcoded-secret.js';
import { secretsInText } from '../analysis/secrets-in-line.js';
import { Masker } from '../model/redact.js';
import type { ConfigFile, Finding, Fix, Skill, Span } from '../model/types.js';

interface ReadFile {
  text: string;
  config?: ConfigFile;
}

export class Redaction {
  private readonly masker = new Masker();
  private readonly files = new Map<string, ReadFile>();
  private readonly learned = new Set<string>();
  /** secret spans per file (by absolute path), sorted, disjoint: masked by position too, however short */
  private readonly spans = new Map<string, Span[]>();
  /** what the backstop saw on each short line, for files that repeat lines (configs copied across packages) */
  private readonly lines = new Map<string, Span[]>();

  /** `secretRuleRan`: whether the scan ran the secret rule on configs (else the masker runs it itself, per file) */
  constructor(private readonly secretRuleRan = true) {}

  /** A file the scan read (again once parsed, with its model): its secrets are learned when an output first talks
   * about it. */
  register(path: string, text: string, config?: ConfigFile): void {
    if (!this.files.has(path) || config) this.files.set(path, config ? { text, config } : { text });
  }

  /** A skill's SKILL.md, the scripts whose text was read, and its other text files. */
  registerSkill(skill: Skill): void {
    this.register(skill.manifest.path, skill.manifest.text);
    for (const script of skill.scripts) if (script.text !== undefined) this.register(script.source.path, script.text);
    for (const text of skill.texts ?? []) this.register(text.source.path, text.text);
  }

  /** A secret a rule reported: `[start, end)` of the file at `path`, and the values it goes by. */
  report(path: string, span: Span, values: (string | undefined)[]): void {
    this.addSpan(path, span);
    for (const value of values) if (value) this.masker.add(value);
  }

  /** Reads a file for secrets, once: the secret rule when the scan did not run it, and the backstop over every line. */
  learn(path: string): void {
    if (this.learned.has(path)) return;
    this.learned.add(path);
    const file = this.files.get(path);
    if (!file) return;
    if (!this.secretRuleRan && file.config) {
      try {
        for (const r of hardcodedSecret.checkConfig!(file.config, { options: {}, reviewLock: undefined })) {
          if (r.secret) this.report(path, r.span, [file.text.slice(r.span.start, r.span.end), r.secret.value]);
        }
      } catch {
        // the backstop below still runs
      }
    }
    for (const span of secretsInText(file.text, tokenFormats, this.lines)) this.report(path, span, [file.text.slice(span.start, span.end)]);
  }

  /** `text` with every known secret masked; `file` (an absolute path) makes sure that file's secrets are known. */
  mask(text: string, file?: string): string {
    if (file !== undefined) this.learn(file);
    return this.masker.mask(text);
  }

  /** The secret spans of a file, sorted by start and disjoint. */
  spansOf(path: string): Span[] {
    this.learn(path);
    return this.spans.get(path) ?? [];
  }

  /**
   * Findings as a report may print them: the text of their edits masked too. An edit that held a secret (a launch
   * spec copied with its token) would no longer write what it says, so such a fix keeps its description and loses its
   * edits in the report; `--fix` itself works on the findings as the scan made them.
   */
  forReport(findings: Finding[]): Finding[] {
    const safe = (fix: Fix): Fix => {
      const masked = fix.edits.map((e) => ({ ...e, text: this.mask(e.text) }));
      if (masked.every((e, i) => e.text === fix.edits[i]!.text)) return fix;
      return { ...fix, description: `${fix.description} (its edits are left out: they hold a secret)`, edits: [] };
    };
    return findings.map((f) => {
      if (!f.fix && !f.suggestions?.length) return f;
      const out = { ...f };
      if (f.fix) out.fix = safe(f.fix);
      if (f.suggestions) out.suggestions = f.suggestions.map(safe);
      return out;
    });
  }

  private addSpan(path: string, span: Span): void {
    if (span.end <= span.start) return;
    const list = this.spans.get(path);
    if (!list) {
      this.spans.set(path, [span]);
      return;
    }
    // sorted and disjoint: a span overlapping one already known is left out, so that a reported secret is masked as
    // its rule reported it (its kind's prefix kept) and not again over the prefix; its value is masked everywhere anyway
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.end <= span.start) lo = mid + 1;
      else hi = mid;
    }
    if (lo < list.length && list[lo]!.start < span.end) return;
    list.splice(lo, 0, span);
  }
}
