/**
 * The open documents' scans: each document's latest scan kept with the version it was made from, a change scanned
 * once the typing pauses (debounced), and a scan made at once when a request needs the current one. What a scan
 * produces goes to `publish` (push diagnostics); pull requests read it with `current`.
 */
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { scanDocument } from './document-scan.js';
import type { DocumentScan, HeldText } from './document-scan.js';

export interface Scanned {
  version: number;
  /** the text as scanned: the scan's offsets are into it */
  document: TextDocument;
  /** undefined: not a file mcp-audit reads */
  scan: DocumentScan | undefined;
  /** names this scan's result for pull clients (`resultId`): a pull that names it again gets "unchanged" */
  resultId: string;
}

export interface ScansOptions {
  debounceMs: number;
  /** called with every new scan of an open document */
  publish: (scanned: Scanned) => void;
  log: (message: string) => void;
  /** a copy of the document as it is now (the editor's copy changes in place) */
  snapshot: (document: TextDocument) => TextDocument;
  /** the editor's text of an open file (an open settings file counts as it is held) */
  held: HeldText;
}

export class Scans {
  private readonly latest = new Map<string, Scanned>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<Scanned>>();
  /** workspace folders, deepest first: a document is scanned from the folder it is in */
  private folders: string[] = [];
  private debounceMs: number;
  private scanCount = 0;

  constructor(private readonly options: ScansOptions) {
    this.debounceMs = options.debounceMs;
  }

  setDebounce(ms: number): void {
    this.debounceMs = ms;
  }

  folderList(): string[] {
    return [...this.folders];
  }

  setFolders(folders: string[]): void {
    this.folders = [...folders].sort((a, b) => b.length - a.length);
  }

  /** The folder a document's paths are relative to, and its settings are looked for from. */
  cwdFor(path: string): string {
    return this.folders.find((f) => path === f || path.startsWith(f.endsWith(sep) ? f : f + sep)) ?? dirname(path);
  }

  /** Scan `document` once no change has come for the debounce time. */
  schedule(document: TextDocument, delay = this.debounceMs): void {
    clearTimeout(this.timers.get(document.uri));
    this.timers.set(document.uri, setTimeout(() => {
      this.timers.delete(document.uri);
      void this.now(document);
    }, delay));
  }

  /** The scan of `document` as it is now: the one kept when it is of this version, else a new one. */
  async current(document: TextDocument): Promise<Scanned> {
    const kept = this.latest.get(document.uri);
    if (kept && kept.version === document.version) return kept;
    return this.now(document);
  }

  /** The kept scan of a document, whatever its version. */
  kept(uri: string): Scanned | undefined {
    return this.latest.get(uri);
  }

  forget(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    this.latest.delete(uri);
  }

  /** Every kept scan is out of date (settings or a lockfile changed): the next request or schedule scans again. */
  invalidate(): void {
    for (const [uri, scanned] of this.latest) this.latest.set(uri, { ...scanned, version: -1 });
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private now(document: TextDocument): Promise<Scanned> {
    const key = `${document.uri}\0${document.version}`;
    const running = this.running.get(key);
    if (running) return running;
    clearTimeout(this.timers.get(document.uri));
    const started = this.scan(document).finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  private async scan(live: TextDocument): Promise<Scanned> {
    const document = this.options.snapshot(live);
    let scan: DocumentScan | undefined;
    if (document.uri.startsWith('file:')) {
      const path = fileURLToPath(document.uri);
      try {
        scan = await scanDocument(path, document.getText(), this.cwdFor(path), this.options.held);
      } catch (e) {
        // a bug in a parser or a rule must cost this document's diagnostics, not the server
        this.options.log(`mcp-audit: scanning ${path} failed: ${(e as Error).stack ?? e}`);
      }
      for (const problem of scan?.problems ?? []) this.options.log(`mcp-audit: ${problem}`);
    }
    const scanned = { version: document.version, document, scan, resultId: String(++this.scanCount) };
    // a newer version may have been scanned meanwhile: keep the newest
    const kept = this.latest.get(document.uri);
    if (!kept || kept.version <= document.version) {
      this.latest.set(document.uri, scanned);
      this.options.publish(scanned);
    }
    return scanned;
  }
}
