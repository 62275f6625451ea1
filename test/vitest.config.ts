// Vitest's settings. They live in test/, beside the suite's own package (test/package.json), because vitest is
// installed there and not in the root package (whose devDependencies pre-commit installs with every first install of
// the hook): `vitest/config` resolves from this folder. Paths stay relative to the project root.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores, so a 2-core CI machine runs one file at a time. The slow
    // files mostly wait on child processes (pre-commit, npm pack, MCP servers), so a second worker nearly halves the
    // wall time there (2 cores: 292 s with one worker, 172 s with two). Larger machines keep vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
