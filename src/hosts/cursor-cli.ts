/**
 * The Cursor CLI's permissions, `.cursor/cli.json` (`{ "permissions": { "allow": ["Shell(git)", "Read(src/**)"],
 * "deny": [...] } }`): the only settings the CLI takes from a project, merged from the git root down to the working
 * folder. Known from third-party documentation only (hooks-and-instructions.md §0.4, T-cursor-cli): read leniently,
 * no servers, `data` for auto-approve; comments accepted.
 */
import type { Host } from './host.js';
import { jsonHostFile, pathMatcher } from './entry.js';

export const cursorCli: Host = {
  id: 'cursor-cli',
  name: 'Cursor CLI',
  matches: pathMatcher('\\.cursor/cli\\.json'),
  parse: (source) => jsonHostFile(source, { id: 'cursor-cli', what: 'Cursor CLI', strict: false }, () => []),
};
