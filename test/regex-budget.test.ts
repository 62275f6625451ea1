/**
 * No regex of the scanner goes super-linear (issue 15): every regex literal and `new RegExp(...)` of `src/` and
 * `rules/`, every token format of `rules/token-formats.json` and their prefilter, is run against adversarial texts
 * built from the regex itself (test/helpers/regex-inputs.ts: long runs of each kind of character it tells apart, its
 * literal fragments and a walk along it repeated, with and without a tail that makes the match fail).
 *
 * The budget: 150 ms for one regex on one text of 100,000 characters. A linear regex takes a few milliseconds on
 * such a text here (the slowest, the prefilter of all token formats, under 10 ms); a quadratic one takes seconds even
 * when its repeating unit is long (the old `slack-bot-token` pattern, 27 characters a unit, 1.5 s; the old
 * suppression comment regex, 17 characters a unit and a fast inner loop, half a second). 150 ms leaves more than three
 * times the margin on both sides: a shared two-core machine at a third of the speed does not fail a linear regex,
 * and a machine three times faster still fails every quadratic one seen. Most texts are first run at 10,000
 * characters only; see test/helpers/regex-timing-worker.mjs for why that is enough.
 */
import { describe, expect, it } from 'vitest';
import { regexCatalog } from './helpers/regex-catalog.js';
import type { CatalogRegex } from './helpers/regex-catalog.js';
import { regexInputs } from './helpers/regex-inputs.js';
import { describeFailure, timeRegexes } from './helpers/regex-timing.js';
import type { TimingJob } from './helpers/regex-timing.js';

const OPTIONS = { length: 100_000, screenLength: 10_000, budgetMs: 150, timeoutMs: 60_000 };

/** `new RegExp` sites whose pattern is only known at run time, and why each is covered or harmless. */
const BUILT_AT_RUN_TIME: Record<string, string> = {
  "src/analysis/secret-formats.ts: new RegExp(pattern, `${flags ?? ''}g`)": 'the token formats: timed from token-formats.json',
  "src/analysis/secret-formats.ts: new RegExp(sources.join('|'), flags)": 'their prefilter: rebuilt and timed by the catalog',
  'src/hosts/toml-string.ts: new RegExp(`^[0-9a-fA-F]{${hexLength}}$`)': 'anchored, 4 or 8 hex digits',
};

/** One job per distinct regex, named by every place it occurs. */
function jobsOf(regexes: CatalogRegex[]): TimingJob[] {
  const byPattern = new Map<string, TimingJob>();
  for (const r of regexes) {
    const key = `${r.flags}/${r.source}`;
    const job = byPattern.get(key);
    if (job) job.where += `, ${r.where}`;
    else byPattern.set(key, { ...r, inputs: regexInputs(r.source, r.flags) });
  }
  return [...byPattern.values()];
}

const catalog = regexCatalog();

describe('the regex catalog', () => {
  it('reads the literals, the composed patterns and the token formats', () => {
    const where = (source: string) => catalog.regexes.filter((r) => r.source === source).map((r) => r.where.replace(/:\d+/g, ''));
    expect(catalog.regexes.length).toBeGreaterThan(300);
    expect(where(String.raw`(?<![\\/])[\\/]+$`)).toEqual(['src/analysis/shell.ts']);
    // A pattern composed of constants and helper calls (`prog('curl|wget')`) is folded.
    expect(catalog.regexes.some((r) => r.where.startsWith('rules/shell-pipe-install.ts') && r.source.includes('(?:curl|wget)'))).toBe(true);
    // A pattern passed to a helper is folded once per call site.
    expect(catalog.regexes.filter((r) => r.where.includes(' via src/hosts/')).length).toBeGreaterThan(5);
    expect(catalog.regexes.filter((r) => r.where.startsWith('rules/token-formats.json#')).length).toBeGreaterThan(60);
    expect(catalog.regexes.some((r) => r.where.startsWith('rules/token-formats.json (prefilter'))).toBe(true);
  });

  it('knows every regex whose pattern is built at run time', () => {
    expect(catalog.unresolved.sort()).toEqual(Object.keys(BUILT_AT_RUN_TIME).sort());
  });
});

describe('regex time budget', () => {
  it('keeps every regex linear on adversarial texts of its own making', async () => {
    const result = await timeRegexes(jobsOf(catalog.regexes), OPTIONS);
    expect(result.failures.map(describeFailure)).toEqual([]);
  }, 120_000);

  it('fails the regexes that were quadratic before', async () => {
    const old: CatalogRegex[] = [
      { where: 'old HEADER_FORM', flags: '', source: String.raw`^\s*(?:(--?(?:header|headers|http-header|H))[= ])?\s*([A-Za-z][A-Za-z0-9_-]*)[ \t]*:(?!\/\/)` },
      { where: 'old programName', flags: '', source: String.raw`[\\/]+$` },
    ];
    const result = await timeRegexes(jobsOf(old), OPTIONS);
    expect(result.failures.map((f) => f.where)).toEqual(old.map((r) => r.where));
    for (const f of result.failures) expect(f.ms).toBeGreaterThan(OPTIONS.budgetMs);
  }, 60_000);

  it('reports a regex that never returns as a hang, naming it', async () => {
    const result = await timeRegexes(jobsOf([{ where: 'exponential', flags: '', source: '^(a+)+$' }]), { ...OPTIONS, timeoutMs: 500 });
    expect(result.failures.map(describeFailure)).toEqual([expect.stringMatching(/^exponential \/\^\(a\+\)\+\$\/: .* still running after 500 ms \(a hang\)$/)]);
  });
});
