/**
 * hardcoded-secret: the default of a `${VAR:-default}` is a value the host uses (issue 15 §2). A secret written as a
 * default is found in every slot, whatever the reference's closing `}` does to the text around it; a default that is
 * itself a placeholder or a reference is not a secret.
 */
import { describe, expect, it } from 'vitest';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { scanTree } from './rule-tester.js';
import { picker, seededRandom } from './helpers/random.js';

const pick = picker(seededRandom(1515));
// Synthetic keys, built at run time: the right shape, random content.
const KEY = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 32);
const GHP = `ghp_${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 36)}`;

type Slot = { url: string } | { args: string[] } | { env: Record<string, string> } | { headers: Record<string, string> };

/** One Claude Code server holding `slot`, as `.mcp.json` text. */
function mcpJson(slot: Slot): string {
  const server = 'url' in slot || 'headers' in slot ? { type: 'http', url: 'https://mcp.example.com/mcp', ...slot } : { command: 'node', args: ['server.js'], ...slot };
  return JSON.stringify({ mcpServers: { svc: server } }, null, 2);
}

function secretsIn(files: Record<string, string>): { text: string; message: string; location: string }[] {
  const result = scanTree(files, [hardcodedSecret]);
  expect(result.internalErrors).toEqual([]);
  return result.findings.map((f) => ({ text: files[f.file]!.slice(f.span.start, f.span.end), message: f.message, location: f.location }));
}

const fires: [string, Slot, string][] = [
  ['the issue: a key in the query of a default URL', { url: `\${MCP_URL:-https://mcp.example.com/mcp?api_key=${KEY}}` }, KEY],
  ['a password in a default URL', { url: `\${MCP_URL:-https://svc:${KEY}@mcp.example.com/mcp}` }, KEY],
  ['a token format in a default URL\'s path', { url: `\${MCP_URL:-https://mcp.example.com/${GHP}/mcp}` }, GHP],
  ['a default after --api-key', { args: ['--api-key', `\${API_KEY:-${KEY}}`] }, KEY],
  ['a default holding --token=…', { args: [`\${TOKEN_ARG:---token=${KEY}}`] }, KEY],
  ['a default holding a header argument', { args: ['--header', `\${AUTH_HEADER:-Authorization: Bearer ${KEY}}`] }, KEY],
  ['a default of a secret-named env var', { env: { API_TOKEN: `\${API_TOKEN:-${KEY}}` } }, KEY],
  ['a default URL in an env var of any name', { env: { ENDPOINT: `\${ENDPOINT:-https://mcp.example.com/sse?token=${KEY}}` } }, KEY],
  ['a token format as the default of any env var', { env: { NOTE: `\${NOTE:-${GHP}}` } }, GHP],
  ['a default with the empty name', { env: { API_KEY: `\${:-${KEY}}` } }, KEY],
  ['a nested default: the innermost text reaches the server', { env: { API_TOKEN: `\${API_TOKEN:-\${FALLBACK_TOKEN:-${KEY}}}` } }, KEY],
  ['a default Authorization header', { headers: { Authorization: `\${AUTH:-Bearer ${KEY}}` } }, KEY],
  ['a default X-API-Key header', { headers: { 'X-API-Key': `\${X_API_KEY:-${KEY}}` } }, KEY],
  ['a default inside a longer URL', { url: `https://mcp.example.com/mcp?api_key=\${MCP_KEY:-${KEY}}` }, KEY],
];

const quiet: [string, Slot][] = [
  ['a default URL whose key is a reference', { url: 'https://mcp.example.com/mcp?api_key=${MCP_KEY}' }],
  ['a default URL whose key is a nested reference', { url: '${MCP_URL:-https://mcp.example.com/mcp?api_key=${MCP_KEY}}' }],
  ['a default URL whose key is a placeholder', { url: '${MCP_URL:-https://mcp.example.com/mcp?api_key=<your-api-key>}' }],
  ['a default URL without a credential', { url: '${MCP_URL:-https://mcp.example.com/mcp}' }],
  ['placeholder defaults', { env: { API_TOKEN: '${API_TOKEN:-your-api-token-here}', B_TOKEN: '${B_TOKEN:-xxxxxxxxxxxxxxxxxxxxxxxx}', C_PASSWORD: '${C_PASSWORD:-changeme}', D_TOKEN: '${D_TOKEN:-}' } }],
  ['reference defaults', { env: { API_TOKEN: '${API_TOKEN:-${OTHER_TOKEN}}', B_TOKEN: '${B_TOKEN:-$OTHER_TOKEN}', C_TOKEN: '${C_TOKEN:-{env:OTHER_TOKEN}}', D_TOKEN: '${D_TOKEN:-${A:-${B}}}', E_TOKEN: '${E_TOKEN:-${input:token}}' } }],
  ['a nested placeholder default', { env: { API_TOKEN: '${API_TOKEN:-${FALLBACK:-your-token}}' } }],
  ['default headers that hold references or placeholders', { headers: { Authorization: '${AUTH:-Bearer ${TOKEN}}', 'X-API-Key': '${X_API_KEY:-<api-key>}' } }],
  ['default arguments that hold references', { args: ['${TOKEN_ARG:---token=${TOKEN}}', '--api-key', '${API_KEY:-${input:key}}'] }],
  ['ordinary defaults', { args: ['${PORT:-8080}', '${MODE:-read-only}', '--dir', '${WORKSPACE:-/srv/data}'] }],
];

describe('hardcoded-secret: a secret written as a ${VAR:-default}', () => {
  for (const [name, slot, secret] of fires) {
    it(`fires: ${name}`, () => {
      const found = secretsIn({ '.mcp.json': mcpJson(slot) });
      expect(found.map((f) => f.text)).toEqual([secret]);
      expect(found[0]!.message).not.toContain(secret.slice(8));
    });
  }
  for (const [name, slot] of quiet) {
    it(`does not fire: ${name}`, () => {
      expect(secretsIn({ '.mcp.json': mcpJson(slot) })).toEqual([]);
    });
  }

  it('fires in the other hosts that expand defaults, and in Codex, which sends the text as written', () => {
    const url = `\${MCP_URL:-https://mcp.example.com/mcp?api_key=${KEY}}`;
    const gemini = JSON.stringify({ mcpServers: { svc: { httpUrl: url } } });
    const copilot = JSON.stringify({ mcpServers: { svc: { type: 'http', url } } });
    const codex = `[mcp_servers.svc]\nurl = "${url}"\n`;
    expect(secretsIn({ '.gemini/settings.json': gemini }).map((f) => f.text)).toEqual([KEY]);
    expect(secretsIn({ '.github/mcp.json': copilot }).map((f) => f.text)).toEqual([KEY]);
    expect(secretsIn({ '.codex/config.toml': codex }).map((f) => f.text)).toEqual([KEY]);
  });

  it('the suggestion replaces the whole reference with the variable alone', () => {
    const text = mcpJson({ url: `\${MCP_URL:-https://mcp.example.com/mcp?api_key=${KEY}}` });
    const [finding] = scanTree({ '.mcp.json': text }, [hardcodedSecret]).findings;
    const [edit] = finding!.suggestions![0]!.edits;
    const fixed = text.slice(0, edit!.start) + edit!.text + text.slice(edit!.end);
    expect(JSON.parse(fixed).mcpServers.svc.url).toBe('${MCP_URL}');
  });

  it('in a nested default, the suggestion replaces only the secret (the whole reference would leave a "}" behind)', () => {
    const text = mcpJson({ env: { API_TOKEN: `\${API_TOKEN:-\${FALLBACK_TOKEN:-${KEY}}}` } });
    const [finding] = scanTree({ '.mcp.json': text }, [hardcodedSecret]).findings;
    const [edit] = finding!.suggestions![0]!.edits;
    const fixed = text.slice(0, edit!.start) + edit!.text + text.slice(edit!.end);
    expect(JSON.parse(fixed).mcpServers.svc.env.API_TOKEN).toBe('${API_TOKEN:-${FALLBACK_TOKEN:-${API_TOKEN}}}');
  });
});
