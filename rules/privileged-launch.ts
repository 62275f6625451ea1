/**
 * @file privileged-launch: a server (or a hook, status line or helper command) started through `sudo`, `doas`, `pkexec`, `su -c`, `runas` or `gsudo`. Every
 * tool of that server then runs with root or administrator rights, on whatever the model asks. `docker run
 * --privileged` is `dangerous-docker`'s; the launch behind the prefix is still checked by the other rules.
 */
import { isCommand, launchers, subjectOf } from '../src/analysis/commands.js';
import { privilegedPrefixes, type PrivilegeProgram } from '../src/analysis/privilege.js';
import type { Report, Rule } from '../src/model/types.js';

const AS: Record<PrivilegeProgram, string> = {
  sudo: 'root (or the user -u names)',
  doas: 'root (or the user -u names)',
  pkexec: 'root (or the user --user names)',
  su: 'root (or the user su names)',
  runas: 'another account, usually an administrator',
  gsudo: 'Windows administrator rights',
};

const capitalized = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const privilegedLaunch: Rule = {
  meta: {
    id: 'privileged-launch',
    level: 'error',
    description: 'A server started through sudo, doas, pkexec, su -c, runas or gsudo: every tool of it runs with root or administrator rights.',
    precision: 'very-high',
    securitySeverity: '8.0',
    tags: ['security', 'least-privilege'],
    fixable: 'none',
    owasp: ['MCP02:2025'],
  },
  checkConfig(file) {
    const reports: Report[] = [];
    for (const server of launchers(file)) {
      for (const prefix of privilegedPrefixes(server)) {
        const via = prefix.wrappers.length ? ` (inside ${prefix.wrappers.join(' → ')})` : '';
        reports.push({
          message: isCommand(server)
            ? `${capitalized(subjectOf(server))} runs through ${prefix.program}${via}: it runs as ${AS[prefix.program]} whenever the agent triggers it, on whatever the model is led to do.`
            : `server "${server.name}" is started through ${prefix.program}${via}: it runs as ${AS[prefix.program]}, and so does every tool it offers, on whatever the model is led to ask.`,
          span: prefix.token.span,
          path: prefix.token.str.path,
          fingerprintValue: prefix.program,
          suggestions: [{
            description: `remove "${prefix.program}": run the ${isCommand(server) ? 'command' : 'server'} as your own user and give it only the access it needs (a group, a file permission, a token)`,
            safe: false, edits: [],
          }],
        });
      }
    }
    return reports;
  },
};
