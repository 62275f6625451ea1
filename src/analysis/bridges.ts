/**
 * Bridges that expand `${VAR}` themselves, from their own environment: mcp-remote substitutes `${NAME}` in its
 * `--header` values (its README's way to keep a token out of argv). A reference there to a variable the entry's
 * `env` sets works in every host, whatever the host makes of it first: the host leaves it literal (VS Code, Codex) or
 * expands it from its own environment (Claude Code), and the bridge fills in what is left. Shared by the rules that
 * judge a reference there (env-var-without-default) and the ones that suggest one (hardcoded-secret).
 */
import { analyzeLaunch } from './launch.js';
import type { Server, Str } from '../model/types.js';

const SELF_EXPANDING_BRIDGE = /(?:^|\/)mcp-remote$/;

/** The strings of `server` its bridge expands itself (each mcp-remote `--header` value); empty for other launches. */
export function selfExpandedStrings(server: Server): Set<Str> {
  const strings = new Set<Str>();
  const launch = analyzeLaunch(server);
  if (!launch || !SELF_EXPANDING_BRIDGE.test(launch.package.name)) return strings;
  launch.args.forEach((token, i) => {
    if (token.value === '--header' && launch.args[i + 1]) strings.add(launch.args[i + 1]!.str);
    else if (token.value.startsWith('--header=')) strings.add(token.str);
  });
  return strings;
}
