/**
 * The house rules of the source tree, read from the code itself so that the layout stays as src/README.md draws it:
 * - each stage imports only the stages its index allows (the `May import:` line of `src/<stage>/README.md`, and of
 *   the header comment of `rules/index.ts`), and those allowances form no cycle;
 * - the edges the layout exists to prevent never come back, whatever an index says: analysis importing a rule, the
 *   model importing anything of the project, the engine importing a reporter, a reporter knowing a host;
 * - no module sits in the flat `src/` root, no source file runs over 400 lines and no function over 80.
 * Imports are read with TypeScript's own pre-processor, so comments and strings do not count and `import()` and
 * `require()` do.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/worktree.js';

const MAX_FILE_LINES = 400;
/** Modules the build writes (scripts/build.mjs), imported by the code that falls back when they are absent. */
const GENERATED = new Set(['src/engine/settings-validator.ts']);
const MAX_FUNCTION_LINES = 80;

/** Every TypeScript file under `dir` (relative to the project, forward slashes). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FILES = [...sourceFiles('src'), ...sourceFiles('rules')];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** `src/engine/engine.ts` → `src/engine`; `rules/missing-read-only/fixes.ts` → `rules`; the src root → `src`. */
function stageOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'rules') return 'rules';
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The project files `file` imports (statically, with `import()` or with `require()`), as project paths. */
function projectImports(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((ref) => ref.fileName)
    .filter((spec) => spec.startsWith('./') || spec.startsWith('../'))
    .map((spec) => posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.js$/, '.ts'));
}

interface Edge { from: string; to: string; fromStage: string; toStage: string }

function edgesOf(files: Record<string, string>): Edge[] {
  return Object.entries(files).flatMap(([from, text]) =>
    projectImports(from, text).map((to) => ({ from, to, fromStage: stageOf(from), toStage: stageOf(to) })));
}

/** The stages each stage may import, from the `May import:` line of its index. */
function declaredLayers(): Map<string, Set<string> | 'everything'> {
  const layers = new Map<string, Set<string> | 'everything'>();
  const indexes: [string, string][] = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [`src/${entry.name}`, `src/${entry.name}/README.md`]);
  indexes.push(['rules', 'rules/index.ts']);
  for (const [stage, index] of indexes) {
    const line = existsSync(join(ROOT, index)) ? /May import: (.+)/.exec(read(index))?.[1] : undefined;
    if (line === undefined) throw new Error(`${index}: no "May import:" line`);
    if (line.trim() === 'everything') layers.set(stage, 'everything');
    else layers.set(stage, new Set(line.trim() === 'nothing' ? [] : [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));
  }
  return layers;
}

function layerViolations(edges: Edge[], layers: Map<string, Set<string> | 'everything'>): string[] {
  return edges
    .filter(({ fromStage, toStage }) => {
      const allowed = layers.get(fromStage);
      return fromStage !== toStage && allowed !== 'everything' && !allowed?.has(toStage);
    })
    .map(({ from, to }) => `${from} imports ${to}`);
}

const EDGES = edgesOf(Object.fromEntries(FILES.map((file) => [file, read(file)])));
const LAYERS = declaredLayers();

describe('the import graph', () => {
  it('is read from the code (the checker sees real edges, and sees a violation)', () => {
    expect(EDGES).toContainEqual(expect.objectContaining({ from: 'src/cli/scan.ts', toStage: 'src/engine' }));
    expect(EDGES).toContainEqual(expect.objectContaining({ from: 'src/engine/settings.ts', to: 'rules/index.ts' })); // an import()
    const planted = edgesOf({ 'src/analysis/x.ts': "// import '../../rules/a.js'\nimport { y } from '../../rules/y.js';\n" });
    expect(layerViolations(planted, LAYERS)).toEqual(['src/analysis/x.ts imports rules/y.ts']);
  });

  it('has an index with a "May import:" line for every stage, naming only stages that exist', () => {
    expect([...LAYERS.keys()].sort()).toEqual(['rules', 'src/analysis', 'src/cli', 'src/discover', 'src/engine', 'src/fix', 'src/hosts', 'src/inventory', 'src/lsp', 'src/model', 'src/probe', 'src/registry', 'src/report', 'src/skills', 'src/toolslock']);
    for (const allowed of LAYERS.values()) if (allowed !== 'everything') for (const stage of allowed) expect(LAYERS.has(stage), stage).toBe(true);
  });

  it('follows every stage\'s index', () => {
    expect(layerViolations(EDGES, LAYERS)).toEqual([]);
  });

  it('declares no cycle between stages', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycle: string[] = [];
    const visit = (stage: string, path: string[]): void => {
      if (done.has(stage)) return;
      if (visiting.has(stage)) { cycle.push([...path, stage].join(' → ')); return; }
      visiting.add(stage);
      const allowed = LAYERS.get(stage);
      if (allowed !== 'everything') for (const next of allowed ?? []) visit(next, [...path, stage]);
      visiting.delete(stage);
      done.add(stage);
    };
    for (const stage of LAYERS.keys()) visit(stage, []);
    expect(cycle).toEqual([]);
  });

  it.each([
    ['analysis imports no rule', 'src/analysis', (to: string) => to === 'rules'],
    ['the model imports nothing of the project', 'src/model', (to: string) => to !== 'src/model'],
    ['the engine imports no reporter', 'src/engine', (to: string) => to === 'src/report' || to === 'src/cli'],
    ['a reporter knows no host and no writer', 'src/report', (to: string) => ['src/hosts', 'src/fix', 'src/cli', 'src/discover'].includes(to)],
    ['a rule reads no files and runs nothing above it', 'rules', (to: string) => ['src/discover', 'src/engine', 'src/report', 'src/fix', 'src/cli'].includes(to)],
  ])('%s', (_name, stage, forbidden) => {
    expect(EDGES.filter((e) => e.fromStage === stage && forbidden(e.toStage)).map((e) => `${e.from} imports ${e.to}`)).toEqual([]);
  });

  it('resolves every relative import to a file of the project', () => {
    expect(EDGES.filter((e) => !existsSync(join(ROOT, e.to)) && !GENERATED.has(e.to)).map((e) => `${e.from} imports ${e.to}`)).toEqual([]);
  });
});

describe('the size of things', () => {
  it('keeps no module in the flat src/ root', () => {
    expect(FILES.filter((file) => stageOf(file) === 'src')).toEqual([]);
  });

  it(`keeps every source file within ${MAX_FILE_LINES} lines`, () => {
    const long = FILES.map((file) => [file, read(file).split('\n').length - 1] as const).filter(([, lines]) => lines > MAX_FILE_LINES);
    expect(long.map(([file, lines]) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it(`keeps every function within ${MAX_FUNCTION_LINES} lines`, () => {
    const long: string[] = [];
    for (const file of FILES) {
      const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const last = source.getLineAndCharacterOfPosition(node.end).line;
          if (last - first + 1 > MAX_FUNCTION_LINES) long.push(`${file}:${first + 1}: ${last - first + 1} lines`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });
});
