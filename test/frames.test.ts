/**
 * Code frames (src/engine/frames.ts): each is drawn from the window it shows, so a minified line with thousands of
 * findings costs what the frames show (issue 15, "linear but slow"). What a frame shows is what masking and cutting
 * the whole line would show: the frames are compared with that, drawn per finding from the whole line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import { scan } from '../src/engine/engine.js';
import { CodeFrames, maskSpans } from '../src/engine/frames.js';
import { Redaction } from '../src/engine/redaction.js';
import { UNPRINTABLE } from '../src/model/printable.js';
import { lineText, makeSource, regionOf } from '../src/model/source.js';
import type { Finding, SourceText, Span } from '../src/model/types.js';
import { runCli } from './helpers/cli.js';
import { picker, seededRandom } from './helpers/random.js';

const random = seededRandom(1515);
const pick = picker(random);
const an = (n: number) => pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n);

/**
 * The frame drawn from the whole line, for each finding (quadratic on a minified file): the line's secrets masked by
 * position and by the masker, its unprintable characters replaced, then cut to the window.
 */
function frameFromWholeLine(source: SourceText, finding: Finding, redaction: Redaction): NonNullable<Finding['snippet']> {
  const out: NonNullable<Finding['snippet']> = [];
  const last = Math.min(finding.region.endLine, finding.region.startLine + 3);
  for (let line = finding.region.startLine; line <= last; line++) {
    const start = source.lineStarts[line - 1]!;
    const length = lineText(source, line).length;
    const full = redaction.mask(maskSpans(source.text, start, start + length, redaction.spansOf(source.path))).replace(UNPRINTABLE, (c) => '?'.repeat(c.length));
    const at = line === finding.region.startLine ? finding.region.startColumn - 1 : 0;
    const from = full.length <= 160 ? 0 : Math.max(0, Math.min(at - 40, full.length - 160));
    const to = Math.min(full.length, from + 160);
    out.push(from === 0 && to === full.length ? { line, text: full } : { line, text: full.slice(from, to), column: from + 1 });
  }
  return out;
}

/** The scan's masker for one file: its text registered (the backstop reads it), the secrets the rules reported. */
function redactionFor(source: SourceText, secrets: Span[]): Redaction {
  const redaction = new Redaction();
  redaction.register(source.path, source.text);
  for (const s of secrets) redaction.report(source.path, s, [source.text.slice(s.start, s.end)]);
  return redaction;
}

function findingAt(source: SourceText, span: Span): Finding {
  return { ruleId: 'x', level: 'warning', message: '', file: source.display, span, region: regionOf(source, span), location: '', fingerprint: '' };
}

/** A minified config line: servers with tokens in env, flags and URLs, some unprintable characters, a few line breaks. */
function minified(servers: number): { text: string; secrets: Span[] } {
  const parts: string[] = [];
  const secrets: Span[] = [];
  let at = '{"mcpServers":{'.length;
  for (let i = 0; i < servers; i++) {
    const token = `ghp_${an(36)}`;
    const password = an(12 + Math.floor(random() * 20));
    const head = `"s${i}":{"command":"npx","args":["p${i}","--token","${an(30)}","https://u:${password}@h.example.com/x"],"env":{"API_TOKEN":"`;
    // a reported secret, as the rules would report it (and one in three left to the backstop)
    if (i % 3) secrets.push({ start: at + head.length, end: at + head.length + token.length });
    const part = `${head}${token}"${random() < 0.1 ? ',"X":"\u202e\u0007"' : ''}}}${random() < 0.05 ? '\n' : ''}`;
    parts.push(part);
    at += part.length + 1;
  }
  return { text: `{"mcpServers":{${parts.join(',')}}}`, secrets };
}

describe('code frames', () => {
  it('show what masking and cutting the whole line shows, for each finding', () => {
    for (const servers of [1, 3, 40, 200]) {
      const { text, secrets } = minified(servers);
      const source = makeSource('/x/.mcp.json', '.mcp.json', text);
      const redaction = redactionFor(source, secrets);
      const frames = new CodeFrames(redaction);
      // findings at every kind of place: starts, ends, inside secrets, spanning lines, empty
      const spans: Span[] = [{ start: 0, end: 0 }, { start: text.length, end: text.length }, ...secrets];
      for (let k = 0; k < 300; k++) {
        const start = Math.floor(random() * text.length);
        spans.push({ start, end: Math.min(text.length, start + Math.floor(random() * (random() < 0.1 ? 3000 : 60))) });
      }
      for (const span of spans) {
        const finding = findingAt(source, span);
        expect(frames.draw(source, finding), `${servers} servers, ${span.start}-${span.end}`).toEqual(frameFromWholeLine(source, finding, redaction));
      }
    }
  });

  it('cost what they show: 20,000 frames on one line of a megabyte', () => {
    const { text, secrets } = minified(5_000);
    const source = makeSource('/x/.mcp.json', '.mcp.json', text);
    const started = performance.now();
    const frames = new CodeFrames(redactionFor(source, secrets));
    let shown = 0;
    for (let k = 0; k < 20_000; k++) {
      const start = Math.floor((k / 20_000) * text.length);
      shown += frames.draw(source, findingAt(source, { start, end: start + 5 }))[0]!.text.length;
    }
    expect(shown).toBeGreaterThan(20_000 * 100);
    // the old way redid the whole line for each frame: minutes
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('drawn for the findings shown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-frames-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const servers = Array.from({ length: 60 }, (_, i) => `"s${i}":{"command":"npx","args":["p${i}"]} /* mcp-audit-ignore[no-such-rule]: x\u001b]0;title\u0007 */`);
  mkdirSync(join(dir, '.vscode'), { recursive: true });
  writeFileSync(join(dir, '.vscode/mcp.json'), `{"servers":{${servers.join(',')}}}`);

  it('scan() without code frames draws none, and drawCodeFrames draws those asked for, as scan() would', () => {
    const eager = scan({ paths: ['.'], cwd: dir, rules });
    const lazy = scan({ paths: ['.'], cwd: dir, rules, codeFrames: false });
    expect(lazy.findings.length).toBe(eager.findings.length);
    expect(lazy.findings.every((f) => f.snippet === undefined)).toBe(true);
    const some = lazy.findings.filter((_, i) => i % 7 === 0);
    lazy.drawCodeFrames(some);
    expect(lazy.findings.filter((f) => f.snippet).length).toBe(some.length);
    for (const f of some) expect(f.snippet).toEqual(eager.findings.find((e) => e.fingerprint === f.fingerprint && e.span.start === f.span.start)!.snippet);
  });

  it('suppression comments get clipped, cleaned frames like every finding (not their whole line, raw)', () => {
    const run = runCli(['--format', 'text', '--no-color', '.'], dir);
    const frames = run.stdout.split('\n').filter((l) => /^\d+ \| /.test(l));
    const notes = run.stdout.split('\n').filter((l) => l.startsWith('note[suppression-comment]'));
    expect(notes.length).toBe(60);
    expect(frames.length).toBeGreaterThanOrEqual(notes.length);
    for (const line of frames) expect(line.length).toBeLessThanOrEqual('1 | '.length + 160);
    expect(run.stdout).not.toMatch(/[\u0007\u001b]/);
  });
});
