/**
 * Files a SKILL.md tells the agent to run: `node scripts/x.js`, `python tools/y.py`, `bash ./z.sh`, `uv run path.py`,
 * `./bin/tool.sh`, in an inline code span or a fenced code block. Such a file is part of the skill wherever it lives
 * in the repository: the agent runs it because the skill says so. Pure: paths as written, resolved by skills.ts.
 *
 * Only code is read (prose mentions too many paths that nobody runs), and only paths that look like a file: with a
 * directory part or a script extension, no variables (`${CLAUDE_PLUGIN_ROOT}/x.sh` is resolved by the host, not
 * here), no URLs, no options.
 */

/** Programs that run the file named after them (their options skipped): `python -u x.py`, `deno run -A x.ts`. */
const RUNNERS = new Set([
  'node', 'nodejs', 'python', 'python3', 'py', 'bash', 'sh', 'zsh', 'dash', 'ksh', 'fish', 'pwsh', 'powershell', 'ruby',
  'perl', 'php', 'Rscript', 'tsx', 'ts-node', 'deno', 'bun', 'uvx', 'source', '.',
]);
/** Two-word runners: `uv run x.py`, `deno run x.ts`, `npx tsx x.ts`, `poetry run python x.py`. */
const SUBCOMMANDS: Record<string, Set<string>> = { uv: new Set(['run']), deno: new Set(['run']), bun: new Set(['run']), npx: new Set(['tsx', 'ts-node']), poetry: new Set(['run']), pipenv: new Set(['run']) };
/** Words in front of a command that are not the command. */
const PREFIXES = new Set(['sudo', 'exec', 'time', 'nohup', 'env', 'command']);

const SCRIPT_FILE = /\.(?:sh|bash|zsh|fish|ksh|py|pyw|js|mjs|cjs|ts|mts|cts|tsx|rb|pl|php|ps1|psm1|r|R|lua|bat|cmd)$/;

/** The code of a Markdown text: fenced blocks and inline code spans, in order. */
export function codeOf(markdown: string): string[] {
  const out: string[] = [];
  const fence = /^[ \t]{0,3}(`{3,}|~{3,})[^\n]*\n([\s\S]*?)(?:^[ \t]{0,3}\1[ \t]*$|(?![\s\S]))/gm;
  let prose = '';
  let at = 0;
  for (const m of markdown.matchAll(fence)) {
    prose += markdown.slice(at, m.index);
    out.push(m[2]!);
    at = m.index + m[0].length;
  }
  prose += markdown.slice(at);
  for (const m of prose.matchAll(/(`+)([^`\n][\s\S]*?)\1/g)) out.push(m[2]!);
  return out;
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
  if (SUBCOMMANDS[program]?.has(words[i + 1] ?? '')) {
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
      const path = raw?.replace(/[.,:]+$/, '');
      if (!path || !looksLikeFile(path) || seen.has(path)) continue;
      seen.add(path);
      out.push(path);
    }
  }
  return out;
}
