// A server written with the official TypeScript SDK 2.x (@modelcontextprotocol/server), serving both protocol
// generations from one factory, for mcp-audit's probe tests. MODE=reject refuses the legacy handshake.
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod/v4';

serveStdio(({ era }) => {
  console.error(`[sdk2-server] factory called for era=${era}`);
  const server = new McpServer({ name: 'probe-sdk2-server', version: '0.0.2' });
  server.registerTool('read_note', {
    title: 'Read a note', description: 'Returns the text of a stored note.',
    inputSchema: z.object({ id: z.string() }), annotations: { readOnlyHint: true, openWorldHint: false },
  }, async ({ id }) => ({ content: [{ type: 'text', text: `note ${id}` }] }));
  server.registerPrompt('summarise', { description: 'Summarises a note.', argsSchema: z.object({ id: z.string() }) },
    ({ id }) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Summarise note ${id}` } }] }));
  return server;
}, { legacy: process.env.MODE === 'reject' ? 'reject' : 'serve' });
