/**
 * Look-ups with a bound on how many run at once and on how long they all take: a look-up that has not started when
 * the budget is spent does not start, and one still running then is given up on; both answer with `onTimeout`, so
 * the caller reports "could not check", never a result it does not have.
 */
export interface Pool {
  run<T>(task: () => Promise<T>, onTimeout: (reason: string) => T): Promise<T>;
  /** aborted when the budget is spent: requests still running are cancelled, not left to retry in the background */
  signal: AbortSignal;
}

export function createPool(concurrency: number, budgetMs: number, now = Date.now): Pool {
  const deadline = now() + budgetMs;
  const controller = new AbortController();
  const stop = setTimeout(() => controller.abort(), budgetMs);
  stop.unref();
  const spent = `the time budget of ${Math.round(budgetMs / 100) / 10}s for online checks was spent`;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () => new Promise<void>((resolve) => {
    if (running < concurrency) {
      running++;
      resolve();
    } else waiting.push(() => { running++; resolve(); });
  });
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    signal: controller.signal,
    async run(task, onTimeout) {
      await acquire();
      try {
        const left = deadline - now();
        if (left <= 0) return onTimeout(spent);
        let timer: NodeJS.Timeout | undefined;
        const expired = new Promise<ReturnType<typeof onTimeout>>((resolve) => {
          timer = setTimeout(() => resolve(onTimeout(spent)), left);
          timer.unref();
        });
        try {
          return await Promise.race([task(), expired]);
        } finally {
          clearTimeout(timer);
        }
      } finally {
        release();
      }
    },
  };
}
