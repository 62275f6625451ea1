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
import { commandStrings } from '../src/analysis/commands.js';
import { configStrings } from '../src/analysis/config-values.js';
import { codeRegions } from '../src/analysis/markdown.js';
import { makeSource, valueSpan } from '../src/model/source.js';
import { skillFileLabel } from '../src/skills/classify.js';
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
/** Programs that decode or unpack what comes in on the pipe: `base64 -d`, `gunzip`, `tar xzO`, `openssl enc -d`. Which
 * of their words make them decode is checked after the match (`decodes`). */
const DECODERS = 'base64|gunzip|gzip|zcat|xz|unxz|xzcat|bzip2|bunzip2|bzcat|zstd|unzstd|zstdcat|brotli|tar|openssl|xxd|uudecode';
const DECODE = String.raw`${prog(DECODERS)}(?:${WS}+${WORD}){0,10}`;
/** What may stand between the download and the interpreter: tee, and decoding steps. */
const STAGES = String.raw`(?:${PIPE}(?:${TEE}|${DECODE})){0,3}`;
/** Text written out to be decoded: `echo <base64>`, `printf '%s' …`, or a decoder reading a here-string. */
const ENCODED = String.raw`(?<src>${prog('echo|printf')})(?:${WS}+${WORD}){1,10}|(?<src2>${prog(DECODERS)})(?:${WS}+${WORD}){0,10}${WS}*<<<${WS}*${WORD}`;
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
  /** a pipeline whose steps between source and interpreter are checked: `tee`, or real decoding steps */
  staged?: boolean;
}

/** The source of a pipeline: a download, or encoded text written out. */
const SOURCE = String.raw`(?:${DOWNLOAD}|${ENCODED})`;

const POSIX: Form[] = [
  {
    re: new RegExp(String.raw`${SOURCE}${STAGES}${PIPE}${ELEVATE}(?<run>${prog(INTERPRETER)})`, 'g'),
    form: (g) => `${source(g)} | ${base(g.run!)}`,
    pipe: true,
    staged: true,
  },
  {
    re: new RegExp(String.raw`(?<run>${prog(`${SHELL}|source`)}|(?<![\w./-])\.)(?:${WS}+-[\w-]+)*${WS}*<\(${WS}*${SOURCE}${STAGES}${WS}*\)`, 'g'),
    form: (g) => `${base(g.run!)} <(${source(g)})`,
    staged: true,
  },
  {
    re: new RegExp(String.raw`(?<run>${INLINE_RUN})${WS}+["']?(?:\$\(|\`)${WS}*${SOURCE}${STAGES}${WS}*[)\`]`, 'g'),
    form: (g) => {
      const run = base(g.run!.split(/\s/)[0]!);
      return `${run}${run === 'eval' ? '' : /^(?:node|ruby|perl)$/.test(run) ? ' -e' : ' -c'} "$(${source(g)})"`;
    },
    staged: true,
  },
];

/** `curl …`, `echo …`, `base64 -d <<< …`, followed by the decoding steps (`| base64 -d`), which `stageNames` fills in. */
function source(g: Record<string, string>): string {
  const head = g.dl ?? g.src ?? g.src2 ?? '';
  return `${base(head)} …${g.stages ?? ''}`;
}

/** The parts of a pipeline, split at `|` outside quotes. */
function pipelineStages(text: string): string[] {
  const stages: string[] = [];
  let quote = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '|') {
      stages.push(text.slice(from, i));
      from = i + 1;
    }
  }
  stages.push(text.slice(from));
  return stages.map((st) => st.replace(/\\\r?\n/g, ' ').trim());
}

/** The words of a decoding step that make it decode to stdout, or undefined when it does something else. */
export function decodes(stage: string): string | undefined {
  const words = stage.split(/\s+/).map((w) => w.replace(/^["']|["']$/g, ''));
  const prog = base(words[0] ?? '');
  const opts = words.slice(1);
  const has = (re: RegExp) => opts.some((w) => re.test(w));
  const shown = (n: number) => [prog, ...opts.slice(0, n)].join(' ');
  switch (prog) {
    case 'base64': return has(/^(?:-[A-Za-z]*[dD][A-Za-z]*|--decode)$/) ? `base64 ${opts.find((w) => /^-|^--decode$/.test(w) && /d|D/.test(w))}` : undefined;
    case 'gunzip': case 'zcat': case 'unxz': case 'xzcat': case 'bunzip2': case 'bzcat': case 'unzstd': case 'zstdcat': case 'uudecode':
      return prog;
    case 'gzip': case 'xz': case 'bzip2': case 'zstd': case 'brotli':
      return has(/^(?:-[A-Za-z]*d[A-Za-z]*|--decompress)$/) ? `${prog} -d` : undefined;
    // `tar xz -O`, `tar -xzOf -`: extract, to stdout
    case 'tar': return has(/^-?[A-Za-z]*x/) && (has(/^-?[A-Za-z]*O/) || has(/^--to-stdout$/)) ? shown(Math.min(opts.length, 2)) : undefined;
    case 'openssl': return has(/^-d$|^-base64$|^base64$/) && has(/^-d$/) ? 'openssl … -d' : undefined;
    case 'xxd': return has(/^-[A-Za-z]*r/) ? 'xxd -r' : undefined;
    default: return undefined;
  }
}

/**
 * A pipe form's steps between its source and the interpreter: each must be a `tee` or a real decoding step, and
 * encoded text must be decoded at least once (`echo hello | sh` runs what is written). The decoding steps, as `| …`,
 * for the form; undefined when the match is not a download or decoded script being run.
 */
function stageNames(pipeline: string, encoded: boolean, endsInRun: boolean): string | undefined {
  const stages = pipelineStages(pipeline);
  const steps = stages.slice(encoded && /<<</.test(stages[0]!) ? 0 : 1, endsInRun ? -1 : undefined);
  const names: string[] = [];
  for (const step of steps) {
    const name = decodes(step);
    if (!name && /^(?:\S*\/)?tee(?:\s|$)/.test(step.replace(/^(?:\S*\/)?(?:sudo|doas|env)\s+(?:-\S+\s+|\w+=\S*\s+)*/, ''))) continue;
    if (!name) return undefined;
    names.push(name);
  }
  if (encoded && !names.length) return undefined;
  return names.map((n) => ` | ${n}`).join('');
}

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
  /** `curl … | bash`, `iex (irm …)`, `echo … | base64 -d | bash` */
  form: string;
  /** the download is over plain http:// */
  plainHttp: boolean;
  /** the script is written out encoded (`echo <base64> | base64 -d | bash`), not downloaded */
  encoded?: boolean;
}

/** Words every match holds (the POSIX forms' `curl`/`wget`, the PowerShell forms' `iex`/`invoke-expression`, with
 * the same flags): text without them is passed over in one pass instead of five. */
const POSIX_WORD = /curl|wget|<<<|echo|printf/;
const POWERSHELL_WORD = /iex|invoke-expression/i;
const mayMatch = (text: string) => POSIX_WORD.test(text) || POWERSHELL_WORD.test(text);

/** Every download-and-run in `text`, in order, without overlaps. */
export function findPipeInstalls(text: string): PipeInstall[] {
  const posix = POSIX_WORD.test(text);
  const powershell = POWERSHELL_WORD.test(text);
  if (!posix && !powershell) return [];
  const found: PipeInstall[] = [];
  for (const { re, form, pipe, staged } of [...(posix ? POSIX : []), ...(powershell ? POWERSHELL : [])]) {
    for (const m of text.matchAll(re)) {
      const g = { ...m.groups } as Record<string, string>;
      if (g.args !== undefined && !toStdout(g.dl!, g.args)) continue;
      if (pipe && runsInlineCode(g.run!, wordsAfter(text, m.index + m[0].length))) continue;
      const raw = m[0].trimEnd();
      const encoded = g.dl === undefined && (g.src !== undefined || g.src2 !== undefined);
      if (staged) {
        // the pipeline itself: the whole match for `… | sh`, the inside of `$(…)` or `<(…)` otherwise
        const pipeline = pipe ? raw : raw.replace(/^[^(`]*(?:\$\(|<\(|`)/, '').replace(/[)`]$/, '');
        const stages = stageNames(pipeline, encoded, !!pipe);
        if (stages === undefined) continue;
        g.stages = stages;
      }
      const found1: PipeInstall = { start: m.index, end: m.index + raw.length, form: form(g), plainHttp: /\bhttp:\/\//i.test(raw) };
      if (encoded) found1.encoded = true;
      found.push(found1);
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
  if (m.encoded) {
    return `${subject} decodes a hidden script and runs it (${m.form}): what runs cannot be read where it is written, a way to slip code past review.`;
  }
  const http = m.plainHttp ? ' The URL is plain http://: anyone on the network path can replace the script.' : '';
  return `${subject} downloads a script and runs it unseen (${m.form}): whatever that URL serves at the moment runs with your permissions, unreviewed and unpinned.${http}`;
}

const ADVICE = 'download the script to a file, read it and check its checksum, then run that file; or install a pinned release with a package manager';
function report(subject: string, m: PipeInstall, span: { start: number; end: number }, path: Path): Report {
  return {
    message: message(subject, m), span: { start: span.start, end: span.end }, path, level: m.plainHttp || m.encoded ? 'error' : 'warning',
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
    owasp: ['MCP04:2025', 'MCP05:2025'],
  },
  checkConfig(file) {
    if (file.syntax === 'frontmatter') return []; // a SKILL.md: checkSkill reads it
    if (file.syntax === 'script') return findPipeInstalls(blankCommentLines(file.source.text)).map((m) => report(`The hook script ${file.source.display}`, m, m, ['script']));
    if (file.syntax === 'markdown') { // an instruction file: only its code tells the agent to run something
      return codeRegions(file.source.text).flatMap((r) => findPipeInstalls(file.source.text.slice(r.start, r.end))
        .map((m) => report('This instruction file tells the agent to run a command that', m, { start: r.start + m.start, end: r.start + m.end }, ['instructions'])));
    }
    // commands' strings whatever key holds them (Copilot `bash`, Codex `notify`), then other command-like values
    const subjects = new Map(commandStrings(file).map(({ str, command }) => [str.span.start, { str, subject: `The ${command.name}` }]));
    for (const str of configStrings(file)) if (!subjects.has(str.span.start) && isCommandValue(str)) subjects.set(str.span.start, { str, subject: 'This command' });
    return [...subjects.values()].sort((a, b) => a.str.span.start - b.str.span.start)
      .flatMap(({ str, subject }) => findPipeInstalls(str.value).map((m) => report(subject, m, valueSpan(str, m.start, m.end), str.path)));
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
      for (const m of found) reports.push({ ...report(skillFileLabel(script, 'sentence'), m, m, [...base, 'files', script.relPath]), source });
    }
    return reports;
  },
};
