/**
 * @file env-code-injection: a server's environment that makes its runtime load code before the server starts —
 * `NODE_OPTIONS` with `--require`/`--import`/`--loader`, `LD_PRELOAD`, `DYLD_INSERT_LIBRARIES`, `PYTHONSTARTUP`,
 * `PERL5OPT`, `BASH_ENV`/`ENV` — set in its `env`, by `docker run -e`, or by `env NAME=value` / `NAME=value` in
 * front of the launch. That code runs inside the server with its rights and sees every request, token and file it
 * handles, yet nothing in the command line says so. A warning; an error when what is loaded sits outside the
 * repository (an absolute or home path, a temp folder, a URL, code given inline), where a reviewer cannot read it.
 */
import { analyzeLaunches } from '../src/analysis/launch.js';
import type { EnvAssignment } from '../src/analysis/launch-types.js';
import { SHELLS, envAssignment, isCommandLine } from '../src/analysis/launch-words.js';
import { programName, simpleCommands, strToken, tokenize } from '../src/analysis/shell.js';
import type { Token } from '../src/analysis/shell.js';
import { valueSpan } from '../src/model/source.js';
import type { Level, Path, Report, Rule, Server, Span } from '../src/model/types.js';

/** What a variable makes the runtime do, for the message. */
const VARIABLES: Record<string, string> = {
  NODE_OPTIONS: 'makes Node.js load',
  LD_PRELOAD: 'makes the dynamic linker load',
  DYLD_INSERT_LIBRARIES: 'makes the macOS dynamic linker load',
  PYTHONSTARTUP: 'makes Python run',
  PERL5OPT: 'makes Perl run with',
  BASH_ENV: 'makes bash run',
  ENV: 'makes sh run',
};

/** Node options that load code: a module required or imported first, or a module loader. */
const NODE_LOADERS = new Set(['--require', '-r', '--import', '--loader', '--experimental-loader']);

/** What one variable's value loads; empty when it loads nothing (`NODE_OPTIONS=--max-old-space-size=4096`). */
export function loadedCode(name: string, value: string): string[] {
  const v = value.trim();
  if (!v) return [];
  if (name === 'NODE_OPTIONS') {
    const words = v.split(/\s+/);
    const out: string[] = [];
    words.forEach((word, i) => {
      const eq = word.indexOf('=');
      const flag = eq > 0 ? word.slice(0, eq) : word;
      if (!NODE_LOADERS.has(flag)) return;
      const target = eq > 0 ? word.slice(eq + 1) : words[i + 1];
      if (target) out.push(target.replace(/^["']|["']$/g, ''));
    });
    return out;
  }
  if (name === 'LD_PRELOAD' || name === 'DYLD_INSERT_LIBRARIES') return v.split(/[:\s]+/).filter(Boolean);
  if (name === 'PERL5OPT') return [v];
  return [v];
}

/**
 * Whether a loaded file or module is outside what the repository shows: an absolute, home or variable-rooted path
 * (other than the project folder), a temp folder, `..` out of it, a URL or inline code.
 */
export function outsideRepository(target: string): string | undefined {
  const t = target.replace(/\\/g, '/');
  if (/^(?:[a-z][a-z0-9+.-]*:)/i.test(t) && !/^[A-Za-z]:\//.test(t)) return 'a URL or inline code';
  if (/(?:^|\/)(?:tmp|temp|var\/tmp|private\/tmp)(?:\/|$)|\$\{?(?:TMPDIR|TEMP|TMP)\}?|%(?:TEMP|TMP)%|\/Temp\//i.test(t)) return 'a temp folder';
  if (/^(?:\$\{?(?:workspaceFolder|CLAUDE_PROJECT_DIR|PWD)\}?|\$\{(?:env:)?(?:CLAUDE_PROJECT_DIR|PWD)\})(?:\/|$)/.test(t)) return undefined;
  if (/^~|^\$\{?(?:env:)?(?:HOME|USERPROFILE)\}?|^%USERPROFILE%|^\$\{userHome\}/i.test(t)) return 'the home folder';
  if (/^\/|^[A-Za-z]:\/|^\/\//.test(t)) return 'an absolute path';
  if (/^\.\.(?:\/|$)/.test(t)) return 'a path above the project';
  return undefined;
}

/** One variable set for a server, wherever it is set. */
interface Setting {
  name: string;
  value: string;
  span: Span;
  path: Path;
  /** how the message says where it is set */
  where: string;
}

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * `NAME=value` in front of a command, after `env`, or inside a shell's `-c` string, whatever the command runs (the
 * launch analysis only follows launches of package runners; `env LD_PRELOAD=… node server.js` is none).
 */
function assignmentsIn(words: Token[], depth: number): EnvAssignment[] {
  const head = words[0];
  if (!head || depth > 6) return [];
  if (isCommandLine(head)) {
    return simpleCommands(tokenize(head, 'posix')).flatMap((cmd, k, all) => assignmentsIn(k === all.length - 1 ? [...cmd, ...words.slice(1)] : cmd, depth + 1));
  }
  const out: EnvAssignment[] = [];
  let i = 0;
  while (i < words.length && ASSIGNMENT.test(words[i]!.value)) out.push(envAssignment(words[i++]!));
  const program = words[i] ? programName(words[i]!.value) : '';
  if (program === 'env') {
    let k = i + 1;
    while (k < words.length && words[k]!.value.startsWith('-')) k++;
    out.push(...assignmentsIn(words.slice(k), depth + 1));
  } else if (SHELLS.has(program)) {
    const c = words.findIndex((w, k) => k > i && /^-[A-Za-z]*c[A-Za-z]*$/.test(w.value));
    const script = c > 0 ? words[c + 1] : undefined;
    if (script) for (const cmd of simpleCommands(tokenize(script, 'posix'))) out.push(...assignmentsIn(cmd, depth + 1));
  }
  return out;
}

function settingsOf(server: Server): Setting[] {
  const out: Setting[] = [];
  for (const e of server.env) out.push({ name: e.key, value: e.value.value, span: valueSpan(e.value), path: e.value.path, where: 'sets' });
  const assignments: { a: EnvAssignment; where: string }[] = [];
  for (const launch of analyzeLaunches(server)) {
    assignments.push(...launch.env.map((a) => ({ a, where: 'sets' })), ...(launch.docker?.env ?? []).map((a) => ({ a, where: `passes ${launch.runner} -e` })));
  }
  if (server.command) {
    const words = [strToken(server.command), ...server.args.map((arg, i) => strToken(arg, i))];
    assignments.push(...assignmentsIn(words, 0).map((a) => ({ a, where: 'sets' })));
  }
  const seen = new Set<string>();
  for (const { a, where } of assignments) {
    if (a.value === undefined || !a.valueSpan) continue;
    const key = `${a.token.str.span.start}:${a.valueSpan.start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: a.name, value: a.value, span: a.valueSpan, path: a.token.str.path, where });
  }
  return out;
}

export const envCodeInjection: Rule = {
  meta: {
    id: 'env-code-injection',
    level: 'warning',
    description: 'A server environment that loads code into the server before it starts (NODE_OPTIONS --require/--import/--loader, LD_PRELOAD, DYLD_INSERT_LIBRARIES, PYTHONSTARTUP, PERL5OPT, BASH_ENV/ENV); an error when that code sits outside the repository.',
    precision: 'high',
    securitySeverity: '7.3',
    tags: ['security', 'code-injection', 'cwe-94'],
    fixable: 'none',
    owasp: ['MCP05:2025'],
  },
  checkConfig(file) {
    const reports: Report[] = [];
    for (const server of file.servers) {
      for (const s of settingsOf(server)) {
        // own keys only: an env key named "constructor" is not one of these
        const does = Object.hasOwn(VARIABLES, s.name) ? VARIABLES[s.name] : undefined;
        if (!does) continue;
        const loaded = loadedCode(s.name, s.value);
        if (!loaded.length) continue;
        const outside = loaded.map((t) => ({ t, why: outsideRepository(t) })).find((x) => x.why);
        const level: Level = outside ? 'error' : 'warning';
        const what = loaded.map((t) => JSON.stringify(t)).join(', ');
        const tail = outside
          ? ` ${JSON.stringify(outside.t)} is ${outside.why}, outside the repository: nobody reviewing this config can read what runs.`
          : ' Nothing in the command line shows it: read that code as part of the server, or drop the variable.';
        reports.push({
          message: `server "${server.name}" ${s.where} ${s.name}, which ${does} ${what} inside the server before it starts: that code runs with the server's rights and sees every request, token and file it handles.${tail}`,
          span: s.span,
          path: s.path,
          level,
          fingerprintValue: `${s.name}=${s.value}`,
          suggestions: [{ description: `remove ${s.name} from this server's environment unless you have read what it loads`, safe: false, edits: [] }],
        });
      }
    }
    return reports;
  },
};
