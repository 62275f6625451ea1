/**
 * @file shell-pipe-install: a download run straight by a shell or interpreter — `curl … | sh`, `wget -qO- … | bash`,
 * `bash <(curl …)`, `sh -c "$(curl …)"`, PowerShell `iex (irm …)`, `irm … | iex` — in a config's command lines
 * (server `command`/`args`, header helpers, Claude Code hooks), in SKILL.md, and in a skill's scripts.
 *
 * Matched as text: a pipeline always sits inside one string (an `args` array has no shell between its elements),
 * and one detector for configs, Markdown and scripts catches the same forms everywhere. A pipe into an interpreter
 * given code of its own (`| python3 -c "…"`, `| sh -c '…'`) is not reported: the download is that code's input.
 * Commented-out lines of scripts and of SKILL.md's shell code blocks are blanked out before matching. A warning; an
 * error when the URL is plain `http://`, where anyone on the network path can swap the script.
 */
import { configStrings } from '../src/analysis/config-values.js';
import { makeSource, valueSpan } from '../src/model/source.js';
import type { Path, Report, Rule, Str } from '../src/model/types.js';

/** Blanks inside a command, line continuations included. */
const WS = String.raw`(?:[ \t]|\\\r?\n)`;
/** A pipe and the blanks around it: after `|` the shell reads on over a newline, no backslash needed. */
const PIPE = String.raw`${WS}*\|(?:[ \t]|\\?\r?\n)*`;
/** A program word, with an optional directory: `curl`, `/usr/bin/curl`, `curl.exe`. */
const prog = (names: string) => String.raw`(?<![\w./-])(?:(?:/[\w.-]+){0,8}/)?(?:${names})(?:\.exe)?(?![\w.-])`;
/** One word, quoted or not, up to a blank, a pipe, `;`, `&`, a bracket or a redirection. */
const WORD = String.raw`(?:"[^"\n]*"|'[^'\n]*'|[^\s|;&()'"<>\`])+`;
/** One or more arguments up to the end of the command (bounded, so that a long line of words costs linear time). */
const ARGS = String.raw`(?:${WS}+${WORD}){1,40}`;
const DOWNLOAD = String.raw`(?<dl>${prog('curl|wget')})(?<args>${ARGS})`;
const SHELL = '(?:ba|z|da|k|a|mk)?sh';
const INTERPRETER = String.raw`${SHELL}|fish|python[0-9.]*|perl|ruby|node|php|pwsh|powershell`;
/** `VAR=value` before a command or as an argument of `env`. */
const ASSIGN = String.raw`[A-Za-z_]\w*=(?:${WORD})?`;
/** sudo's and doas's options that take the next word as their value (`-u root`, `-p "Password: "`, `--user root`). */
const SUDO_VALUE = String.raw`-[A-Za-z]*[ughpCDRTU]|--(?:user|group|host|prompt|close-from|chdir|chroot|role|type|other-user|command-timeout)`;
/** Options of a command, each word read one way only (an option that takes a value always takes the next word), so
 * that a long run of them costs linear time. */
const options = (takesValue: string) => String.raw`(?:${WS}+(?:(?:${takesValue})(?![\w=-])${WS}+${WORD}|(?!(?:${takesValue})(?![\w=-]))-[\w-]*(?:=${WORD})?))`;
const SUDO = String.raw`${prog('sudo|doas')}${options(SUDO_VALUE)}{0,10}`;
const ENV = String.raw`${prog('env')}(?:${options('-[A-Za-z]*[uCS]')}|${WS}+${ASSIGN}){0,20}`;
/** What may stand between the pipe and the interpreter: `sudo -u root`, `env VAR=x`, `VAR=x`, in any mix. */
const ELEVATE = String.raw`(?:(?:${SUDO}|${ENV}|${ASSIGN})${WS}+){0,4}`;
/** A `tee` in between passes the download on: `curl … | tee /tmp/i.sh | sh`. */
const TEE = String.raw`${ELEVATE}${prog('tee')}(?:${WS}+${WORD}){0,10}`;
/** The interpreters that take code as an argument, each with the option that gives it: `sh -c`, `python3 -c`,
 * `node -e`, `ruby -e`, `perl -e` (with other options before it). */
const INLINE_RUN = [
  String.raw`${prog(`${SHELL}|python[0-9.]*`)}(?:${WS}+-[A-Za-z]+)*${WS}+-[A-Za-z]*c`,
  String.raw`${prog('node')}(?:${WS}+-[\w-]+)*${WS}+(?:-p?e|--eval|-p|--print)`,
  String.raw`${prog('ruby')}(?:${WS}+-[A-Za-z]+)*${WS}+-[A-Za-z]*e`,
  String.raw`${prog('perl')}(?:${WS}+-[A-Za-z]+)*${WS}+-[A-Za-z]*[eE]`,
  String.raw`(?<![\w.-])eval`,
].join('|');

interface Form {
  re: RegExp;
  form: (g: Record<string, string>) => string;
  /** a download piped into `run`: not reported when `run` is given code of its own (`| python3 -c "…"`) */
  pipe?: boolean;
}

const POSIX: Form[] = [
  {
    re: new RegExp(String.raw`${DOWNLOAD}(?:${PIPE}${TEE}){0,3}${PIPE}${ELEVATE}(?<run>${prog(INTERPRETER)})`, 'g'),
    form: (g) => `${base(g.dl!)} … | ${base(g.run!)}`,
    pipe: true,
  },
  {
    re: new RegExp(String.raw`(?<run>${prog(`${SHELL}|source`)}|(?<![\w./-])\.)(?:${WS}+-[\w-]+)*${WS}*<\(${WS}*${DOWNLOAD}${WS}*\)`, 'g'),
    form: (g) => `${base(g.run!)} <(${base(g.dl!)} …)`,
  },
  {
    re: new RegExp(String.raw`(?<run>${INLINE_RUN})${WS}+["']?(?:\$\(|\`)${WS}*${DOWNLOAD}${WS}*[)\`]`, 'g'),
    form: (g) => {
      const run = base(g.run!.split(/\s/)[0]!);
      return `${run}${run === 'eval' ? '' : /^(?:node|ruby|perl)$/.test(run) ? ' -e' : ' -c'} "$(${base(g.dl!)} …)"`;
    },
  },
];

const QUOTED_REST = String.raw`(?:'[^'\n]*'|"[^"\n]*"|[^\n;|'"]){0,400}`;
const PS_DOWNLOAD_ANY = String.raw`(?<![\w-])(?:irm|iwr|invoke-restmethod|invoke-webrequest)(?![\w-])|(?:\(\s*)?new-object\s+(?:system\.)?net\.webclient(?:\s*\))?\s*\.\s*download(?:string|data)`;
const PS_DOWNLOAD = String.raw`(?<dl>${PS_DOWNLOAD_ANY})`;
/** QUOTED_REST up to a pipe, stopping before another download outside quotes: the match then starts at that one
 * (the rest from it is a suffix of the rest from here, so the same pipes are found), and a long line of downloads
 * with no pipe after them is not read again from each one. */
const REST_TO_PIPE = String.raw`(?:'[^'\n]*'|"[^"\n]*"|(?!${PS_DOWNLOAD_ANY})[^\n;|'"]){0,400}\|`;
const IEX = String.raw`(?<run>(?<![\w-])(?:iex|invoke-expression)(?![\w-]))`;
const POWERSHELL: Form[] = [
  { re: new RegExp(String.raw`${IEX}[\s(]*(?:&\s*)?${PS_DOWNLOAD}${QUOTED_REST}`, 'gi'), form: (g) => `${g.run} (${psName(g.dl!)} …)` },
  { re: new RegExp(String.raw`${PS_DOWNLOAD}${REST_TO_PIPE}\s*${IEX}`, 'gi'), form: (g) => `${psName(g.dl!)} … | ${g.run}` },
];

const base = (word: string) => word.replace(/^.*[\\/]/, '').replace(/\.exe$/i, '');
const psName = (dl: string) => (/webclient/i.test(dl) ? 'WebClient.DownloadString' : dl);

/** Output files that are the pipe. */
const STDOUT = String.raw`(?:-|/dev/stdout|/dev/fd/1|/proc/self/fd/1)(?=\s|$)`;
const WGET_STDOUT = new RegExp(String.raw`(?:^|\s)(?:-[A-Za-z]*O\s*|--output-document[=\s]+)${STDOUT}`);
const CURL_FILE = new RegExp(String.raw`(?:^|\s)(?:(?:-[A-Za-z]*o\s*|--output[=\s]+)(?!${STDOUT})\S|-[A-Za-z]*O(?=\s|$)|--remote-name)`);

/** wget writes to a file unless told `-O -`; curl writes to stdout unless told `-o file` or `-O`. */
function toStdout(dl: string, args: string): boolean {
  return base(dl) === 'wget' ? WGET_STDOUT.test(args) : !CURL_FILE.test(args);
}

const NEXT_WORD = new RegExp(String.raw`${WS}+(${WORD})`, 'y');
const unquote = (word: string) => word.replace(/"([^"]*)"|'([^']*)'/g, '$1$2');

/** The words after `pos`, unquoted, up to the end of the command. */
function wordsAfter(text: string, pos: number): string[] {
  const words: string[] = [];
  NEXT_WORD.lastIndex = pos;
  for (let m; words.length < 20 && (m = NEXT_WORD.exec(text)); ) words.push(unquote(m[1]!));
  return words;
}

/**
 * Whether an interpreter given `words` runs code from its arguments (`python3 -c "…"`, `python3 -m json.tool`,
 * `node -e "…"`, `sh -c '…'`, `ruby -e`, `perl -ne`, `php -r`, `pwsh -Command "…"`) instead of what comes in on the
 * pipe. Options are read until the first word that is not one; `-` and `--` (`sh -s -- --flag`, `python3 -`) mean
 * the program is read from the pipe.
 */
export function runsInlineCode(interpreter: string, words: string[]): boolean {
  const name = base(interpreter).toLowerCase();
  if (name === 'pwsh' || name === 'powershell') return powershellInline(words);
  /** per family: option letters that give inline code, letters that take a value (the rest of the word or the next
   * word), letters that take only an attached value */
  const family = /^python/.test(name) ? { code: 'cm', value: 'WX', attached: '' }
    : name === 'node' ? { code: 'ep', value: 'rC', attached: '' }
      : name === 'ruby' ? { code: 'e', value: 'rIECF', attached: '0KWTxi' }
        : name === 'perl' ? { code: 'eE', value: 'IMm', attached: 'dDxiCF' }
          : name === 'php' ? { code: 'rR', value: 'dcfztFBE', attached: '' }
            : name === 'fish' ? { code: 'c', value: 'Cdo', attached: '' }
              : { code: 'c', value: 'oO', attached: '' };
  const longCode = name === 'node' ? /^--(?:eval|print)(?:=|$)/ : name === 'fish' ? /^--command(?:=|$)/ : undefined;
  const longValue = /^--(?:rcfile|init-file|require|import|loader|experimental-loader|conditions|input-type|title|env-file|init-command|check-hash-based-pycs)$/;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-' || word === '--') return false;
    if (word.startsWith('--')) {
      if (longCode?.test(word)) return true;
      if (longValue.test(word)) i++;
      continue;
    }
    if (!/^[-+][A-Za-z0-9]/.test(word)) return false;
    const letters = word.slice(1);
    for (let j = 0; j < letters.length; j++) {
      const c = letters[j]!;
      if (name === 'perl' && (c === 'l' || c === '0')) {
        // `-l[octal]`, `-0[octal]`, `-0x[hex]`: digits, then more options (`-lne`, `-0777ne`)
        const digits = c === '0' && letters[j + 1] === 'x' ? (j++, /[0-9a-fA-F]/) : /[0-7]/;
        while (digits.test(letters[j + 1] ?? '')) j++;
        continue;
      }
      if (word[0] === '-' && family.code.includes(c)) return true;
      if (family.value.includes(c)) {
        if (j === letters.length - 1) i++;
        break;
      }
      if (family.attached.includes(c)) break;
    }
  }
  return false;
}

function powershellInline(words: string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.toLowerCase();
    if (/^-(?:c|co|com|comm|comma|comman|command)$/.test(word)) return words[i + 1] !== undefined && words[i + 1] !== '-';
    if (/^-(?:e|ec|en|enc|encodedcommand)$/.test(word)) return true;
    if (/^-(?:executionpolicy|ex|ep|windowstyle|w|inputformat|if|outputformat|of|configurationname|workingdirectory|wd|settingsfile)$/.test(word)) i++;
    else if (!word.startsWith('-')) return false;
  }
  return false;
}

export interface PipeInstall {
  start: number;
  end: number;
  /** `curl … | bash`, `iex (irm …)` */
  form: string;
  /** the download is over plain http:// */
  plainHttp: boolean;
}

/** Words every match holds (the POSIX forms' `curl`/`wget`, the PowerShell forms' `iex`/`invoke-expression`, with
 * the same flags): text without them is passed over in one pass instead of five. */
const POSIX_WORD = /curl|wget/;
const POWERSHELL_WORD = /iex|invoke-expression/i;

const mayMatch = (text: string) => POSIX_WORD.test(text) || POWERSHELL_WORD.test(text);

/** Every download-and-run in `text`, in order, without overlaps. */
export function findPipeInstalls(text: string): PipeInstall[] {
  const posix = POSIX_WORD.test(text);
  const powershell = POWERSHELL_WORD.test(text);
  if (!posix && !powershell) return [];
  const found: PipeInstall[] = [];
  for (const { re, form, pipe } of [...(posix ? POSIX : []), ...(powershell ? POWERSHELL : [])]) {
    for (const m of text.matchAll(re)) {
      const g = m.groups as Record<string, string>;
      if (g.args !== undefined && !toStdout(g.dl!, g.args)) continue;
      if (pipe && runsInlineCode(g.run!, wordsAfter(text, m.index + m[0].length))) continue;
      const raw = m[0].trimEnd();
      found.push({ start: m.index, end: m.index + raw.length, form: form(g), plainHttp: /\bhttp:\/\//i.test(raw) });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PipeInstall[] = [];
  for (const f of found) if (!kept.length || kept.at(-1)!.end <= f.start) kept.push(f);
  return kept;
}

/** Scripts whose comment lines start with `#`: by extension, or by a `#!` line naming a shell, Python, Ruby or Perl. */
const HASH_COMMENT_FILE = /\.(?:sh|bash|zsh|py|rb|pl)$/i;
const HASH_COMMENT_SHEBANG = /^#![^\n]*?[/\s](?:(?:ba|z|da|k|a|mk)?sh|python[0-9.]*|ruby|perl)(?=\s|$)/;
/** Fenced code blocks in SKILL.md whose comment lines start with `#`. Not `console` or unlabelled blocks, where
 * `# ` is a root prompt. */
const HASH_COMMENT_LANG = /^(?:(?:ba|z|da|k|a|mk)?sh|shell|fish|python[0-9.]*|py|ruby|rb|perl|pl)$/i;

const blank = (line: string) => line.replace(/[^\r]/g, ' ');
const isComment = (line: string) => /^[ \t]*#/.test(line);

/** `text` with every line whose first non-blank character is `#` blanked out (offsets unchanged), so that
 * commented-out commands are not read. */
export function blankCommentLines(text: string): string {
  return text.split('\n').map((line) => (isComment(line) ? blank(line) : line)).join('\n');
}

/** SKILL.md with the comment lines of its shell (and Python, Ruby, Perl) fenced code blocks blanked out. */
export function blankFencedComments(text: string): string {
  let fence: { char: string; length: number; comments: boolean } | undefined;
  return text.split('\n').map((line) => {
    const marker = /^[ \t]*(`{3,}|~{3,})[ \t]*([^\s`]*)[^\r]*/.exec(line);
    if (!fence) {
      if (marker && !(marker[1]![0] === '`' && /`/.test(line.slice(line.indexOf(marker[1]!) + marker[1]!.length)))) {
        fence = { char: marker[1]![0]!, length: marker[1]!.length, comments: HASH_COMMENT_LANG.test(marker[2]!) };
      }
      return line;
    }
    if (marker && marker[1]![0] === fence.char && marker[1]!.length >= fence.length && /^[ \t]*[`~]+[ \t]*\r?$/.test(line)) {
      fence = undefined;
      return line;
    }
    return fence.comments && isComment(line) ? blank(line) : line;
  }).join('\n');
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
    const manifest = skill.manifest.text;
    const reports = findPipeInstalls(mayMatch(manifest) ? blankFencedComments(manifest) : manifest).map((m) => report('SKILL.md tells the agent to run a command that', m, m, [...base, 'SKILL.md']));
    for (const script of skill.scripts) {
      if (script.text === undefined) continue;
      const hashComments = mayMatch(script.text) && (HASH_COMMENT_FILE.test(script.relPath) || HASH_COMMENT_SHEBANG.test(script.text));
      const found = findPipeInstalls(hashComments ? blankCommentLines(script.text) : script.text);
      if (!found.length) continue;
      const source = makeSource(script.source.path, script.source.display, script.text);
      for (const m of found) reports.push({ ...report(`The skill script ${script.relPath}`, m, m, [...base, 'files', script.relPath]), source });
    }
    return reports;
  },
};
