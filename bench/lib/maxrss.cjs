// Preloaded (`node --require`) into measured Node processes when GNU time is not available: at exit, writes the
// process's peak RSS (KiB) and CPU seconds in GNU time's "%M %U %S" layout to $BENCH_RUSAGE_FILE.
'use strict';
const file = process.env.BENCH_RUSAGE_FILE;
if (file) {
  // Children of the measured process (if it spawns any) must not overwrite the figure.
  delete process.env.BENCH_RUSAGE_FILE;
  process.on('exit', () => {
    const u = process.resourceUsage();
    require('node:fs').writeFileSync(file, `${u.maxRSS} ${u.userCPUTime / 1e6} ${u.systemCPUTime / 1e6}\n`);
  });
}
