import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { claudeCode } from '../src/hosts/claude-code.js';
import { tomlString } from '../src/hosts/codex-editor.js';
import { codex } from '../src/hosts/codex.js';
import { maskInPlace } from '../src/model/redact.js';
import { makeSource } from '../src/model/source.js';
import type { ConfigFile, Edit, Finding } from '../src/model/types.js';
import { scanTree, testRule } from './rule-tester.js';
import { picker, seededRandom } from './helpers/random.js';

const rule = hardcodedSecret;

// ---------------------------------------------------------------------------------------------------------------
// Fake tokens: the right shape, random content from a fixed seed. Never paste real tokens into tests.

const random = seededRandom(4242);
const pick = picker(random);
const an = (n: number) => pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n);
const anu = (n: number) => pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', n);
const hex = (n: number) => pick('0123456789abcdef', n);
const b64url = (s: string) => Buffer.from(s).toString('base64url');

const SBP = `sbp_${hex(40)}`; // 44 chars
const SBP2 = `sbp_${hex(40)}`;
const FIGD = `figd_${anu(40)}`; // 45 chars
const GHP = `ghp_${an(36)}`; // 40 chars
const GHP2 = `ghp_${an(36)}`;
const JWT = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"sub":"svc-tickets","role":"service_role","iat":1767225600}')}.${anu(43)}`;
const SKPROJ = `sk-proj-${anu(74)}T3BlbkFJ${anu(74)}`; // 164 chars
const XOXB = `xoxb-${pick('0123456789', 11)}-${pick('0123456789', 12)}-${an(24)}`;
const RAND24 = an(24);
const RAND32 = an(32);
const ANON = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"iss":"supabase","ref":"abcdefghijklmnopqrst","role":"anon","iat":1767225600,"exp":2082758400}')}.${anu(43)}`;
const SHA = hex(40);

const mcp = (lines: string[]) => lines.join('\n');

// ---------------------------------------------------------------------------------------------------------------
// Claude Code (.mcp.json)

testRule(rule, {
  valid: [
    {
      name: 'placeholders in env never fire',
      files: {
        '.mcp.json': JSON.stringify({
          mcpServers: {
            s: {
              command: 'node',
              args: ['server.js'],
              env: {
                EMPTY_TOKEN: '',
                BLANK_TOKEN: '   ',
                A_API_KEY: 'YOUR_API_KEY_HERE',
                B_TOKEN: 'your-token',
                C_TOKEN: '<your-token>',
                D_API_KEY: '<paste-your-api-key-here>',
                E_API_KEY: '[REDACTED_API_KEY]',
                F_API_KEY: 'ACTUAL_API_KEY',
                G_TOKEN: 'xxxxxxxxxxxxxxxxxxxxxxxx',
                H_SECRET: '***',
                I_PASSWORD: 'changeme',
                J_API_KEY: 'example',
                K_API_KEY: 'dummy',
                L_TOKEN: 'test',
                M_TOKEN: 'TODO',
                N_TOKEN: '${GITHUB_TOKEN}',
                O_TOKEN: '${GITHUB_TOKEN:-default}',
                P_TOKEN: '${GITHUB_TOKEN:-}',
                Q_TOKEN: '${input:github-token}',
                R_TOKEN: '${env:GITHUB_TOKEN}',
                S_TOKEN: '$GITHUB_TOKEN',
                T_TOKEN: '{env:GITHUB_TOKEN}',
                U_TOKEN: '%GITHUB_TOKEN%',
                V_TOKEN: '${{ secrets.GITHUB_TOKEN }}',
                W_API_KEY: 'sk-...',
                X_TOKEN: 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
                AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
              },
            },
          },
        }, null, 2),
      },
    },
    {
      name: 'ids, SHAs, paths, URLs, versions, booleans are not secrets',
      files: {
        '.mcp.json': JSON.stringify({
          mcpServers: {
            slack: {
              command: 'npx',
              args: ['-y', '@modelcontextprotocol/server-slack@2025.4.25', '--ref', SHA, '--port', '8080', '-p', '@scope/pkg'],
              env: {
                SLACK_TEAM_ID: 'T01234567',
                GIT_COMMIT: SHA,
                CONFIG_PATH: '/Users/someone/.config/slack/config.json',
                SLACK_API_URL: 'https://slack.com/api',
                VERSION: '1.2.3',
                READ_ONLY: 'true',
                SUPABASE_ANON_KEY: ANON,
                DATABASE_URL: 'postgres://postgres:postgres@localhost:5432/dev',
                WORKSPACE_ID: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
              },
            },
          },
        }, null, 2),
      },
    },
    {
      name: 'Bearer ${TOKEN} and mcp-remote with a variable header',
      files: {
        '.mcp.json': JSON.stringify({
          mcpServers: {
            api: { type: 'http', url: 'https://api.example.com/mcp?api_key=${API_KEY}', headers: { Authorization: 'Bearer ${TOKEN}', 'X-API-Key': '${API_KEY:-}' } },
            remote: { command: 'npx', args: ['mcp-remote@0.1.29', 'https://remote.example.com/mcp', '--header', 'Authorization:${AUTH_HEADER}', '--header', 'Authorization: Bearer ${V0_API_KEY}'] },
            db: { command: 'npx', args: ['-y', '@example/db@1.0.0', 'postgresql://user:${DB_PASSWORD}@db.example.com/app'] },
          },
        }, null, 2),
      },
    },
    {
      name: 'no servers',
      files: { '.mcp.json': '{ "mcpServers": {} }' },
    },
  ],
  invalid: [
    {
      name: 'Supabase sbp_ token in env',
      files: {
        '.mcp.json': mcp([
          '{',
          '  "mcpServers": {',
          '    "supabase": {',
          '      "command": "npx",',
          '      "args": ["-y", "@supabase/mcp-server-supabase@0.5.0"],',
          `      "env": { "SUPABASE_ACCESS_TOKEN": "${SBP}" }`,
          '    }',
          '  }',
          '}',
        ]),
      },
      errors: [{
        line: 6, column: 42, endLine: 6, endColumn: 86, level: 'error',
        message: 'Supabase access token sbp_… (44 chars) in env.SUPABASE_ACCESS_TOKEN of server "supabase"',
      }],
    },
    {
      name: 'Supabase token after --access-token in args',
      files: {
        '.mcp.json': mcp([
          '{',
          '  "mcpServers": {',
          '    "supabase": {',
          '      "command": "npx",',
          '      "args": [',
          '        "-y",',
          '        "@supabase/mcp-server-supabase@0.5.0",',
          '        "--access-token",',
          `        "${SBP}"`,
          '      ]',
          '    }',
          '  }',
          '}',
        ]),
      },
      errors: [{ line: 9, column: 10, endColumn: 54, message: 'Supabase access token sbp_… (44 chars) in args[3] of server "supabase"' }],
    },
    {
      name: '--figma-api-key=figd_…',
      files: {
        '.mcp.json': mcp([
          '{',
          '  "mcpServers": {',
          '    "figma": {',
          '      "command": "npx",',
          '      "args": [',
          '        "-y",',
          '        "figma-developer-mcp@0.6.4",',
          `        "--figma-api-key=${FIGD}",`,
          '        "--stdio"',
          '      ]',
          '    }',
          '  }',
          '}',
        ]),
      },
      errors: [{ line: 8, column: 26, endColumn: 71, message: 'Figma personal access token figd_… (45 chars) in args[2] of server "figma"' }],
    },
    {
      name: 'postgresql:// password in args',
      files: {
        '.mcp.json': mcp([
          '{',
          '  "mcpServers": {',
          '    "postgres": {',
          '      "command": "npx",',
          '      "args": [',
          '        "-y", "@modelcontextprotocol/server-postgres@0.6.2",',
          '        "postgresql://user:s3cr3tP4ss@db.example.com/app"',
          '      ]',
          '    }',
          '  }',
          '}',
        ]),
      },
      errors: [{ line: 7, column: 28, endColumn: 38, message: 'Password in postgresql URL … (10 chars) in args[2] of server "postgres"' }],
    },
    {
      name: 'mcp-remote --header "Authorization: Bearer <token>"',
      files: {
        '.mcp.json': mcp([
          '{',
          '  "mcpServers": {',
          '    "remote": {',
          '      "command": "npx",',
          '      "args": [',
          '        "mcp-remote@0.1.29",',
          '        "https://remote.example.com/mcp",',
          '        "--header",',
          `        "Authorization: Bearer ${GHP}"`,
          '      ]',
          '    }',
          '  }',
          '}',
        ]),
      },
      errors: [{ line: 9, column: 32, endColumn: 72, message: 'GitHub personal access token ghp_… (40 chars) in args[3] of server "remote"' }],
    },
    {
      name: 'generic bearer token in an mcp-remote header',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": { "remote": { "command": "npx", "args": [',
          `  "mcp-remote@0.1.29", "https://remote.example.com/mcp", "--header", "Authorization:Bearer ${RAND32}"`,
          '] } } }',
        ]),
      },
      errors: [{ line: 2, column: 92, endColumn: 124, message: /^Bearer token … \(32 chars\) in args\[3\] of server "remote"$/ }],
    },
    {
      name: 'URL query ?api_key=',
      files: {
        '.mcp.json': mcp([
          '{',
          '  "mcpServers": {',
          '    "search": {',
          '      "type": "http",',
          `      "url": "https://api.example.com/mcp?api_key=${RAND24}"`,
          '    }',
          '  }',
          '}',
        ]),
      },
      errors: [{ line: 5, column: 51, endColumn: 75, message: 'Secret in URL parameter "api_key" … (24 chars) in url of server "search"' }],
    },
    {
      name: 'a literal default of ${VAR:-…} that is a real token fires',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": { "github": { "command": "npx",',
          `  "env": { "GITHUB_TOKEN": "\${GITHUB_TOKEN:-${GHP}}" } } } }`,
        ]),
      },
      errors: [{ line: 2, column: 45, endColumn: 85, message: 'GitHub personal access token ghp_… (40 chars) in env.GITHUB_TOKEN of server "github"' }],
    },
    {
      name: 'a random value under a secret-looking env name',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": { "brave": { "command": "npx",',
          `  "env": { "BRAVE_API_KEY": "${RAND32}", "DB_PASSWORD": "s3cr3tP4ss" } } } }`,
        ]),
      },
      errors: [
        { line: 2, column: 30, endColumn: 62, message: 'Secret … (32 chars) in env.BRAVE_API_KEY of server "brave"' },
        { line: 2, column: 81, endColumn: 91, message: 'Password … (10 chars) in env.DB_PASSWORD of server "brave"' },
      ],
    },
    {
      name: 'BOM and CRLF do not shift positions',
      files: {
        '.mcp.json': '\ufeff' + [
          '{',
          '  "mcpServers": {',
          '    "github": {',
          '      "command": "npx",',
          `      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GHP}" }`,
          '    }',
          '  }',
          '}',
          '',
        ].join('\r\n'),
      },
      errors: [{ line: 5, column: 49, endLine: 5, endColumn: 89 }],
    },
    {
      name: 'JSON escapes before the secret',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": { "s": { "command": "node",',
          `  "env": { "NOTE": "\\t\\"\\u00e9\\" ${GHP}" } } } }`,
        ]),
      },
      // the value starts at column 21; `\t\"\u00e9\" ` is 13 source characters
      errors: [{ line: 2, column: 34, endColumn: 74, message: 'GitHub personal access token ghp_… (40 chars) in env.NOTE of server "s"' }],
    },
    {
      name: 'a JSON escape inside the secret: the span covers the escape',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": { "s": { "command": "node",',
          `  "env": { "GITHUB_TOKEN": "\\u0067${GHP.slice(1)}" } } } }`,
        ]),
      },
      errors: [{ line: 2, column: 29, endColumn: 74 }],
    },
    {
      name: 'a shell command line in one argument',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": { "gh": { "command": "bash", "args": ["-lc",',
          `  "GITHUB_TOKEN=${RAND32} exec npx -y @modelcontextprotocol/server-github@2025.4.8"] } } }`,
        ]),
      },
      errors: [{ line: 2, column: 17, endColumn: 49, message: 'Secret assigned to GITHUB_TOKEN … (32 chars) in args[1] of server "gh"' }],
    },
    {
      name: 'docker -e NAME=value and a Slack bot token',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": { "slack": { "command": "docker", "args": ["run", "-i", "--rm", "-e",',
          `  "SLACK_BOT_TOKEN=${XOXB}", "mcp/slack"] } } }`,
        ]),
      },
      errors: [{ line: 2, column: 20, endColumn: 20 + XOXB.length, message: /^Slack bot token xoxb-… \(\d+ chars\) in args\[4\] of server "slack"$/ }],
    },
    {
      name: 'two servers, several secrets, in file order',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": {',
          `  "a": { "command": "x", "env": { "T1": "${SBP}", "T2": "${SBP2}" } },`,
          `  "b": { "type": "http", "url": "https://b.example.com/mcp", "headers": { "X-API-Key": "${RAND24}" } }`,
          '} }',
        ]),
      },
      errors: [
        { line: 2, column: 42, endColumn: 86 },
        { line: 2, column: 96, endColumn: 140 },
        { line: 3, column: 89, endColumn: 113, message: 'Secret in X-API-Key header … (24 chars) in headers.X-API-Key of server "b"' },
      ],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// VS Code (.vscode/mcp.json, JSONC)

testRule(rule, {
  valid: [
    {
      name: 'placeholders in VS Code env, headers and args',
      files: {
        '.vscode/mcp.json': mcp([
          '{',
          '  "servers": {',
          '    // fill these in locally',
          '    "a": { "command": "npx", "args": ["--api-key", "<your-api-key>", "--token=${input:token}"], "env": { "API_KEY": "ACTUAL_API_KEY", "SECRET": "***" } },',
          '    "b": { "type": "http", "url": "https://b.example.com/mcp", "headers": { "Authorization": "Bearer YOUR_TOKEN", "X-API-Key": "${env:B_KEY}" } },',
          '  },',
          '}',
        ]),
      },
    },
    {
      name: '${input:…} with a password input',
      files: {
        '.vscode/mcp.json': mcp([
          '{',
          '  "inputs": [{ "type": "promptString", "id": "token", "password": true }],',
          '  // the recommended way',
          '  "servers": {',
          '    "tickets": { "type": "http", "url": "https://tickets.example.com/mcp", "headers": { "Authorization": "Bearer ${input:token}" } },',
          '    "gh": { "command": "npx", "env": { "GITHUB_TOKEN": "${env:GITHUB_TOKEN}" }, },',
          '  },',
          '}',
        ]),
      },
    },
  ],
  invalid: [
    {
      name: 'Authorization: Bearer <jwt> header in JSONC with comments',
      files: {
        '.vscode/mcp.json': mcp([
          '{',
          '  // team server',
          '  "servers": {',
          '    "tickets": {',
          '      "type": "http",',
          '      "url": "https://tickets.example.com/mcp", // prod',
          '      /* auth */',
          '      "headers": {',
          `        "Authorization": "Bearer ${JWT}"`,
          '      },',
          '    },',
          '  },',
          '}',
        ]),
      },
      errors: [{ line: 9, column: 34, endColumn: 34 + JWT.length, message: /^JSON Web Token … \(\d+ chars\) in headers\.Authorization of server "tickets"$/ }],
    },
    {
      name: 'a token under the legacy "mcpServers" key is committed all the same',
      files: {
        '.vscode/mcp.json': mcp([
          '{ "mcpServers": { "gh": { "command": "npx",',
          `  "env": { "GITHUB_TOKEN": "${GHP}" } } } }`,
        ]),
      },
      errors: [{ line: 2, column: 29, endColumn: 69 }],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Strings outside the slots the server model keeps: a committed token is committed whichever key holds it.

testRule(rule, {
  valid: [
    {
      name: 'ids, helper paths, descriptions, schema URLs and input ids are not secrets',
      files: {
        '.mcp.json': mcp([
          '{',
          '  "$schema": "https://example.com/mcp.schema.json",',
          '  "mcpServers": {',
          '    "d": { "type": "http", "url": "https://x.example.com/mcp", "headersHelper": "/usr/local/bin/make-headers.sh",',
          `      "oauth": { "clientId": "Iv1.8a61f9b3a7aba766", "callbackPort": 8080 }, "description": "Tickets ${'v2'} server (read-only)" }`,
          '  }',
          '}',
        ]),
        '.claude/settings.json': JSON.stringify({ apiKeyHelper: '~/bin/get-key.sh', env: { ANTHROPIC_MODEL: 'claude-sonnet-4-5', API_TIMEOUT_MS: '600000' } }),
        '.vscode/mcp.json': '{ "inputs": [{ "type": "promptString", "id": "github_pat", "description": "GitHub token", "password": true }], "servers": {} }',
      },
    },
  ],
  invalid: [
    {
      name: 'a token in headersHelper, an OAuth client secret, a comment key',
      files: {
        '.mcp.json': mcp([
          '{ "mcpServers": {',
          `  "d": { "type": "http", "url": "https://x.example.com/mcp", "headersHelper": "printf '{\\"Authorization\\":\\"Bearer ${GHP}\\"}'" },`,
          `  "e": { "type": "http", "url": "https://x.example.com/mcp", "oauth": { "clientId": "Iv1.8a61f9b3a7aba766", "clientSecret": "${RAND32}" } },`,
          `  "b": { "command": "node", "args": ["s.js"], "_comment": "old token ${GHP2}" }`,
          '} }',
        ]),
      },
      errors: [
        { line: 2, column: 116, endColumn: 156, message: 'GitHub personal access token ghp_… (40 chars) in headersHelper of server "d"' },
        { line: 3, column: 126, endColumn: 158, message: 'Secret … (32 chars) in oauth.clientSecret of server "e"' },
        { line: 4, column: 70, endColumn: 110, message: 'GitHub personal access token ghp_… (40 chars) in _comment of server "b"' },
      ],
    },
    {
      name: 'a key in the env of a Claude Code settings file (no servers there)',
      files: { '.claude/settings.json': `{\n  "env": {\n    "GITHUB_TOKEN": "${GHP}"\n  }\n}\n` },
      errors: [{ line: 3, column: 22, endColumn: 62, message: 'GitHub personal access token ghp_… (40 chars) in env.GITHUB_TOKEN' }],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Codex (.codex/config.toml)

testRule(rule, {
  valid: [
    {
      name: 'placeholders in Codex env and http_headers',
      files: {
        '.codex/config.toml': mcp([
          '[mcp_servers.a]',
          'command = "npx"',
          "env = { OPENAI_API_KEY = 'YOUR_API_KEY_HERE', GITHUB_TOKEN = \"<your-token>\", DB_PASSWORD = \"changeme\", NOTION_TOKEN = \"\" }",
          '',
          '[mcp_servers.b]',
          'url = "https://b.example.com/mcp?api_key=<paste-your-key>"',
          'http_headers = { Authorization = "Bearer [REDACTED_API_KEY]", "X-API-Key" = "xxxxxxxxxxxxxxxx" }',
        ]),
      },
    },
    {
      name: 'variable names in bearer_token_env_var, env_http_headers and env_vars are not secrets',
      files: {
        '.codex/config.toml': mcp([
          '[mcp_servers.github]',
          'url = "https://api.githubcopilot.com/mcp/"',
          'bearer_token_env_var = "GITHUB_PAT_TOKEN"',
          'env_http_headers = { "X-API-Key" = "MY_SERVICE_API_KEY", Authorization = "AUTH_HEADER_VALUE" }',
          '',
          '[mcp_servers.openai]',
          'command = "npx"',
          'args = ["-y", "openai-mcp@1.0.0"]',
          'env_vars = ["OPENAI_API_KEY", { name = "ANTHROPIC_API_KEY", source = "local" }]',
          'env = { LOG_LEVEL = "debug", OPENAI_BASE_URL = "https://api.openai.com/v1" }',
          '',
        ]),
      },
    },
    {
      name: '${TOKEN} is sent literally by Codex, but it is not a secret',
      files: {
        '.codex/config.toml': mcp([
          '[mcp_servers.api]',
          'url = "https://api.example.com/mcp"',
          'http_headers = { Authorization = "Bearer ${API_TOKEN}" }',
        ]),
      },
    },
  ],
  invalid: [
    {
      name: 'http_headers Authorization and env OPENAI_API_KEY',
      files: {
        '.codex/config.toml': mcp([
          '[mcp_servers.openai]',
          'command = "npx"',
          'args = ["-y", "openai-mcp@1.0.0"]',
          `env = { OPENAI_API_KEY = "${SKPROJ}" }`,
          '',
          '[mcp_servers.tickets]',
          'url = "https://tickets.example.com/mcp"',
          `http_headers = { Authorization = "Bearer ${GHP}" }`,
          '',
        ]),
      },
      errors: [
        { line: 4, column: 27, endColumn: 27 + 164, message: 'OpenAI API key sk-… (164 chars) in env.OPENAI_API_KEY of server "openai"' },
        { line: 8, column: 42, endColumn: 82, message: 'GitHub personal access token ghp_… (40 chars) in http_headers.Authorization of server "tickets"' },
      ],
    },
    {
      name: 'Codex args, literal strings and url userinfo',
      files: {
        '.codex/config.toml': mcp([
          '[mcp_servers.search]',
          'command = "npx"',
          `args = ['-y', 'search-mcp@2.0.0', '--api-key', '${RAND32}']`,
          '',
          '[mcp_servers.db]',
          'url = "https://deploy:Zq8wLm2xR4t9@db.example.com/mcp"',
        ]),
      },
      errors: [
        { line: 3, column: 49, endColumn: 81, message: 'Secret passed to --api-key … (32 chars) in args[3] of server "search"' },
        { line: 6, column: 23, endColumn: 35, message: 'Password in https URL … (12 chars) in url of server "db"' },
      ],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Redaction and suggestions

function apply(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

const ROTATE = /the token was committed and must be rotated\.$/;

describe('hardcoded-secret: redaction', () => {
  const files = {
    '.mcp.json': JSON.stringify({
      mcpServers: {
        supabase: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@0.5.0', '--access-token', SBP] },
        db: { command: 'npx', args: ['postgresql://user:s3cr3tP4ss@db.example.com/app'] },
        api: { type: 'http', url: `https://api.example.com/mcp?api_key=${RAND24}`, headers: { Authorization: `Bearer ${JWT}` } },
        github: { command: 'npx', env: { GITHUB_PERSONAL_ACCESS_TOKEN: GHP } },
      },
    }, null, 2),
    '.vscode/mcp.json': JSON.stringify({ servers: { figma: { command: 'npx', args: [`--figma-api-key=${FIGD}`] } } }, null, 2),
    '.codex/config.toml': `[mcp_servers.brave]\ncommand = "npx"\nenv = { BRAVE_API_KEY = "${RAND32}" }\n`,
  };
  const secrets = [SBP, 's3cr3tP4ss', RAND24, JWT, GHP, FIGD, RAND32];
  const result = scanTree(files, [rule]);

  it('finds every secret once', () => {
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.length).toBe(secrets.length);
  });

  it('never shows a secret in a message, fingerprint, location, suggestion or snippet', () => {
    for (const f of result.findings) {
      const shown = JSON.stringify({ ...f, span: undefined, region: undefined, suggestions: f.suggestions?.map((s) => s.description) });
      for (const secret of secrets) expect(shown).not.toContain(secret);
      expect(f.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('shows the secret masked in the snippet', () => {
    expect(new Set(secrets.map((s) => s.length)).size).toBe(secrets.length);
    for (const f of result.findings) {
      const secret = secrets.find((s) => f.message.includes(`(${s.length} chars)`))!;
      expect(f.snippet!.length).toBeGreaterThan(0);
      // (a code frame shows at most 160 characters of a line, so a long secret may be cut: compare its start)
      expect(f.snippet!.map((l) => l.text).join('\n')).toContain(maskInPlace(secret).slice(0, 100));
    }
  });

  it('the fingerprint follows the secret, not its position', () => {
    const moved = scanTree({ '.mcp.json': `\n\n${files['.mcp.json']}` }, [rule]);
    const before = result.findings.filter((f) => f.file === '.mcp.json').map((f) => f.fingerprint);
    expect(moved.findings.map((f) => f.fingerprint)).toEqual(before);
  });
});

describe('hardcoded-secret: suggestions', () => {
  const only = (files: Record<string, string>): Finding => {
    const result = scanTree(files, [rule]);
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.length).toBe(1);
    return result.findings[0]!;
  };
  const check = (f: Finding) => {
    expect(f.fix).toBeUndefined();
    expect(f.suggestions?.length).toBe(1);
    const s = f.suggestions![0]!;
    expect(s.safe).toBe(false);
    expect(s.description).toMatch(ROTATE);
    return s;
  };

  it('Claude Code env: ${NAME} with the env key', () => {
    const text = JSON.stringify({ mcpServers: { github: { command: 'npx', env: { GITHUB_PERSONAL_ACCESS_TOKEN: GHP } } } }, null, 2);
    const s = check(only({ '.mcp.json': text }));
    expect(s.description).toContain('${GITHUB_PERSONAL_ACCESS_TOKEN}');
    const fixed = JSON.parse(apply(text, s.edits));
    expect(fixed.mcpServers.github.env).toEqual({ GITHUB_PERSONAL_ACCESS_TOKEN: '${GITHUB_PERSONAL_ACCESS_TOKEN}' });
  });

  it('Claude Code header: keeps "Bearer " and names the variable after the server', () => {
    const text = JSON.stringify({ mcpServers: { tickets: { type: 'http', url: 'https://t.example.com/mcp', headers: { Authorization: `Bearer ${JWT}` } } } });
    const s = check(only({ '.mcp.json': text }));
    expect(JSON.parse(apply(text, s.edits)).mcpServers.tickets.headers).toEqual({ Authorization: 'Bearer ${TICKETS_TOKEN}' });
  });

  it('Claude Code args: the format\'s usual variable', () => {
    const text = JSON.stringify({ mcpServers: { supabase: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@0.5.0', '--access-token', SBP] } } });
    const s = check(only({ '.mcp.json': text }));
    expect(JSON.parse(apply(text, s.edits)).mcpServers.supabase.args[3]).toBe('${SUPABASE_ACCESS_TOKEN}');
  });

  it('Claude Code: a URL password keeps the rest of the URL; a literal default loses the default', () => {
    const url = JSON.stringify({ mcpServers: { 'my db': { command: 'npx', args: ['postgresql://user:s3cr3tP4ss@db.example.com/app'] } } });
    expect(JSON.parse(apply(url, check(only({ '.mcp.json': url })).edits)).mcpServers['my db'].args[0]).toBe('postgresql://user:${MY_DB_PASSWORD}@db.example.com/app');
    const dflt = JSON.stringify({ mcpServers: { gh: { command: 'npx', env: { TOKEN: `\${GH_TOKEN:-${GHP}}` } } } });
    expect(JSON.parse(apply(dflt, check(only({ '.mcp.json': dflt })).edits)).mcpServers.gh.env.TOKEN).toBe('${GH_TOKEN}');
  });

  it('VS Code: ${input:name} and an inputs entry with "password": true', () => {
    const text = mcp([
      '{',
      '  // comment',
      '  "servers": {',
      `    "figma": { "command": "npx", "args": ["-y", "figma-developer-mcp@0.6.4", "--figma-api-key=${FIGD}"] },`,
      '  },',
      '}',
    ]);
    const s = check(only({ '.vscode/mcp.json': text }));
    expect(s.description).toContain('${input:figma-api-key}');
    expect(s.description).toContain('"inputs"');
    expect(s.description).toContain('"password": true');
    const fixed = apply(text, s.edits);
    expect(fixed).toBe(mcp([
      '{',
      '  // comment',
      '  "servers": {',
      '    "figma": { "command": "npx", "args": ["-y", "figma-developer-mcp@0.6.4", "--figma-api-key=${input:figma-api-key}"] },',
      '  },',
      '  "inputs": [',
      '    {',
      '      "type": "promptString",',
      '      "id": "figma-api-key",',
      '      "description": "FIGMA_API_KEY",',
      '      "password": true',
      '    }',
      '  ],',
      '}',
    ]));
    // applied twice, the inputs entry is not added again
    expect(only({ '.vscode/mcp.json': text }).suggestions![0]!.edits.length).toBe(s.edits.length);
  });

  it('VS Code, an mcp-remote header: mcp-remote\'s own ${NAME} in the argument, the input in its env (never in argv)', () => {
    const text = mcp([
      '{',
      '  "servers": {',
      `    "remote": { "command": "npx", "args": ["-y", "mcp-remote@0.1.29", "https://mcp.example.com/mcp", "--header", "Authorization: Bearer ${GHP}"] }`,
      '  }',
      '}',
    ]);
    const s = check(only({ '.vscode/mcp.json': text }));
    expect(s.description).toContain('mcp-remote fills in from its own environment');
    const fixed = JSON.parse(apply(text, s.edits)) as { servers: { remote: { args: string[]; env: Record<string, string> } }; inputs: { id: string; password: boolean }[] };
    const header = fixed.servers.remote.args[4]!;
    expect(header).toMatch(/^Authorization: Bearer \$\{[A-Z_]+\}$/);
    const name = /\$\{([A-Z_]+)\}/.exec(header)![1]!;
    const id = name.toLowerCase().replace(/_/g, '-');
    expect(fixed.servers.remote.env).toEqual({ [name]: `\${input:${id}}` });
    expect(fixed.inputs).toEqual([{ type: 'promptString', id, description: name, password: true }]);
    // the same token in an argument of any other launch still becomes the input itself
    const plain = text.replace('mcp-remote@0.1.29', 'other-bridge@1.0.0');
    const other = check(only({ '.vscode/mcp.json': plain }));
    expect((JSON.parse(apply(plain, other.edits)) as { servers: { remote: { args: string[] } } }).servers.remote.args[4]).toMatch(/^Authorization: Bearer \$\{input:[a-z-]+\}$/);
  });

  it('Cursor, Gemini and opencode: a reference in the host\'s own syntax', () => {
    const cursor = JSON.stringify({ mcpServers: { gh: { command: 'npx', env: { GITHUB_TOKEN: GHP } } } });
    expect(JSON.parse(apply(cursor, check(only({ '.cursor/mcp.json': cursor })).edits)).mcpServers.gh.env.GITHUB_TOKEN).toBe('${env:GITHUB_TOKEN}');
    const gemini = JSON.stringify({ mcpServers: { gh: { command: 'npx', env: { GITHUB_TOKEN: GHP } } } });
    expect(JSON.parse(apply(gemini, check(only({ '.gemini/settings.json': gemini })).edits)).mcpServers.gh.env.GITHUB_TOKEN).toBe('${GITHUB_TOKEN}');
  });

  it('Codex: no edits, advice per place', () => {
    const envFinding = only({ '.codex/config.toml': `[mcp_servers.brave]\ncommand = "npx"\nenv = { BRAVE_API_KEY = "${RAND32}" }\n` });
    const env = check(envFinding);
    expect(env.edits).toEqual([]);
    expect(env.description).toContain('env_vars');
    expect(env.description).toContain('BRAVE_API_KEY');

    const bearer = check(only({ '.codex/config.toml': `[mcp_servers.t]\nurl = "https://t.example.com/mcp"\nhttp_headers = { Authorization = "Bearer ${GHP}" }\n` }));
    expect(bearer.edits).toEqual([]);
    expect(bearer.description).toContain('bearer_token_env_var = "GITHUB_PERSONAL_ACCESS_TOKEN"');

    const header = check(only({ '.codex/config.toml': `[mcp_servers.t]\nurl = "https://t.example.com/mcp"\nhttp_headers = { "X-API-Key" = "${RAND24}" }\n` }));
    expect(header.description).toContain('env_http_headers = { "X-API-Key" = "T_API_KEY" }');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Spans through escapes: whatever precedes the secret, the reported span decodes to exactly the secret.

describe('hardcoded-secret: spans under escapes (property)', () => {
  const ctx = { options: {}, reviewLock: undefined };
  const spanTexts = (file: ConfigFile) => hardcodedSecret.checkConfig!(file, ctx).map((r) => ({ raw: file.source.text.slice(r.span.start, r.span.end), value: r.secret?.value }));
  // any text, then a separator, so that the token is not glued to a word character
  const prefix = fc.string({ unit: 'binary', maxLength: 12 }).map((s) => `${s} `);

  it('JSON (.mcp.json)', () => {
    fc.assert(fc.property(prefix, fc.boolean(), (before, bom) => {
      const text = `${bom ? '\ufeff' : ''}{"mcpServers":{"s":{"command":"x","env":{"NOTE":${JSON.stringify(before + GHP)}}}}}`;
      const file = claudeCode.parse(makeSource('/r/.mcp.json', '.mcp.json', text));
      const hit = spanTexts(file).find((t) => t.value === GHP);
      expect(hit).toBeDefined();
      expect(JSON.parse(`"${hit!.raw}"`)).toBe(GHP);
    }), { numRuns: 200, seed: 7 });
  });

  it('TOML (.codex/config.toml)', () => {
    fc.assert(fc.property(prefix, (before) => {
      const text = `[mcp_servers.s]\ncommand = "x"\nenv = { NOTE = ${tomlString(before + GHP)} }\n`;
      const file = codex.parse(makeSource('/r/.codex/config.toml', '.codex/config.toml', text));
      const hit = spanTexts(file).find((t) => t.value === GHP);
      expect(hit).toBeDefined();
      expect((parseToml(`v = "${hit!.raw}"`) as { v: string }).v).toBe(GHP);
    }), { numRuns: 200, seed: 11 });
  });
});

describe('hardcoded-secret: pathological input stays linear', () => {
  const n = 300_000;
  const inputs = {
    'unclosed ${': '${A:-'.repeat(n / 5),
    'private key headers': '-----BEGIN RSA PRIVATE KEY-----'.repeat(n / 31),
    'JWT-like segments': 'eyJhbGciOiJIUzI1NiJ9.'.repeat(n / 21),
    'URL credentials': 'https://u:p@x/?api_key=1&'.repeat(n / 26),
    'Bearer words': 'Bearer '.repeat(n / 7),
    'open brackets': '<{['.repeat(n / 3),
  };
  for (const [name, value] of Object.entries(inputs)) {
    it(name, () => {
      const text = JSON.stringify({ mcpServers: { s: { command: 'x', args: ['--token', value], env: { API_KEY: value } } } });
      const file = claudeCode.parse(makeSource('/r/.mcp.json', '.mcp.json', text));
      const started = performance.now();
      hardcodedSecret.checkConfig!(file, { options: {}, reviewLock: undefined });
      // linear work takes well under a second; the quadratic versions of these patterns took minutes
      expect(performance.now() - started).toBeLessThan(5000);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// The doc page's examples do what the page says.

describe('hardcoded-secret: doc page examples', () => {
  const page = readFileSync(new URL('../rules/hardcoded-secret.md', import.meta.url), 'utf8');
  const section = (title: string) => {
    const start = page.indexOf(`\n### ${title}\n`) + 1;
    const ends = ['\n### ', '\n## '].map((h) => page.indexOf(h, start + 1)).filter((i) => i > 0);
    return page.slice(start, Math.min(...ends));
  };
  const blocks = (text: string) => [...text.matchAll(/```(json|jsonc|toml)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, code: m[2]! }));
  const fileFor = { json: '.mcp.json', jsonc: '.vscode/mcp.json', toml: '.codex/config.toml' } as Record<string, string>;
  const scanBlock = (b: { lang: string; code: string }) => scanTree({ [fileFor[b.lang]!]: b.code }, [rule]);

  it('has the sections HELPERS.md asks for', () => {
    for (const h of ['# hardcoded-secret', '## Why', '## Examples', '### Fires', '### Does not fire', '## How to fix', '## How to suppress']) {
      expect(page).toContain(`\n${h}\n`.replace(/^\n# /, '# '));
    }
  });

  it('every "Fires" block fires', () => {
    const list = blocks(section('Fires'));
    expect(list.length).toBe(3);
    for (const b of list) {
      const result = scanBlock(b);
      expect(result.internalErrors).toEqual([]);
      expect(result.findings.length, b.code).toBeGreaterThan(0);
    }
  });

  it('no "Does not fire" block fires', () => {
    const list = blocks(section('Does not fire'));
    expect(list.length).toBe(3);
    for (const b of list) {
      const result = scanBlock(b);
      expect(result.internalErrors).toEqual([]);
      expect(result.findings.map((f) => f.message), b.code).toEqual([]);
    }
  });
});
