/**
 * The configured servers of a config file paired with their entries in the tools lockfile, and how a report about a
 * recorded definition is shaped: it points into the lockfile (the recorded text), with a related location at the
 * server's entry in the config, so a code-scanning alert shows both what the model reads and who serves it.
 */
import type { ConfigFile, LockedServer, Path, Report, RuleContext, Server, Span } from '../model/types.js';
import { launchFingerprint } from './canonical-json.js';

export interface PairedServer {
  server: Server;
  locked: LockedServer | undefined;
  /** the entry was recorded for another launch (command, args, url, env or header names changed since) */
  launchChanged: boolean;
}

export function pairedServers(file: ConfigFile, context: RuleContext): PairedServer[] {
  const lock = context.toolsLock;
  if (!lock) return [];
  const entries = new Map(lock.lock.servers.filter((s) => s.file === lock.file).map((s) => [s.server, s]));
  return file.servers.map((server) => {
    const locked = entries.get(server.name);
    return { server, locked, launchChanged: locked !== undefined && locked.launch !== launchFingerprint(server) };
  });
}

/** Locked entries of this config whose launch still matches: what the lockfile rules may trust to describe it. */
export function currentEntries(file: ConfigFile, context: RuleContext): { server: Server; locked: LockedServer }[] {
  return pairedServers(file, context).filter((p): p is PairedServer & { locked: LockedServer } => p.locked !== undefined && !p.launchChanged);
}

/** A report at `span` of the lockfile, related to the server in `file`. */
export function lockReport(
  file: ConfigFile, context: RuleContext, server: Server, at: { span: Span; path: Path }, message: string, extra: Partial<Report> = {},
): Report {
  return {
    message, span: at.span, path: at.path, source: context.toolsLock!.lock.source,
    related: [{ source: file.source, span: server.nameSpan, message: `server "${server.name}" is configured here` }],
    ...extra,
  };
}

/** A text quoted in a message: one line, at most `max` characters. */
export function quoted(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(line.length > max ? `${line.slice(0, max)}…` : line);
}
