/**
 * A Streamable HTTP connection for `probe --remote`: one POST per JSON-RPC message, the answer as JSON or as an SSE
 * stream scoped to the request (spec 2026-07-28 basic/transports/streamable-http.mdx; 2025-11-25 transports.mdx).
 * Modern requests carry `MCP-Protocol-Version` and `Mcp-Method`; a legacy session's `Mcp-Session-Id` is sent back.
 * No redirect is followed (a probe talks to the URL the config names) and no authorization flow is started.
 */
import { RpcError } from './stdio.js';
import type { Transport } from './stdio.js';

const MAX_BODY = 16 * 1024 * 1024;

export class HttpConnection implements Transport {
  private nextId = 1;
  private session: string | undefined;
  /** the version the session speaks, once known (sent as MCP-Protocol-Version) */
  version: string | undefined;

  constructor(private readonly url: string, private readonly headers: Record<string, string>) {}

  private async post(message: Record<string, unknown>, timeoutMs: number): Promise<Response> {
    const method = String(message.method);
    const meta = (message.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
    const modernVersion = meta?.['io.modelcontextprotocol/protocolVersion'];
    const headers: Record<string, string> = {
      ...this.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream',
      ...(typeof modernVersion === 'string' ? { 'mcp-protocol-version': modernVersion, 'mcp-method': method } : {}),
      ...(modernVersion === undefined && this.version && method !== 'initialize' ? { 'mcp-protocol-version': this.version } : {}),
      ...(this.session ? { 'mcp-session-id': this.session } : {}),
    };
    return fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message), redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  }

  async request(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const response = await this.post({ jsonrpc: '2.0', id, method, params }, timeoutMs);
    const session = response.headers.get('mcp-session-id');
    if (session) this.session = session;
    const text = await response.text();
    if (text.length > MAX_BODY) throw new Error(`${method}: answer over ${MAX_BODY} bytes`);
    if (response.status === 401 || response.status === 403) throw new Error(`the server needs authorization (HTTP ${response.status}); the probe starts no sign-in`);
    const message = findMessage(text, response.headers.get('content-type') ?? '', id);
    const error = message?.error as { code?: unknown; message?: unknown; data?: unknown } | undefined;
    if (error) throw new RpcError(Number(error.code), String(error.message ?? ''), error.data);
    if (!response.ok || !message) throw new Error(`${method}: HTTP ${response.status}${message ? '' : ' without a JSON-RPC answer'}`);
    const result = message.result;
    if (method === 'initialize' && isObject(result) && typeof result.protocolVersion === 'string') this.version = result.protocolVersion;
    return isObject(result) ? result : {};
  }

  notify(method: string): void {
    this.post({ jsonrpc: '2.0', method }, 10_000).then((r) => r.body?.cancel(), () => {});
  }

  async close(): Promise<void> {}
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer with `id` in a JSON body or an SSE stream (`data:` lines, events separated by blank lines). */
function findMessage(text: string, contentType: string, id: number): Record<string, unknown> | undefined {
  const candidates: string[] = [];
  if (contentType.includes('text/event-stream')) {
    for (const event of text.split(/\r?\n\r?\n/)) {
      const data = event.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).replace(/^ /, '')).join('\n');
      if (data) candidates.push(data);
    }
  } else candidates.push(text);
  for (const c of candidates) {
    try {
      const m: unknown = JSON.parse(c);
      if (isObject(m) && (m.id === id || (m.id === null && m.error))) return m;
    } catch {
      // not JSON: not the answer
    }
  }
  return undefined;
}
