/** Runs the built CLI (the bundle in dist/bin, made by `npm test`'s build step) as a user would: a real process. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../dist/bin/mcp-audit.js', import.meta.url));

export function runCli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the CLI's `main` in this process (no build needed), with an empty environment and the output collected. */
export async function runMain(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { main } = await import('../../src/cli/cli.js');
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, env: {}, stdoutIsTty: false, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  return { code, stdout, stderr };
}
