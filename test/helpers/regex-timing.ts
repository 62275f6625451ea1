/**
 * Runs regexes against their adversarial inputs in a worker (test/helpers/regex-timing-worker.mjs) and reports the
 * ones over budget; a regex still running after `timeoutMs` is reported as a hang, naming it and its input.
 */
import { Worker } from 'node:worker_threads';
import type { AdversarialInput } from './regex-inputs.js';

export interface TimingJob {
  where: string;
  source: string;
  flags: string;
  inputs: AdversarialInput[];
}

export interface TimingFailure {
  where: string;
  source: string;
  flags: string;
  unit: string;
  tail: string;
  /** characters of the text it failed on, and the time it took */
  size: number;
  ms: number;
}

export interface TimingOptions {
  /** characters of the full-size texts */
  length: number;
  /** characters of the first, cheap run of each input */
  screenLength: number;
  /** most milliseconds one regex may take on one full-size text */
  budgetMs: number;
  /** most milliseconds for the whole set */
  timeoutMs: number;
}

export interface TimingResult {
  failures: TimingFailure[];
  /** inputs run (-1 after a hang) */
  runs: number;
  /** the slowest full-length run that passed */
  slowest?: { where: string; ms: number };
}

export async function timeRegexes(jobs: TimingJob[], options: TimingOptions): Promise<TimingResult> {
  const progress = new SharedArrayBuffer(8);
  const screenMs = options.budgetMs * (options.screenLength / options.length) ** 2;
  const worker = new Worker(new URL('./regex-timing-worker.mjs', import.meta.url), {
    workerData: { jobs, length: options.length, screenLength: options.screenLength, budgetMs: options.budgetMs, screenMs, progress },
  });
  try {
    return await new Promise<TimingResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        const [j, i] = new Int32Array(progress);
        const job = jobs[j!]!;
        const input = job.inputs[i!]!;
        resolve({ runs: -1, failures: [{ where: job.where, source: job.source, flags: job.flags, unit: input.unit, tail: input.tail, size: -1, ms: options.timeoutMs }] });
      }, options.timeoutMs);
      worker.once('message', (result: TimingResult) => {
        clearTimeout(timer);
        resolve(result);
      });
      worker.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
  } finally {
    await worker.terminate();
  }
}

/** One line per failure: where the regex is, the input (shortened) and the time. */
export function describeFailure(f: TimingFailure): string {
  const unit = JSON.stringify(f.unit.length > 40 ? `${f.unit.slice(0, 40)}…` : f.unit);
  const took = f.size < 0 ? `still running after ${f.ms} ms (a hang)` : `${f.ms} ms on ${f.size} characters`;
  return `${f.where} /${f.source.length > 100 ? `${f.source.slice(0, 100)}…` : f.source}/${f.flags}: ${unit} repeated + ${JSON.stringify(f.tail)}: ${took}`;
}
