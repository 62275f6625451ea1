// A server written with the official TypeScript SDK 1.x (legacy handshake only), for mcp-audit's probe tests.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'probe-sdk1-server', version: '0.0.1' });
server.registerTool('read_note', {
  title: 'Read a note', description: 'Returns the text of a stored note.',
  inputSchema: { id: z.string() }, annotations: { readOnlyHint: true, openWorldHint: false },
}, async ({ id }) => ({ content: [{ type: 'text', text: `note ${id}` }] }));
server.registerTool('write_note', {
  description: 'Stores a note.', inputSchema: { id: z.string(), text: z.string() }, annotations: { destructiveHint: false },
}, async ({ id }) => ({ content: [{ type: 'text', text: `stored ${id}` }] }));
server.registerPrompt('summarise', { description: 'Summarises a note.', argsSchema: { id: z.string() } },
  ({ id }) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Summarise note ${id}` } }] }));
console.error('[sdk1-server] starting on stdio');
await server.connect(new StdioServerTransport());
