/**
 * Times regexes against adversarial texts, in a worker so that the test can stop a regex that never returns
 * (`worker.terminate()` interrupts a running match). Plain JavaScript: the worker loads no TypeScript.
 *
 * Each input is first run at `screenLength` characters. A regex that is at most quadratic and stays under
 * `screenMs` there stays under `budgetMs` at `length` (screenMs = budgetMs × (screenLength / length)²), so only
 * inputs over `screenMs` are run again, at growing lengths up to `length`; one over `budgetMs` at any length (the
 * best of three runs, against a pause of the machine) is a failure.
 *
 * `progress` (an Int32Array on shared memory) holds the regex and the input being run, for the report of a hang.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { jobs, length, screenLength, budgetMs, screenMs, progress } = workerData;
const current = new Int32Array(progress);

function text(input, size) {
  return input.unit.repeat(Math.ceil(size / input.unit.length)) + input.tail;
}

/** One run the way the code uses the regex: every match of a global or sticky one, the first match otherwise. */
function timeRun(re, subject) {
  const start = performance.now();
  if (re.global || re.sticky) {
    re.lastIndex = 0;
    for (let m, n = 0; (m = re.exec(subject)) && n <= subject.length; n++) if (m[0] === '') re.lastIndex++;
  } else {
    re.exec(subject);
  }
  return performance.now() - start;
}

/** The best of up to three runs when over budget (a pause of the machine is not the regex), else undefined. */
function overBudget(re, subject) {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    best = Math.min(best, timeRun(re, subject));
    if (best <= budgetMs) return undefined;
  }
  return best;
}

/** The first input on which `job`'s regex goes over budget, or undefined. */
function firstFailure(job, j) {
  const re = new RegExp(job.source, job.flags);
  for (const [i, input] of job.inputs.entries()) {
    Atomics.store(current, 0, j);
    Atomics.store(current, 1, i);
    runs++;
    for (let size = screenLength; ; size = Math.min(size * 2, length)) {
      const subject = text(input, size);
      const first = timeRun(re, subject);
      // At most quadratic: under budget × (size / length)² here is under budget at full length.
      if (first <= budgetMs * (size / length) ** 2) break;
      const ms = overBudget(re, subject);
      if (ms !== undefined) return { where: job.where, source: job.source, flags: job.flags, unit: input.unit, tail: input.tail, size: subject.length, ms: Math.round(ms) };
      if (size === length) {
        if (first > slowest.ms) slowest = { where: job.where, ms: Math.round(first) };
        break;
      }
    }
  }
  return undefined;
}

let runs = 0;
/** the slowest full-length run that passed, for the record */
let slowest = { where: '', ms: 0 };
const failures = jobs.map(firstFailure).filter(Boolean);
parentPort.postMessage({ failures, runs, slowest });
