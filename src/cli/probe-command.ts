/**
 * `mcp-audit probe [PATH...]`: discovers servers as a scan does, shows what it is about to start or contact,
 * starts them only with --yes or a yes on the terminal, records what they serve in `.mcp-audit-tools.json`, then
 * reports like a scan (every --format, the same exit codes): the lockfile rules over what is recorded, plus
 * `tool-drift`, `stdout-pollution` and servers that could not be probed. The probing itself (src/probe) is loaded
 * only here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hardcodedSecret } from '../../rules/hardcoded-secret.js';
import { UsageError } from '../discover/discover.js';
import { scan } from '../engine/engine.js';
import { printable } from '../model/printable.js';
import { parseScanArgs, scanArgs } from './args.js';
import { PROBE_HELP } from './help.js';
import type { Io } from './io.js';
import { planScan, runScan } from './scan.js';

interface ProbeFlags { yes: boolean; remote: boolean; check: boolean; update: boolean; timeoutMs: number }

/** The probe's own flags taken out of argv; the rest are the scan's. */
function probeFlags(argv: string[]): { flags: ProbeFlags; rest: string[] } {
  const flags: ProbeFlags = { yes: false, remote: false, check: false, update: false, timeoutMs: 30_000 };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === '--yes' || arg === '-y') flags.yes = true;
    else if (arg === '--remote') flags.remote = true;
    else if (arg === '--check') flags.check = true;
    else if (arg === '--update') flags.update = true;
    else if (arg === '--timeout' || arg.startsWith('--timeout=')) {
      const value = arg === '--timeout' ? argv[++i] : arg.slice('--timeout='.length);
      const seconds = Number(value);
      if (value === undefined || !/^\d+(\.\d+)?$/.test(value) || seconds <= 0 || seconds > 3600) {
        throw new UsageError(`--timeout takes a number of seconds between 0 and 3600, not ${value === undefined ? 'nothing' : `"${value}"`}`);
      }
      flags.timeoutMs = Math.round(seconds * 1000);
    } else rest.push(arg);
  }
  if (flags.check && flags.update) throw new UsageError('--check and --update exclude each other: --check compares and writes nothing, --update rewrites');
  return { flags, rest };
}

export async function runProbeCommand(argv: string[], io: Io): Promise<number> {
  const { flags, rest } = probeFlags(argv);
  const { values, positionals } = parseScanArgs(rest);
  if (values.help) {
    io.stdout(PROBE_HELP + '\n');
    return 0;
  }
  const args = scanArgs(values, positionals);
  if (args.fix || args.fixDryRun || args.writeBaseline || args.printConfig || args.stdinFilename) {
    throw new UsageError('probe takes no --fix, --fix-dry-run, --write-baseline, --print-config or stdin', 'Run "mcp-audit probe --help" for the options.');
  }
  // the secret rule runs so that the plan shown masks a token written into a command line, as a report would
  // discovery as the scan's: its settings' ignore globs, --user, .gitignore (a server in an ignored file is not started)
  const plan = await planScan(args, io);
  if (typeof plan === 'number') return plan;
  const found = scan({ ...plan.scanOptions, rules: [hardcodedSecret], codeFrames: false });
  const { planProbe, runProbe, writeLocks } = await import('../probe/run.js');
  const { TOOLS_LOCK_NAME } = await import('../toolslock/lock.js');
  const planned = planProbe(found.configs, { cwd: io.cwd, env: io.env, roots: found.roots, remote: flags.remote });
  for (const p of planned) p.shown = found.redaction.mask(p.shown, p.config.source.path);
  const toRun = planned.filter((p) => !p.skip);
  if (flags.check && toRun.length && !planned.some((p) => existsSync(join(p.lockDir, TOOLS_LOCK_NAME)))) {
    throw new UsageError(`--check: there is no ${TOOLS_LOCK_NAME} to compare with`, 'Run "mcp-audit probe", review what it recorded and commit the file.');
  }
  io.stderr(planned.length ? 'mcp-audit probe will start or contact, with your user\'s rights:\n' : 'mcp-audit probe: no servers found\n');
  for (const p of planned) {
    io.stderr(`  ${printable(p.key)} "${printable(p.server.name)}": ${printable(p.shown)}${p.skip ? `  [skipped: ${printable(p.skip)}]` : ''}\n`);
  }
  if (toRun.length && !flags.yes) {
    const question = `Start ${toRun.length === 1 ? 'this server' : `these ${toRun.length} servers`}? [y/N] `;
    const answer = io.confirm ? await io.confirm(question) : undefined;
    if (answer === undefined) {
      throw new UsageError('probe starts the servers above and runs them with your rights; pass --yes to allow it (in CI, better inside a container)');
    }
    if (!answer) {
      io.stderr('mcp-audit probe: nothing started\n');
      return 2;
    }
  }
  const seen = await runProbe(planned, flags.timeoutMs, (line) => io.stderr(`${printable(line)}\n`));
  if (!flags.check) {
    const { written, problems } = writeLocks(planned, seen, flags.update, io.cwd);
    for (const problem of problems) io.stderr(`mcp-audit: ${printable(problem)}\n`);
    for (const file of written) io.stderr(`wrote ${printable(file)}\n`);
    if (problems.length) return 2;
  }
  return runScan(args, io, { probe: { servers: seen, check: flags.check } });
}
