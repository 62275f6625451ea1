import { createRequire } from 'node:module';
import { main } from './cli.js';

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

// A reader that stops early (`mcp-audit | head`) closes the pipe: that ends the output, it is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

let cwd: string;
try {
  cwd = process.cwd();
} catch {
  process.stderr.write('mcp-audit: the current directory no longer exists\n');
  process.exit(2);
}

main(process.argv.slice(2), {
  cwd,
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdoutIsTty: process.stdout.isTTY === true,
  confirm,
}).then((code) => {
  process.exitCode = code;
});
