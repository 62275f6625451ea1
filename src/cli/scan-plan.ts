/**
 * What a scan runs with, from the options and mcp-audit's own files: the settings file (found, or named, or none),
 * the rules it leaves, the baseline, the file read from stdin, and the folder fingerprints and baseline entries name
 * files relative to. Apart from scan.ts, which runs the steps, so that each reads as one thing.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { hostFor, UsageError } from '../discover/discover.js';
import { readAtBase } from '../discover/git-base.js';
import type { BaseRevision } from '../discover/git-base.js';
import { repositoryRoot } from '../discover/gitignore.js';
import { readOwnFile } from '../discover/own-files.js';
import { displayPath, isDirectory, isInside, slashed } from '../discover/paths.js';
import { decodeText, MAX_CONFIG_BYTES } from '../discover/read.js';
import type { Candidate } from '../discover/discover.js';
import { MAX_BASELINE_BYTES, parseBaseline } from '../engine/filter.js';
import type { Baseline } from '../engine/filter.js';
import { applyRuleSettings, loadSettings } from '../engine/settings.js';
import type { LoadedSettings } from '../engine/settings.js';
import { printable } from '../model/printable.js';
import type { Finding, Rule } from '../model/types.js';
import type { ScanArgs } from './args.js';
import type { Io } from './io.js';

/**
 * The folder fingerprints and baseline entries name files relative to: the repository's top (so a baseline matches
 * from any folder of the repository), else the baseline's own folder, else the current directory (undefined).
 */
export function fingerprintRoot(args: ScanArgs, roots: string[], cwd: string): string | undefined {
  const repo = repositoryRoot(roots[0] ?? cwd);
  if (repo !== undefined) return repo;
  const baseline = args.baseline ?? args.writeBaseline;
  return baseline === undefined ? undefined : dirname(resolve(cwd, baseline));
}

/** How a baseline entry names a finding's file: as its fingerprint does. */
export function baselineFile(root: string | undefined, cwd: string): (f: Finding) => string {
  return (f) => {
    if (root === undefined || f.file.startsWith('~/')) return f.file;
    const abs = resolve(cwd, f.file);
    return isInside(abs, root) ? slashed(relative(root, abs)) : f.file;
  };
}

/** The settings file, or none with --no-config; one given with --config is named in errors as it was given. */
export async function settingsAsGiven(args: ScanArgs, roots: string[], cwd: string, base: BaseRevision | undefined): Promise<LoadedSettings | undefined> {
  if (args.noConfig) return undefined;
  const config = args.config;
  try {
    return await loadSettings(config, roots, cwd, base);
  } catch (e) {
    if (!(e instanceof UsageError) || config === undefined) throw e;
    const display = relative(cwd, resolve(cwd, config)).split(sep).join('/') || resolve(cwd, config);
    // settings.ts names the file relative to the cwd (`../../etc/x.json` for `/etc/x.json`); the user typed `config`
    const message = e.message.replace(`settings file ${display}`, `settings file ${config}`);
    // a file that cannot be read at all: say which flag, in words
    const unreadable = `cannot read settings file ${config}: `;
    throw new UsageError(message.startsWith(unreadable) ? flagged('--config', config, resolve(cwd, config), message.slice(unreadable.length)) : message, e.hint, e.frame);
  }
}

/** The rules that run: the command line's selection, less what the settings turn off (but never what --rule named). */
export function rulesToRun(args: ScanArgs, loaded: LoadedSettings | undefined) {
  const applied = applyRuleSettings(args.selected, loaded?.settings, args.forced);
  if (!applied.rules.length) throw new UsageError(`no rule left to run: settings file ${args.config ?? loaded!.display} turns off every rule selected`);
  return applied;
}

/** `--print-config`: the settings in force, where they came from, and each rule's level as this run would use it. */
export function printConfig(args: ScanArgs, loaded: LoadedSettings | undefined, rules: Rule[], levels: Record<string, { level?: string }>, io: Io): number {
  const running = new Set(rules.map((r) => r.meta.id));
  const effective = Object.fromEntries(args.selected.concat(rules.filter((r) => !args.selected.includes(r))).map((r) => [
    r.meta.id, running.has(r.meta.id) ? levels[r.meta.id]?.level ?? r.meta.level : 'off',
  ]));
  const out = {
    file: args.noConfig ? null : loaded?.display ?? null,
    ...(args.noConfig ? { note: '--no-config: no settings file is read' } : {}),
    settings: loaded?.settings ?? {},
    rules: effective,
  };
  const text = JSON.stringify(out, null, 2) + '\n';
  io.stdout(loaded ? loaded.mask(text) : text);
  return 0;
}

/**
 * `--baseline FILE`: named by the user, so it may be anywhere, but it is read as safely as a config. With
 * `--config-from-base`, as that commit has it: one the base does not have hides nothing (a pull request cannot
 * baseline its own findings).
 */
export function readBaseline(path: string, display: string, io: Io, base: BaseRevision | undefined): Baseline {
  const read = base ? readAtBase(base, path, MAX_BASELINE_BYTES) : readOwnFile(path, MAX_BASELINE_BYTES);
  if (base && !read.ok && (read as { missing?: boolean }).missing) {
    io.stderr(`mcp-audit: baseline ${printable(display)} is not in ${printable(base.ref)}: no finding is hidden by a baseline.\n`);
    return { fingerprints: new Set(), files: new Map(), staleSecrets: 0 };
  }
  if (!read.ok) throw new UsageError(base ? `cannot read baseline ${display}: ${read.message}` : flagged('--baseline', display, path, read.message));
  const parsed = parseBaseline(read.text);
  if (typeof parsed === 'string') throw new UsageError(`baseline ${display} is ${parsed}`);
  if (parsed.staleSecrets) {
    io.stderr(`mcp-audit: note: baseline ${printable(display)} is a version 1 baseline, whose fingerprints of hardcoded-secret findings hashed the secret itself; its ${parsed.staleSecrets} hardcoded-secret entr${parsed.staleSecrets === 1 ? 'y' : 'ies'} cannot match: review those findings and record the baseline again with --write-baseline\n`);
  }
  return parsed;
}

/** A file named by a flag that cannot be read: the flag, the path as given, why (a folder said so, not "not a regular file"). */
function flagged(flag: string, given: string, path: string, why: string): string {
  return `${flag} ${given}: ${isDirectory(path) ? 'is a folder, not a file' : why}`;
}

/** `-` with `--stdin-filename PATH`: the config read from stdin, parsed as the host PATH names would parse it. */
export function stdinCandidate(args: ScanArgs, io: Io): Candidate | undefined {
  if (args.stdinFilename === undefined) return undefined;
  const name = args.stdinFilename;
  const path = resolve(io.cwd, name);
  const host = hostFor(slashed(path));
  if (!host) {
    throw new UsageError(`--stdin-filename ${name} is not a config file mcp-audit knows (configs are recognised by name and folder, e.g. .mcp.json, .vscode/mcp.json, .codex/config.toml)`);
  }
  const bytes = (io.readStdin ?? (() => readFileSync(0)))();
  if (bytes.length > MAX_CONFIG_BYTES) throw new UsageError(`- (stdin): more than ${MAX_CONFIG_BYTES} bytes; not a config file`);
  const decoded = decodeText(bytes);
  if (!decoded.ok) throw new UsageError(`- (stdin): ${decoded.message}`);
  const shown = displayPath(path, io.cwd);
  return { path, display: shown.startsWith('../') || isAbsolute(shown) ? slashed(path) : shown, host, text: decoded.text };
}
