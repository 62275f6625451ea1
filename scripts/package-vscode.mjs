// Packages the VS Code extension (editors/vscode/) into editors/vscode/mcp-audit-VERSION.vsix, offline:
// 1. esbuild bundles editors/vscode/extension.cjs with vscode-languageclient into dist/extension.js (`vscode` is the
//    editor's own module), so the package needs no node_modules;
// 2. the committed CLI, dist/bin/, is copied to server/ (the server the extension falls back on) and LICENSE beside it;
// 3. @vscode/vsce (the extension's own devDependency) packs it with --no-dependencies, which asks no registry. Its
//    secret scan finds the example GitHub token of rules/hardcoded-secret.md (an invented one, showing what the rule
//    flags): that one kind is allowed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const extension = join(root, 'editors', 'vscode');

if (!existsSync(join(root, 'dist', 'bin', 'mcp-audit.js'))) {
  console.error('package-vscode: dist/bin/ is missing; run node scripts/build.mjs first');
  process.exit(1);
}
// vsce and the language client bundled below are the extension's own devDependencies (editors/vscode/package.json,
// `npm ci --prefix editors/vscode`): at the project's root their two hundred packages would be installed by every
// pre-commit install of the hook. Both are looked for first, so that a missing install says so before esbuild fails.
const fromExtension = createRequire(join(extension, 'package.json'));
let vscePackage;
try {
  vscePackage = fromExtension.resolve('@vscode/vsce/package.json');
  fromExtension.resolve('vscode-languageclient/package.json');
} catch {
  console.error('package-vscode: the extension\'s tools are not installed; run npm ci --prefix editors/vscode (npm run package:vscode does)');
  process.exit(1);
}
for (const built of ['dist', 'server']) rmSync(join(extension, built), { recursive: true, force: true });

const { build } = await import('esbuild');
await build({
  entryPoints: [join(extension, 'extension.cjs')],
  outfile: join(extension, 'dist', 'extension.js'),
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync(join(root, 'dist', 'bin'), join(extension, 'server'), { recursive: true });
cpSync(join(root, 'LICENSE'), join(extension, 'LICENSE'));

const { version } = JSON.parse(readFileSync(join(extension, 'package.json'), 'utf8'));
const out = process.argv[2] ?? join(extension, `mcp-audit-${version}.vsix`);
const vsce = join(dirname(vscePackage), 'vsce');
const packed = spawnSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-package-secrets', 'github', '--out', out], { cwd: extension, stdio: ['ignore', 'inherit', 'inherit'] });
if (packed.status !== 0) process.exit(packed.status ?? 1);
