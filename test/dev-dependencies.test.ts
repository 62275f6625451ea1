/**
 * Where the project's tools are declared. pre-commit installs a node hook repository by running `npm install` in its
 * clone with the devDependencies included (it asks for them; an `.npmrc` cannot turn that off), so every root
 * devDependency is paid for by every first install of the hook. The root therefore declares only what builds
 * dist/bin/ (the libraries the bundle holds, esbuild, TypeScript, ajv for the precompiled settings validator, and
 * their types); the test suite's tools are test/package.json's, the VS Code extension's are editors/vscode's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/worktree.js';

interface Manifest {
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifest = (path: string): Manifest => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const root = manifest('package.json');
const tests = manifest('test/package.json');
const extension = manifest('editors/vscode/package.json');

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, ext);
    return ext.test(entry.name) ? [path] : [];
  });
}

/** The packages a file names as a module: a quoted bare specifier (`'yaml'`, `'ajv/dist/…'`, `'@npmcli/agent'`). */
function packagesNamed(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, spec] of text.matchAll(/['"]((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/[\w./-]*)?['"]/g)) names.add(spec!);
  return names;
}

/** What the build reads: the sources esbuild bundles (src/, rules/) and the build script itself. */
const BUILD_INPUTS = [...filesUnder('src', /\.ts$/), ...filesUnder('rules', /\.ts$/), 'scripts/build.mjs'];
const namedByTheBuild = new Set(BUILD_INPUTS.flatMap((file) => [...packagesNamed(readFileSync(join(ROOT, file), 'utf8'))]));

describe('the root package declares only what builds dist/bin/', () => {
  it.each(Object.keys(root.devDependencies ?? {}))('%s is named by the sources or the build script (or types one that is)', (name) => {
    const typed = name.startsWith('@types/') ? name.slice('@types/'.length) : undefined;
    if (typed !== undefined) expect(typed === 'node' || typed in (root.devDependencies ?? {}), `${name} types nothing the root declares`).toBe(true);
    else expect(namedByTheBuild.has(name), `${name} is not used by src/, rules/ or scripts/build.mjs: declare it in test/package.json`).toBe(true);
  });

  it('has no runtime dependencies, and shares no tool with the test suite or the extension', () => {
    expect(root.dependencies ?? {}).toEqual({});
    const rootNames = Object.keys(root.devDependencies ?? {});
    expect(rootNames.filter((name) => name in (tests.devDependencies ?? {}))).toEqual([]);
    expect(rootNames.filter((name) => name in (extension.devDependencies ?? {}))).toEqual([]);
  });

  it('the test suite\'s package is a private tool set, never published', () => {
    expect(tests.private).toBe(true);
    expect(tests.dependencies ?? {}).toEqual({});
    expect(Object.keys(tests.devDependencies ?? {})).toContain('vitest');
  });
});

describe('the test suite resolves its tools from test/node_modules', () => {
  it('a package a test imports is the test suite\'s or the root\'s', () => {
    const imported = new Set(filesUnder('test', /\.(ts|mjs|cjs)$/).flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [...text.matchAll(/\bfrom\s+'((?:@[\w.-]+\/)?[a-z][\w.-]*)[^']*'|\bimport\('((?:@[\w.-]+\/)?[a-z][\w.-]*)[^']*'\)/g)].map((m) => m[1] ?? m[2]!);
    }));
    const undeclared = [...imported].filter((name) => name !== 'node' && !(name in (tests.devDependencies ?? {})) && !(name in (root.devDependencies ?? {})));
    expect(imported.has('vitest')).toBe(true);
    expect(undeclared).toEqual([]);
  });
});
