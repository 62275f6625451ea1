/** Config builders whose layout tests can count on. */

/**
 * A Claude Code `.mcp.json` with one stdio server "srv", one arg per line: `command`'s value starts at line 4
 * column 19, arg i's value at line 6 + i, column 10, and `env` (when given) sits on line 7 + args.length.
 */
export function claudeServer(args: string[], env?: Record<string, string>, command = 'npx'): string {
  const envLines = env ? `,\n      "env": ${JSON.stringify(env)}` : '';
  return `{
  "mcpServers": {
    "srv": {
      "command": "${command}",
      "args": [
${args.map((a) => `        ${JSON.stringify(a)}`).join(',\n')}
      ]${envLines}
    }
  }
}
`;
}
