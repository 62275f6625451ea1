/**
 * Files a SKILL.md tells the agent to run: `node scripts/x.js`, `python tools/y.py`, `bash ./z.sh`, `uv run path.py`,
 * `./bin/tool.sh`, in an inline code span or a fenced code block. Such a file is part of the skill wherever it lives
 * in the repository: the agent runs it because the skill says so. Pure: paths as written, resolved by skills.ts.
 *
 * Only code is read (prose mentions too many paths that nobody runs), and only paths that look like a file: with a
 * directory part or a script extension, no variables (`${CLAUDE_PLUGIN_ROOT}/x.sh` is resolved by the host, not
 * here), no URLs, no options.
 */
import { fenceOf } from '../model/markdown-fence.js';

/** Programs that run the file named after them (their options skipped): `python -u x.py`, `deno run -A x.ts`. */
const RUNNERS = new Set([
  'node', 'nodejs', 'python', 'python3', 'py', 'bash', 'sh', 'zsh', 'dash', 'ksh', 'fish', 'pwsh', 'powershell', 'ruby',
  'perl', 'php', 'Rscript', 'tsx', 'ts-node', 'deno', 'bun', 'uvx', 'source', '.',
]);
/** Two-word runners: `uv run x.py`, `deno run x.ts`, `npx tsx x.ts`, `poetry run python x.py`. */
// a Map: the program is a word of the skill's text, and `constructor` or `toString` must not find Object's members
const SUBCOMMANDS = new Map<string, Set<string>>([['uv', new Set(['run'])], ['deno', new Set(['run'])], ['bun', new Set(['run'])], ['npx', new Set(['tsx', 'ts-node'])], ['poetry', new Set(['run'])], ['pipenv', new Set(['run'])]]);
/** Words in front of a command that are not the command. */
const PREFIXES = new Set(['sudo', 'exec', 'time', 'nohup', 'env', 'command']);

const SCRIPT_FILE = /\.(?:sh|bash|zsh|fish|ksh|py|pyw|js|mjs|cjs|ts|mts|cts|tsx|rb|pl|php|ps1|psm1|r|R|lua|bat|cmd)$/;

/**
 * The code of a Markdown text: fenced blocks, then the inline code spans of the other lines (text between single
 * backticks on one line). Read line by line, without backtracking regexes: SKILL.md is text from the repository.
 */
export function codeOf(markdown: string): string[] {
  const blocks: string[] = [];
  const spans: string[] = [];
  let open: { char: string; length: number } | undefined;
  let block: string[] = [];
  for (const raw of markdown.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const fence = fenceOf(line);
    if (open) {
      if (fence && fence.char === open.char && fence.length >= open.length && line.trim() === open.char.repeat(fence.length)) {
        blocks.push(block.join('\n'));
        open = undefined;
      } else {
        block.push(line);
      }
      continue;
    }
    if (fence) {
      open = fence;
      block = [];
      continue;
    }
    const parts = line.split('`');
    for (let k = 1; k < parts.length - 1; k += 2) if (parts[k]) spans.push(parts[k]!);
  }
  if (open) blocks.push(block.join('\n'));
  return [...blocks, ...spans];
}

/** `path.` or `path:` at the end of a sentence: the punctuation is not part of the path. */
function withoutTrailingPunctuation(path: string): string {
  let end = path.length;
  while (end > 0 && (path[end - 1] === '.' || path[end - 1] === ',' || path[end - 1] === ':')) end--;
  return path.slice(0, end);
}

function looksLikeFile(path: string): boolean {
  if (path.startsWith('-') || /[$%{}*?]|:\/\//.test(path) || path.startsWith('~') || path.startsWith('/')) return false;
  return path.includes('/') ? /\.\w+$/.test(path) || path.startsWith('./') || path.startsWith('../') : SCRIPT_FILE.test(path);
}

/** The file a command's words run, if they run one: `node scripts/x.js`, `uv run --with y tools/z.py`, `./run.sh`. */
function fileRun(words: string[]): string | undefined {
  let i = 0;
  while (i < words.length && (PREFIXES.has(words[i]!) || /^[A-Za-z_]\w*=/.test(words[i]!))) i++;
  const head = words[i];
  if (head === undefined) return undefined;
  const program = head.replace(/^.*\//, '');
  if (looksLikeFile(head) && (head.startsWith('./') || head.startsWith('../') || head.includes('/'))) return head;
  let runner = RUNNERS.has(program) || /^python[0-9.]+$/.test(program);
  if (SUBCOMMANDS.get(program)?.has(words[i + 1] ?? '')) {
    i++;
    runner = true;
  }
  if (!runner) return undefined;
  // the first word after the runner's options that names a file (an option's value is no file name, mostly)
  for (let k = i + 1; k < words.length; k++) {
    const word = words[k]!;
    if (word.startsWith('-')) continue;
    if (looksLikeFile(word)) return word;
    if (RUNNERS.has(word) || /^python[0-9.]+$/.test(word)) continue; // `uv run python x.py`, `poetry run python x.py`
  }
  return undefined;
}

/** The relative paths of files the SKILL.md's code runs, as written, each once, in order. */
export function referencedFiles(markdown: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const code of codeOf(markdown)) {
    for (const command of code.split(/[\n;&|()]+/)) {
      const words = command.replace(/^\s*[$>]\s+/, '').split(/\s+/).filter(Boolean).map((w) => w.replace(/^["']|["']$/g, ''));
      const raw = fileRun(words);
      const path = raw === undefined ? undefined : withoutTrailingPunctuation(raw);
      if (!path || !looksLikeFile(path) || seen.has(path)) continue;
      seen.add(path);
      out.push(path);
    }
  }
  return out;
}
