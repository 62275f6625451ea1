/**
 * Probing one server: start it (stdio) or reach it (`--remote`), negotiate, list, tear down, and say what was seen
 * or what went wrong. Nothing here decides whether a server may be started: the command asks first.
 */
import type { ServerProbe } from '../model/types.js';
import { HttpConnection } from './http.js';
import { describeFailure, discover, initialize, listAll } from './session.js';
import type { Negotiated } from './session.js';
import { ClosedError, StdioConnection } from './stdio.js';
import type { StdioLaunch } from './stdio.js';

function stderrLines(text: string): string {
  const lines = text.split(/\r?\n/).filter((l) => l.trim()).slice(-5).map((l) => (l.length > 200 ? `${l.slice(0, 200)}…` : l));
  return lines.length ? `; last lines of its stderr: ${lines.join(' | ')}` : '';
}

/** A stdio server: one start in the common case; started again once, legacy, if it exits on `server/discover`. */
export async function probeStdio(launch: StdioLaunch, timeoutMs: number): Promise<ServerProbe> {
  const result: ServerProbe = { pollution: [], items: [] };
  let conn = new StdioConnection(launch);
  try {
    await conn.started;
    let negotiated: Negotiated | undefined;
    try {
      negotiated = await discover(conn, timeoutMs);
    } catch (e) {
      if (!(e instanceof ClosedError)) throw e;
      // rmcp-based servers exit on any request before initialize (probe.md §2.1): once more, legacy
      result.pollution.push(...conn.pollution);
      await conn.close();
      conn = new StdioConnection(launch);
      await conn.started;
    }
    negotiated ??= await initialize(conn, timeoutMs);
    Object.assign(result, summary(negotiated));
    result.items = await listAll(conn, negotiated);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    result.failure = code === 'ENOENT' ? `could not start "${launch.command}": command not found` : `${describeFailure(e)}${stderrLines(conn.stderrTail)}`;
  } finally {
    await conn.close();
    result.pollution.push(...conn.pollution);
  }
  return result;
}

export async function probeHttp(url: string, headers: Record<string, string>, timeoutMs: number): Promise<ServerProbe> {
  const result: ServerProbe = { pollution: [], items: [] };
  const conn = new HttpConnection(url, headers);
  try {
    const negotiated = (await discover(conn, timeoutMs)) ?? (await initialize(conn, timeoutMs));
    Object.assign(result, summary(negotiated));
    result.items = await listAll(conn, negotiated);
  } catch (e) {
    result.failure = (e as Error).name === 'TimeoutError' ? `no answer within ${Math.round(timeoutMs / 1000)} s` : describeFailure(e);
  }
  return result;
}

function summary(n: Negotiated): Partial<ServerProbe> {
  return { era: n.era, protocolVersion: n.protocolVersion, ...(n.serverInfo ? { serverInfo: n.serverInfo } : {}), ...(n.instructions !== undefined ? { instructions: n.instructions } : {}) };
}
