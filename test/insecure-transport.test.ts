import { describe, expect, it } from 'vitest';
import { insecureTransport, isLocalHost, plainUrls } from '../rules/insecure-transport.js';
import type { Edit } from '../src/model/types.js';
import { scanTree, testRule } from './rule-tester.js';
import { claudeServer } from './helpers/configs.js';

const claude = claudeServer;

/** A VS Code remote server: the URL's value starts at line 6, column 15. */
const vscodeRemote = (url: string, headers?: Record<string, string>, type = 'http') => `{
  // remote server
  "servers": {
    "remote": {
      "type": "${type}",
      "url": ${JSON.stringify(url)}${headers ? `,\n      "headers": ${JSON.stringify(headers)}` : ''}
    }
  }
}
`;

const plain = (host: string, where = 'connects to') =>
  `server "remote" ${where} http://${host} without TLS: anyone on the network path can read and change the traffic. Use https://.`;

testRule(insecureTransport, {
  valid: [
    { name: 'https', files: { '.vscode/mcp.json': vscodeRemote('https://mcp.example.com/mcp') } },
    { name: 'localhost with a port', files: { '.vscode/mcp.json': vscodeRemote('http://localhost:3000/mcp') } },
    { name: '127.0.0.1', files: { '.vscode/mcp.json': vscodeRemote('http://127.0.0.1:8080/mcp', { Authorization: 'Bearer ${input:tok}' }) } },
    { name: '127.x elsewhere in the block', files: { '.vscode/mcp.json': vscodeRemote('http://127.1.2.3/mcp') } },
    { name: 'IPv6 loopback', files: { '.vscode/mcp.json': vscodeRemote('http://[::1]:3000/mcp') } },
    { name: '0.0.0.0', files: { '.vscode/mcp.json': vscodeRemote('http://0.0.0.0:3000/mcp') } },
    { name: 'the docker host', files: { '.vscode/mcp.json': vscodeRemote('http://host.docker.internal:3000/mcp') } },
    { name: '*.localhost', files: { '.vscode/mcp.json': vscodeRemote('http://api.localhost/mcp') } },
    { name: 'a host from a variable', files: { '.vscode/mcp.json': vscodeRemote('http://${env:MCP_HOST}/mcp') } },
    { name: 'wss', files: { '.mcp.json': '{ "mcpServers": { "w": { "type": "ws", "url": "wss://mcp.example.com/ws" } } }' } },
    { name: 'mcp-remote over https', files: { '.mcp.json': claude(['-y', 'mcp-remote@0.1.18', 'https://mcp.example.com/sse']) } },
    { name: 'mcp-remote to localhost', files: { '.mcp.json': claude(['-y', 'mcp-remote@0.1.18', 'http://localhost:8080/sse']) } },
    { name: 'an allowed host', files: { '.vscode/mcp.json': vscodeRemote('http://mcp.corp.internal/mcp') }, options: { allowHosts: ['*.corp.internal'] } },
    { name: 'https in env', files: { '.mcp.json': claude(['pkg@1.0.0'], { API_URL: 'https://api.example.com' }) } },
    { name: 'not a URL scheme of its own', files: { '.mcp.json': claude(['pkg@1.0.0', '--proxy=xhttp://a.example.com']) } },
    { name: 'a tunnel service name as a path, not a host', files: { '.vscode/mcp.json': vscodeRemote('https://mcp.example.com/ngrok.io/mcp') } },
    { name: 'a look-alike of a tunnel suffix', files: { '.vscode/mcp.json': vscodeRemote('https://myngrok.io/mcp') } },
    { name: 'the tunnel vendor\'s own site', files: { '.vscode/mcp.json': vscodeRemote('https://ngrok.com/mcp') } },
    { name: 'an allowed tunnel host', files: { '.vscode/mcp.json': vscodeRemote('https://team.ngrok.app/mcp') }, options: { allowHosts: ['team.ngrok.app'] } },
  ],
  invalid: [
    {
      name: 'a remote server over http (VS Code)',
      files: { '.vscode/mcp.json': vscodeRemote('http://mcp.example.com/mcp') },
      errors: [{ line: 6, column: 15, endColumn: 41, level: 'warning', message: plain('mcp.example.com') }],
    },
    {
      name: 'an Authorization header makes it an error',
      files: { '.vscode/mcp.json': vscodeRemote('http://mcp.example.com/mcp', { Authorization: 'Bearer ${input:token}' }) },
      errors: [{
        line: 6, column: 15, level: 'error',
        message: 'server "remote" connects to http://mcp.example.com without TLS: anyone on the network path can read and change the traffic, and the "Authorization" header goes with it in clear text. Use https://, and rotate the credential if it has been used this way.',
      }],
    },
    {
      name: 'an API-key header counts too',
      files: { '.vscode/mcp.json': vscodeRemote('http://10.0.0.5:8080/mcp', { 'X-API-Key': 'abc' }) },
      errors: [{ line: 6, column: 15, level: 'error', message: /http:\/\/10\.0\.0\.5 without TLS.*the "X-API-Key" header goes with it/ }],
    },
    {
      name: 'a token in the query',
      files: { '.vscode/mcp.json': vscodeRemote('http://mcp.example.com/sse?api_key=abc123def') },
      errors: [{ line: 6, column: 15, endColumn: 59, level: 'error', message: /the "api_key" query parameter goes with it/ }],
    },
    {
      name: 'userinfo',
      files: { '.vscode/mcp.json': vscodeRemote('HTTP://me:hunter2@mcp.example.com/') },
      errors: [{ line: 6, column: 15, level: 'error', message: /connects to http:\/\/mcp\.example\.com without TLS.*the user name and password in the URL/ }],
    },
    {
      name: 'ws:// (Claude Code)',
      files: { '.mcp.json': '{\n  "mcpServers": {\n    "w": { "type": "ws", "url": "ws://mcp.example.com/ws" }\n  }\n}\n' },
      errors: [{ line: 3, column: 34, endColumn: 57, level: 'warning', message: /connects to ws:\/\/mcp\.example\.com without TLS.*Use wss:\/\/\.$/ }],
    },
    {
      name: 'mcp-remote bridging to http with an auth header in args',
      files: { '.mcp.json': claude(['-y', 'mcp-remote@0.1.18', 'http://mcp.example.com/sse', '--header', 'Authorization: Bearer ${TOKEN}']) },
      errors: [{ line: 8, column: 10, endColumn: 36, level: 'error', message: /^server "srv" gives its command the URL http:\/\/mcp\.example\.com without TLS.*the "Authorization" header in its arguments goes with it/ }],
    },
    {
      name: 'a URL inside a shell string',
      files: { '.mcp.json': claude(['-lc', 'exec npx -y mcp-remote@0.1.18 http://mcp.example.com/sse'], undefined, 'bash') },
      errors: [{ line: 7, column: 40, endColumn: 66, level: 'warning' }],
    },
    {
      name: 'a URL in the environment',
      files: { '.mcp.json': claude(['pkg@1.0.0'], { API_URL: 'http://api.example.com/v1' }) },
      errors: [{ line: 8, column: 26, endColumn: 51, level: 'warning', message: /^server "srv" sets API_URL to http:\/\/api\.example\.com without TLS/ }],
    },
    {
      name: 'Codex with bearer_token_env_var',
      files: { '.codex/config.toml': '[mcp_servers.remote]\nurl = "http://mcp.example.com/mcp"\nbearer_token_env_var = "TOKEN"\n' },
      errors: [{ line: 2, column: 8, endColumn: 34, level: 'error', message: /a bearer token \(bearer_token_env_var\) goes with it/ }],
    },
    {
      name: 'a remote server on an ngrok tunnel: a note',
      files: { '.vscode/mcp.json': vscodeRemote('https://3f2a-198-51-100-7.ngrok-free.app/mcp') },
      errors: [{
        line: 6, column: 15, endColumn: 59, level: 'note',
        message: 'server "remote" connects to 3f2a-198-51-100-7.ngrok-free.app, a public tunnel (ngrok-free.app): its traffic and any token sent to it pass through a host nobody vetted, and the name goes to whoever claims it next once the tunnel closes. Use the server\'s own address, or remove the entry when the tunnel is gone.',
      }],
    },
    ...['abc.ngrok.io', 'ABC.trycloudflare.com', 'quiet-fox.loca.lt', 'x1.serveo.net'].map((host) => ({
      name: `a tunnel host ${host}`,
      files: { '.vscode/mcp.json': vscodeRemote(`https://${host}/sse`) },
      errors: [{ line: 6, column: 15, level: 'note' as const, message: new RegExp(`connects to ${host.toLowerCase().replace(/\./g, '\\.')}, a public tunnel`) }],
    })),
    {
      name: 'mcp-remote bridging to a tunnel',
      files: { '.mcp.json': claude(['-y', 'mcp-remote@0.1.29', 'https://demo.trycloudflare.com/mcp']) },
      errors: [{ line: 8, column: 10, level: 'note', message: /^server "srv" gives its command the URL demo\.trycloudflare\.com, a public tunnel \(trycloudflare\.com\)/ }],
    },
    {
      name: 'plain http to a tunnel: the transport warning and the tunnel note',
      files: { '.vscode/mcp.json': vscodeRemote('http://abc.ngrok.io/mcp') },
      errors: [{ line: 6, column: 15, level: 'warning' }, { line: 6, column: 15, level: 'note' }],
    },
    {
      name: 'BOM and CRLF do not shift the position',
      files: { '.vscode/mcp.json': '\ufeff' + vscodeRemote('http://mcp.example.com/mcp').replace(/\n/g, '\r\n') },
      errors: [{ line: 6, column: 15, endColumn: 41 }],
    },
  ],
});

function applyEdits(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

describe('insecure-transport fix', () => {
  it('replaces only the scheme, as an unsafe fix, and the result is clean', () => {
    const text = vscodeRemote('http://mcp.example.com/mcp');
    const [finding] = scanTree({ '.vscode/mcp.json': text }, [insecureTransport]).findings;
    expect(finding!.fix!.safe).toBe(false);
    expect(finding!.fix!.edits).toHaveLength(1);
    const out = applyEdits(text, finding!.fix!.edits);
    expect(out).toBe(vscodeRemote('https://mcp.example.com/mcp'));
    expect(scanTree({ '.vscode/mcp.json': out }, [insecureTransport]).findings).toEqual([]);
  });

  it('upgrades ws:// to wss:// inside TOML and inside a shell string', () => {
    const toml = '[mcp_servers.r]\ncommand = "bash"\nargs = ["-c", "exec bridge ws://mcp.example.com/ws"]\n';
    const [finding] = scanTree({ '.codex/config.toml': toml }, [insecureTransport]).findings;
    expect(applyEdits(toml, finding!.fix!.edits)).toBe(toml.replace('ws://', 'wss://'));
  });

  it('keeps a URL holding credentials out of code frames', () => {
    const [finding] = scanTree({ '.vscode/mcp.json': vscodeRemote('http://mcp.example.com/sse?token=s3cr3tvalue') }, [insecureTransport]).findings;
    expect(finding!.snippet!.map((l) => l.text).join('\n')).not.toContain('s3cr3tvalue');
  });
});

describe('isLocalHost and plainUrls', () => {
  it('knows loopback spellings', () => {
    for (const h of ['localhost', 'LOCALHOST', '127.0.0.1', '127.8.9.10', '[::1]', '[0:0:0:0:0:0:0:1]', '[::ffff:127.0.0.1]', '0.0.0.0', 'x.localhost', 'host.docker.internal']) {
      expect(isLocalHost(h), h).toBe(true);
    }
    for (const h of ['10.0.0.1', '192.168.1.2', 'example.com', 'localhost.example.com', '[::2]', '128.0.0.1', 'mylocalhost']) {
      expect(isLocalHost(h), h).toBe(false);
    }
  });

  it('finds URLs in free text and skips variables', () => {
    expect(plainUrls('a http://x.example.com:81/p?q=1 b "ws://y.example/"').map((u) => [u.scheme, u.host, u.start, u.end])).toEqual([
      ['http', 'x.example.com', 2, 31],
      ['ws', 'y.example', 35, 50],
    ]);
    expect(plainUrls('http://$HOST/x http://${HOST}/ https://a.example')).toEqual([]);
  });
});
