/**
 * Command line: `mcp-audit [options] [PATH...]` and its subcommands, wired together. Parsing and checking the
 * options is args.ts, the help texts help.ts, the scan and its report scan.ts, `rules` and `review`
 * subcommands.ts; what is left here is which of them runs, and how a failure becomes exit code 2.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../discover/discover.js';
import { closest } from '../model/did-you-mean.js';
import { printable, printableLines, printableTrace } from '../model/printable.js';
import { parseScanArgs, scanArgs } from './args.js';
import { HELP, LSP_HELP } from './help.js';
import type { Io } from './io.js';
import { runScan } from './scan.js';
import { runReview, runRules } from './subcommands.js';
import { toolVersion } from './version.js';

export async function main(argv: string[], given: Io): Promise<number> {
  // Nothing on stderr is meant to drive the terminal: a call site that forgot printable() still cannot send a control.
  const io: Io = { ...given, stderr: (text) => given.stderr(printableLines(text)) };
  let debug = argv.includes('--debug');
  try {
    if (argv[0] === 'rules') return runRules(argv.slice(1), io);
    if (argv[0] === 'review') return await runReview(argv.slice(1), io);
    if (argv[0] === 'lsp') return await runLspCommand(argv.slice(1), io);
    if (argv[0] === 'inventory') return await (await import('./inventory.js')).runInventory(argv.slice(1), io);
    if (argv[0] === 'probe') return await (await import('./probe-command.js')).runProbeCommand(argv.slice(1), io);
    // `mcp-audit help rules` is `mcp-audit rules --help`
    if (argv[0] === 'help' && (argv[1] === 'rules' || argv[1] === 'review' || argv[1] === 'inventory' || argv[1] === 'lsp' || argv[1] === 'probe')) return await main([argv[1], '--help'], given);
    const { values, positionals } = parseScanArgs(argv[0] === 'help' ? argv.slice(1) : argv);
    debug = values.debug!;
    if (values.help || argv[0] === 'help') {
      io.stdout(HELP + '\n');
      return 0;
    }
    if (values.version) {
      io.stdout(toolVersion() + '\n');
      return 0;
    }
    checkCommandTypo(positionals[0], io.cwd);
    return await runScan(scanArgs(values, positionals), io);
  } catch (e) {
    return failed(e, debug, io);
  }
}

/** `mcp-audit lsp`: the language server, loaded only now (it and its libraries are no part of a scan). */
async function runLspCommand(argv: string[], io: Io): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(LSP_HELP + '\n');
    return 0;
  }
  const { runLsp } = await import('../lsp/server.js');
  return runLsp(argv, io.env, io.stderr);
}

/** `mcp-audit reveiw`: not a path, but nearly a command; said before discovery calls it a missing folder. */
function checkCommandTypo(first: string | undefined, cwd: string): void {
  if (first === undefined || first === '-' || existsSync(resolve(cwd, first))) return;
  const command = closest(first, ['review', 'rules', 'inventory', 'lsp', 'probe', 'help']);
  if (command) throw new UsageError(`no such file or directory: ${first}; did you mean the command "mcp-audit ${command}"?`);
}

/**
 * Exit 2 for what was thrown: a usage error as its one line (and its hint), anything else pointing at --debug (or
 * with its stack). Messages echo argv, settings keys and paths, so they are escaped into one line each.
 */
function failed(e: unknown, debug: boolean, io: Io): number {
  if (e instanceof UsageError) {
    io.stderr(`mcp-audit: ${printable(e.message)}\n${e.frame ? `${printableLines(e.frame)}\n` : ''}${e.hint ? `${printable(e.hint)}\n` : ''}`);
    return 2;
  }
  const error = e as NodeJS.ErrnoException;
  // A failing system call (a report that cannot be written, a vanished folder) is the machine's, not a bug.
  const what = error.syscall ? error.message : `internal error: ${error.message}`;
  const stack = error.stack ?? '';
  const frames = stack.indexOf('\n    at ');
  io.stderr(debug ? `mcp-audit: ${printableTrace(what + (frames < 0 ? '' : stack.slice(frames)), true)}\n` : `mcp-audit: ${printable(what)} (rerun with --debug for details)\n`);
  return 2;
}
