import { createRequire } from 'node:module';
import { main } from './cli.js';
import { isTerminal, writeAll } from './stdio.js';

/**
 * y/N on the terminal, default No (`mcp-audit probe`). readline through `require`, not `import()`: the launcher
 * runs the bundle with a code cache, which loses the dynamic-import hook on Node 20 (src/model/lazy.ts).
 */
async function confirm(question: string): Promise<boolean | undefined> {
  // Only `mcp-audit probe` asks: process.stdin is not touched before then (building its stream costs 2 ms a run).
  if (!process.stdin.isTTY || !process.stderr.isTTY) return undefined;
  const { createInterface } = createRequire(import.meta.url)('node:readline/promises') as typeof import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

let cwd: string;
try {
  cwd = process.cwd();
} catch {
  writeAll(2, 'mcp-audit: the current directory no longer exists\n');
  process.exit(2);
}

main(process.argv.slice(2), {
  cwd,
  env: process.env,
  stdout: (text) => writeAll(1, text),
  stderr: (text) => writeAll(2, text),
  stdoutIsTty: isTerminal(1),
  confirm,
}).then((code) => {
  process.exitCode = code;
});
