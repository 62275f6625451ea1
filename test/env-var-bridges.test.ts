/**
 * env-var-without-default and bridges that expand `${VAR}` themselves: mcp-remote fills in `${NAME}` in its
 * `--header` values from its own environment, which the entry's `env` sets. Nothing to report in any host, and never a
 * suggestion that would move the secret into the bridge's argv.
 */
import { envVarWithoutDefault } from '../rules/env-var-without-default.js';
import { testRule } from './rule-tester.js';

const ARGS = ['-y', 'mcp-remote@0.1.29', 'https://mcp.example.com/mcp', '--header', 'Authorization: Bearer ${API_TOKEN}'];
const entry = (env: Record<string, string>, args = ARGS) => JSON.stringify({ command: 'npx', args, env });

const vscode = (env: Record<string, string>, args?: string[]) => ({
  '.vscode/mcp.json': `{\n  "inputs": [{ "type": "promptString", "id": "api-token", "description": "API token", "password": true }],\n  "servers": {\n    "remote": ${entry(env, args)}\n  }\n}\n`,
});
const claude = (env: Record<string, string>, args?: string[]) => ({ '.mcp.json': `{\n  "mcpServers": {\n    "remote": ${entry(env, args)}\n  }\n}\n` });
const codexArgs = ARGS.map((a) => JSON.stringify(a)).join(', ');
const codex = (env: string) => ({ '.codex/config.toml': `[mcp_servers.remote]\ncommand = "npx"\nargs = [${codexArgs}]\n${env}\n` });

testRule(envVarWithoutDefault, {
  valid: [
    { name: 'VS Code: the issue\'s snippet', files: vscode({ API_TOKEN: '${input:api-token}' }) },
    { name: 'Claude Code: the bridge fills in what Claude Code leaves', files: claude({ API_TOKEN: '${API_TOKEN:-}' }) },
    { name: 'Claude Code: env set from a default', files: claude({ API_TOKEN: '${MY_TOKEN:-none}' }) },
    { name: 'Codex: env_vars forwards it', files: codex('env_vars = ["API_TOKEN"]') },
    { name: 'Codex: a variable Codex passes by default', files: { '.codex/config.toml': '[mcp_servers.r]\ncommand = "npx"\nargs = ["-y", "mcp-remote@0.1.29", "https://mcp.example.com/mcp", "--header", "X-User: ${USER}"]\n' } },
    { name: '--header=value form', files: vscode({ API_TOKEN: '${input:api-token}' }, ['-y', 'mcp-remote@0.1.29', 'https://mcp.example.com/mcp', '--header=Authorization: Bearer ${API_TOKEN}']) },
  ],
  invalid: [
    {
      name: 'VS Code: the entry\'s env does not set it: set it there, never in argv',
      files: vscode({ OTHER: '${input:api-token}' }),
      errors: [{
        line: 4, column: 129, endColumn: 141, level: 'warning',
        message: 'args[4] of server "remote": mcp-remote fills in ${API_TOKEN} from its own environment, and this entry does not give it API_TOKEN: add "API_TOKEN": "${input:api-token}" to "env" (with an "inputs" entry that has "password": true), so that the value reaches mcp-remote\'s environment and never its command line',
      }],
    },
    {
      name: 'Claude Code and Codex: the same advice in their syntax',
      files: { ...claude({}), ...codex('') },
      errors: [
        { file: '.codex/config.toml', line: 3, column: 102, message: /^args\[4\] of server "remote": mcp-remote fills in \$\{API_TOKEN\} .*: add env_vars = \["API_TOKEN"\], so that/ },
        { file: '.mcp.json', line: 3, column: 129, message: /: add "API_TOKEN": "\$\{API_TOKEN\}" to "env", so that/ },
      ],
    },
    {
      name: 'VS Code: not a header of the bridge (the URL is not expanded by it)',
      files: vscode({ API_TOKEN: '${input:api-token}' }, ['-y', 'mcp-remote@0.1.29', 'https://mcp.example.com/mcp?key=${API_TOKEN}']),
      errors: [{ line: 4, column: 98, message: /VS Code does not expand \$\{API_TOKEN\}/ }],
    },
    {
      name: 'Claude Code: another server\'s arguments are Claude Code\'s to expand',
      files: claude({ API_TOKEN: 'x' }, ['-y', 'other-bridge@1.0.0', '--header', 'Authorization: Bearer ${API_TOKEN}']),
      errors: [{ line: 3, column: 100, message: /^args\[3\] of server "remote": \$\{API_TOKEN\} has no default/ }],
    },
  ],
});
