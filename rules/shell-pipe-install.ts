/**
 * @file shell-pipe-install: a download run straight by a shell or interpreter — `curl … | sh`, `wget -qO- … | bash`,
 * `bash <(curl …)`, `sh -c "$(curl …)"`, PowerShell `iex (irm …)`, `irm … | iex` — in a config's command lines
 * (server `command`/`args`, header helpers, Claude Code hooks), in SKILL.md, and in a skill's scripts.
 *
 * Matched as text: a pipeline always sits inside one string (an `args` array has no shell between its elements),
 * and one detector for configs, Markdown and scripts catches the same forms everywhere. A warning; an error when the
 * URL is plain `http://`, where anyone on the network path can swap the script.
 */
import { configStrings } from '../src/config-values.js';
import { makeSource, valueSpan } from '../src/source.js';
import type { Path, Report, Rule, Str } from '../src/types.js';

/** Blanks inside a command, line continuations included. */
const WS = String.raw`(?:[ \t]|\\\r?\n)`;
/** A program word, with an optional directory: `curl`, `/usr/bin/curl`, `curl.exe`. */
const prog = (names: string) => String.raw`(?<![\w./-])(?:(?:/[\w.-]+){0,8}/)?(?:${names})(?:\.exe)?(?![\w.-])`;
/** One or more arguments, quoted or not, up to a pipe, `;`, `&`, a bracket or the end of the line (bounded, so that
 * a long line of words costs linear time). */
const ARGS = String.raw`(?:${WS}+(?:"[^"\n]*"|'[^'\n]*'|[^\s|;&()'"<>\`])+){1,40}`;
const DOWNLOAD = String.raw`(?<dl>${prog('curl|wget')})(?<args>${ARGS})`;
const SHELL = '(?:ba|z|da|k|a|mk)?sh';
const INTERPRETER = String.raw`${SHELL}|fish|python[0-9.]*|perl|ruby|node|php|pwsh|powershell`;
const ELEVATE = String.raw`(?:(?:sudo|doas)(?:${WS}+-[\w-]+)*${WS}+|env(?:${WS}+[\w]+=\S*)*${WS}+)?`;

const POSIX: { re: RegExp; form: (g: Record<string, string>) => string }[] = [
  {
    re: new RegExp(String.raw`${DOWNLOAD}${WS}*\|${WS}*${ELEVATE}(?<run>${prog(INTERPRETER)})`, 'g'),
    form: (g) => `${base(g.dl!)} … | ${base(g.run!)}`,
  },
  {
    re: new RegExp(String.raw`(?<run>${prog(`${SHELL}|source`)}|(?<![\w./-])\.)(?:${WS}+-[\w-]+)*${WS}*<\(${WS}*${DOWNLOAD}${WS}*\)`, 'g'),
    form: (g) => `${base(g.run!)} <(${base(g.dl!)} …)`,
  },
  {
    re: new RegExp(String.raw`(?<run>${prog(SHELL)}(?:${WS}+-[A-Za-z]+)*${WS}+-[A-Za-z]*c|(?<![\w.-])eval)${WS}+["']?(?:\$\(|\`)${WS}*${DOWNLOAD}${WS}*[)\`]`, 'g'),
    form: (g) => `${base(g.run!.split(/\s/)[0]!)}${/eval$/.test(g.run!) ? '' : ' -c'} "$(${base(g.dl!)} …)"`,
  },
];

const QUOTED_REST = String.raw`(?:'[^'\n]*'|"[^"\n]*"|[^\n;|'"]){0,400}`;
const PS_DOWNLOAD = String.raw`(?<dl>(?<![\w-])(?:irm|iwr|invoke-restmethod|invoke-webrequest)(?![\w-])|(?:\(\s*)?new-object\s+(?:system\.)?net\.webclient(?:\s*\))?\s*\.\s*download(?:string|data))`;
const IEX = String.raw`(?<run>(?<![\w-])(?:iex|invoke-expression)(?![\w-]))`;
const POWERSHELL: { re: RegExp; form: (g: Record<string, string>) => string }[] = [
  { re: new RegExp(String.raw`${IEX}[\s(]*(?:&\s*)?${PS_DOWNLOAD}${QUOTED_REST}`, 'gi'), form: (g) => `${g.run} (${psName(g.dl!)} …)` },
  { re: new RegExp(String.raw`${PS_DOWNLOAD}${QUOTED_REST}\|\s*${IEX}`, 'gi'), form: (g) => `${psName(g.dl!)} … | ${g.run}` },
];

const base = (word: string) => word.replace(/^.*[\\/]/, '').replace(/\.exe$/i, '');
const psName = (dl: string) => (/webclient/i.test(dl) ? 'WebClient.DownloadString' : dl);

/** wget writes to a file unless told `-O -`; curl writes to stdout unless told `-o file` or `-O`. */
function toStdout(dl: string, args: string): boolean {
  if (base(dl) === 'wget') return /(?:^|\s)(?:-[A-Za-z]*O\s*-|--output-document[=\s]+-|-O\s*\/dev\/stdout)(?=\s|$)/.test(args);
  return !/(?:^|\s)(?:-[A-Za-z]*o\s*(?!-(?:\s|$))\S|--output[=\s]+(?!-(?:\s|$))\S|-[A-Za-z]*O(?=\s|$)|--remote-name)/.test(args);
}

export interface PipeInstall {
  start: number;
  end: number;
  /** `curl … | bash`, `iex (irm …)` */
  form: string;
  /** the download is over plain http:// */
  plainHttp: boolean;
}

/** Every download-and-run in `text`, in order, without overlaps. */
/** Words every match holds (the POSIX forms' `curl`/`wget`, the PowerShell forms' `iex`/`invoke-expression`, with
 * the same flags): text without them is passed over in one pass instead of five. */
const POSIX_WORD = /curl|wget/;
const POWERSHELL_WORD = /iex|invoke-expression/i;

export function findPipeInstalls(text: string): PipeInstall[] {
  const posix = POSIX_WORD.test(text);
  const powershell = POWERSHELL_WORD.test(text);
  if (!posix && !powershell) return [];
  const found: PipeInstall[] = [];
  for (const { re, form } of [...(posix ? POSIX : []), ...(powershell ? POWERSHELL : [])]) {
    for (const m of text.matchAll(re)) {
      const g = m.groups as Record<string, string>;
      if (g.args !== undefined && !toStdout(g.dl!, g.args)) continue;
      const raw = m[0].replace(/\s+$/, '');
      found.push({ start: m.index, end: m.index + raw.length, form: form(g), plainHttp: /\bhttp:\/\//i.test(raw) });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PipeInstall[] = [];
  for (const f of found) if (!kept.length || kept.at(-1)!.end <= f.start) kept.push(f);
  return kept;
}

/** Config values that hosts run as commands: server command lines, header helpers, hook commands. */
const COMMAND_KEYS = new Set(['command', 'args', 'cmd', 'headersHelper', 'http_headers_helper', 'apiKeyHelper', 'awsAuthRefresh', 'awsCredentialExport', 'otelHeadersHelper']);
const isCommandValue = (str: Str) => str.path.some((seg) => typeof seg === 'string' && COMMAND_KEYS.has(seg));

function message(subject: string, m: PipeInstall): string {
  const http = m.plainHttp ? ' The URL is plain http://: anyone on the network path can replace the script.' : '';
  return `${subject} downloads a script and runs it unseen (${m.form}): whatever that URL serves at the moment runs with your permissions, unreviewed and unpinned.${http}`;
}

const ADVICE = 'download the script to a file, read it and check its checksum, then run that file; or install a pinned release with a package manager';

function report(subject: string, m: PipeInstall, span: { start: number; end: number }, path: Path): Report {
  return {
    message: message(subject, m), span: { start: span.start, end: span.end }, path, level: m.plainHttp ? 'error' : 'warning',
    suggestions: [{ description: ADVICE, safe: false, edits: [] }],
  };
}

export const shellPipeInstall: Rule = {
  meta: {
    id: 'shell-pipe-install',
    level: 'warning',
    description: 'A downloaded script piped straight into a shell or interpreter (curl | sh, bash <(curl …), iex (irm …)) in a command line, SKILL.md or skill script.',
    precision: 'high',
    securitySeverity: '7.5',
    tags: ['security', 'supply-chain', 'cwe-494'],
    fixable: 'none',
  },
  checkConfig(file) {
    const reports: Report[] = [];
    for (const str of configStrings(file)) {
      if (!isCommandValue(str)) continue;
      for (const m of findPipeInstalls(str.value)) reports.push(report('This command', m, valueSpan(str, m.start, m.end), str.path));
    }
    return reports;
  },
  checkSkill(skill) {
    const base: Path = ['skills', skill.dir];
    const reports = findPipeInstalls(skill.manifest.text).map((m) => report('SKILL.md tells the agent to run a command that', m, m, [...base, 'SKILL.md']));
    for (const script of skill.scripts) {
      if (script.text === undefined) continue;
      const found = findPipeInstalls(script.text);
      if (!found.length) continue;
      const source = makeSource(script.source.path, script.source.display, script.text);
      for (const m of found) reports.push({ ...report(`The skill script ${script.relPath}`, m, m, [...base, 'files', script.relPath]), source });
    }
    return reports;
  },
};
