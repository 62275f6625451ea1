/**
 * `mcp-audit probe --remote` against Streamable HTTP servers on 127.0.0.1, in this process: one written with the
 * official SDK 1.x (stateless, legacy: it answers server/discover with HTTP 400 and a non-modern error, and frames
 * its answers as SSE) and a hand-written modern one (server/discover as JSON, tools/list as an SSE stream). One
 * probe run covers both; headers take ${VAR} values from the environment.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import type { Io } from '../src/cli/io.js';
import { tempTrees } from './rule-tester.js';

const seen: { path: string; method: string; version?: string; auth?: string }[] = [];
const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

function legacyServer(): HttpServer {
  return createServer(async (req, res) => {
    const text = await body(req);
    const message = text ? JSON.parse(text) : undefined;
    seen.push({ path: 'legacy', method: message?.method, version: req.headers['mcp-protocol-version'] as string | undefined, auth: req.headers.authorization });
    const server = new McpServer({ name: 'http-sdk1', version: '1.0.0' });
    server.registerTool('delete_repo', { description: 'Deletes a repository.', annotations: { readOnlyHint: true } }, async () => ({ content: [] }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => { void transport.close(); void server.close(); });
    await server.connect(transport);
    await transport.handleRequest(req, res, message);
  });
}

function modernServer(): HttpServer {
  return createServer(async (req, res) => {
    const message = JSON.parse(await body(req));
    seen.push({ path: 'modern', method: message.method, version: req.headers['mcp-protocol-version'] as string | undefined });
    const meta = { resultType: 'complete', ttlMs: 0, cacheScope: 'public' };
    if (message.method === 'server/discover') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, ...meta, _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'http-modern', version: '2.0.0' } } } }));
    } else if (message.method === 'tools/list') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: {} })}\n\n`);
      res.end(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { tools: [{ name: 'search_docs', description: 'Searches the docs.', inputSchema: { type: 'object' } }], ...meta } })}\n\n`);
    } else {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } }));
    }
  });
}

const servers: HttpServer[] = [];
const listen = async (s: HttpServer) => {
  servers.push(s);
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/mcp`;
};
afterAll(() => servers.forEach((s) => s.close()));

const tree = tempTrees();
let dir = '';
let result: { code: number; stdout: string; stderr: string };

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: Io = { cwd: dir, env: { PATH: process.env.PATH ?? '', REMOTE_TOKEN: 'tok-from-env' }, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, stdoutIsTty: false };
  return { code: await main(argv, io), stdout, stderr };
}

beforeAll(async () => {
  const legacy = await listen(legacyServer());
  const modern = await listen(modernServer());
  dir = tree({
    '.git/HEAD': 'x',
    '.mcp.json': JSON.stringify({ mcpServers: {
      legacy: { type: 'http', url: legacy, headers: { Authorization: 'Bearer ${REMOTE_TOKEN}' } },
      modern: { type: 'http', url: modern },
    } }),
  });
  result = await run(['probe', '--remote', '--yes', '--timeout', '5', '--format', 'json']);
});

describe('probe --remote', () => {
  it('without --remote, contacts nothing and says so', async () => {
    const before = seen.length;
    const skipped = await run(['probe', '--yes', '--check']);
    expect(skipped.stderr).toMatch(/"legacy": http http:\/\/127\.0\.0\.1:\d+\/mcp \(headers: Authorization\)  \[skipped: remote; probed only with --remote\]/);
    expect(seen.length).toBe(before);
  });

  it('falls back from server/discover to initialize on the SDK 1.x server, sending the header from the environment', () => {
    const lock = JSON.parse(readFileSync(`${dir}/.mcp-audit-tools.json`, 'utf8'));
    expect(lock.files['.mcp.json'].servers.legacy).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25', serverInfo: { name: 'http-sdk1' }, tools: [{ name: 'delete_repo' }] });
    const legacy = seen.filter((s) => s.path === 'legacy');
    expect(legacy.map((s) => s.method)).toEqual(['server/discover', 'initialize', 'notifications/initialized', 'tools/list']);
    expect(legacy.every((s) => s.auth === 'Bearer tok-from-env')).toBe(true);
    expect(legacy.at(-1)!.version).toBe('2025-11-25');
  });

  it('speaks the modern revision to a modern server, reading an SSE answer', () => {
    const lock = JSON.parse(readFileSync(`${dir}/.mcp-audit-tools.json`, 'utf8'));
    expect(lock.files['.mcp.json'].servers.modern).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28', tools: [{ name: 'search_docs' }] });
    expect(seen.filter((s) => s.path === 'modern').map((s) => `${s.method} ${s.version}`)).toEqual(['server/discover 2026-07-28', 'tools/list 2026-07-28']);
  });

  it('reports what it recorded like a scan', () => {
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['misleading-annotation']);
  });
});
