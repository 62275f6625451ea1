/**
 * Command line: `mcp-audit [options] [PATH...]` and its subcommands, wired together. Parsing and checking the
 * options is args.ts, the help texts help.ts, the scan and its report scan.ts, `rules` and `review`
 * subcommands.ts; what is left here is which of them runs, and how a failure becomes exit code 2.
 */
import { UsageError } from '../discover/discover.js';
import { parseScanArgs, scanArgs } from './args.js';
import { HELP } from './help.js';
import type { Io } from './io.js';
import { runScan } from './scan.js';
import { runReview, runRules } from './subcommands.js';
import { toolVersion } from './version.js';

export async function main(argv: string[], io: Io): Promise<number> {
  let debug = argv.includes('--debug');
  try {
    if (argv[0] === 'rules') return runRules(argv.slice(1), io);
    if (argv[0] === 'review') return await runReview(argv.slice(1), io);
    const { values, positionals } = parseScanArgs(argv);
    debug = values.debug!;
    if (values.help) {
      io.stdout(HELP + '\n');
      return 0;
    }
    if (values.version) {
      io.stdout(toolVersion() + '\n');
      return 0;
    }
    return await runScan(scanArgs(values, positionals), io);
  } catch (e) {
    return failed(e, debug, io);
  }
}

/** Exit 2 for what was thrown: a usage error as its one line, anything else pointing at --debug (or with its stack). */
function failed(e: unknown, debug: boolean, io: Io): number {
  if (e instanceof UsageError) {
    io.stderr(`mcp-audit: ${e.message}\n`);
    return 2;
  }
  const error = e as NodeJS.ErrnoException;
  // A failing system call (a report that cannot be written, a vanished folder) is the machine's, not a bug.
  const what = error.syscall ? error.message : `internal error: ${error.message}`;
  io.stderr(debug ? `mcp-audit: ${what}\n${error.stack}\n` : `mcp-audit: ${what} (rerun with --debug for details)\n`);
  return 2;
}
