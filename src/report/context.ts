/**
 * What the SARIF and GitHub reporters need besides the findings. The caller (the CLI) builds it; the reporters do no
 * I/O, so everything that comes from disk — rule doc pages, file text — arrives through these callbacks.
 */
import type { RuleMeta } from '../model/types.js';

export interface ReportContext {
  /** every rule that ran, in registry order: the SARIF `rules[]` order, which keeps `ruleIndex` stable */
  rules: RuleMeta[];
  /** mcp-audit's version, as in package.json */
  toolVersion: string;
  /** the markdown of `rules/<id>.md`, or undefined when there is none */
  readRuleDoc(id: string): string | undefined;
  /**
   * The decoded text (BOM included) of a file, looked up by display path (`Finding.file`); used to turn fix edit
   * offsets into 1-based regions. Undefined when the file is unknown: fixes in it are then left out of SARIF.
   */
  sourceText(file: string): string | undefined;
  /**
   * The display path (relative to the current directory, forward slashes) of a file named by `Edit.file`, which the
   * host editors fill with the absolute path (`SourceText.path`). When absent, or when it returns undefined, an edit
   * in the finding's own file is recognised by its path ending in `/<Finding.file>`.
   */
  displayPath?(file: string): string | undefined;
  /**
   * The absolute path of a file outside the current directory, looked up by display path: a `--user` config shown
   * as `~/.claude.json`, a folder scanned as `../other`. Undefined for files inside the current directory (a folder
   * that is really called `~` included), which keep a relative URI. SARIF gives outside files an absolute `file:`
   * URI, because a relative one would resolve against the checkout (`<repo>/~/.claude.json`). When absent, display
   * paths are used as they are.
   */
  outsidePath?(file: string): string | undefined;
  /** display paths of every file the scan read (configs, SKILL.md files, skill scripts): SARIF `run.artifacts` */
  scannedFiles?: string[];
  /** rule or parser crashes from the scan: SARIF then says `executionSuccessful: false` and lists them */
  internalErrors?: string[];
  /** what the scan could not check (`--online`: a registry that failed): SARIF warning notifications, not results */
  toolNotes?: string[];
}
