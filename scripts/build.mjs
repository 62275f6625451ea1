// Builds dist/:
// 1. tsc compiles src/ and rules/ to dist/src and dist/rules (each rule's data and doc page copied beside it);
// 2. the settings file's JSON Schema is generated from the rule registry, with a standalone validator, so that
//    loading a settings file never compiles a schema at run time;
// 3. esbuild bundles the CLI into one minified module, dist/bin/mcp-audit.cjs, with the rules' data beside it: Node
//    then loads one file instead of some seventy, which is most of a small scan's start-up time; the settings
//    validator is a file of its own beside it (dist/bin/settings-validator.cjs), loaded only with a settings file. The command,
//    dist/bin/mcp-audit.js, is a launcher that runs it with a code cache (src/cli/launcher.ts). Libraries that only
//    some runs need stay outside the bundle and load on first use, each pre-bundled into one file under
//    dist/bin/vendor/: yaml (Continue files, skill frontmatter), smol-toml (Codex files), semver (version ranges)
//    and npm's registry client
//    (npm-registry-fetch with @npmcli/agent, npm-package-arg and ini, for the pins of --fix), and the language-server
//    libraries only `mcp-audit lsp` loads (vscode-languageserver, vscode-languageserver-textdocument). dist/bin/ is then
//    self-contained: the package has no runtime dependencies.
// Every path esbuild writes into its output is relative to the project root, and node_modules is taken as it is
// named even when it is a link, so the output is the same wherever the checkout is.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/lib/tsc.js');

rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

const ruleFiles = readdirSync(join(root, 'rules')).filter((name) => name.endsWith('.json') || name.endsWith('.md'));
const copyRuleFiles = (to) => {
  mkdirSync(to, { recursive: true });
  for (const name of ruleFiles) cpSync(join(root, 'rules', name), join(to, name));
};
copyRuleFiles(join(root, 'dist', 'rules'));

const { rules } = await import(new URL('../dist/rules/index.js', import.meta.url).href);
const { settingsSchema } = await import(new URL('../dist/src/engine/settings.js', import.meta.url).href);
const schema = settingsSchema(rules);
writeFileSync(join(root, 'dist', 'settings.schema.json'), JSON.stringify(schema, null, 2) + '\n');
const { Ajv } = await import('ajv');
const { default: standalone } = await import('ajv/dist/standalone/index.js');
// `format: "glob"` marks the strings settings.ts checks as globs; to the validator it is an annotation.
const ajv = new Ajv({ allErrors: true, strictTuples: false, formats: { glob: true }, code: { source: true, esm: true } });
const code = standalone(ajv, ajv.compile(schema));
if (/require\(/.test(code)) throw new Error('the settings validator needs ajv at run time; keep the schema to keywords that compile standalone');
writeFileSync(join(root, 'dist', 'src', 'engine', 'settings-validator.js'), code);

const { build } = await import('esbuild');
/**
 * Both outputs are CommonJS: the launcher compiles the bundle as a script with a V8 code cache (src/cli/launcher.ts),
 * and Node starts a CommonJS entry point a few milliseconds sooner than an ES module. The sources are ES modules
 * that find their data files beside them through import.meta.url.
 */
const commonJs = {
  absWorkingDir: root,
  preserveSymlinks: true,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  define: { 'import.meta.url': 'importMetaUrl' },
  // Strict mode first, as in the ES modules: a directive after the banner would be a plain expression.
  banner: { js: '"use strict";\nvar importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  logLevel: 'warning',
};
const bundle = join(root, 'dist', 'bin', 'mcp-audit.cjs');
/**
 * Modules only some runs need, built as files of their own beside the bundle and required on first use: the
 * settings validator (a fifth of the bundle's text), only when there is a settings file (src/engine/settings.ts
 * requires dist/bin/settings-validator.cjs; the import it falls back to when running unbundled stays out).
 */
const chunks = { 'settings-validator': join(root, 'dist', 'src', 'engine', 'settings-validator.js') };
const lazyChunks = {
  name: 'lazy-chunks',
  setup(b) {
    b.onResolve({ filter: /\/settings-validator\.js$/ }, (args) => ({ path: args.path, external: true }));
  },
};
await build({
  ...commonJs,
  entryPoints: [join(root, 'dist', 'src', 'cli', 'bin.js')],
  outfile: bundle,
  // jsonc-parser's UMD build hides its modules behind a dynamic require; its ES build bundles cleanly.
  mainFields: ['module', 'main'],
  external: ['yaml', 'smol-toml', 'semver', 'ajv', 'ajv-draft-04', 'ajv-formats', 'npm-registry-fetch', '@npmcli/agent', 'npm-package-arg', 'ini', 'vscode-languageserver', 'vscode-languageserver/node', 'vscode-languageserver-textdocument'],
  plugins: [lazyChunks],
  legalComments: 'none',
  // Minified: reading, hashing and compiling half the text is some 5 ms of a small scan's 100 (the benchmark's
  // "small repo" row). The sources are the readable form; `--debug` traces name the bundle's lines.
  minify: true,
});
for (const [name, entry] of Object.entries(chunks)) {
  await build({ ...commonJs, banner: {}, entryPoints: [entry], outfile: join(dirname(bundle), `${name}.cjs`), legalComments: 'none', minify: true });
}
// The launcher reads the bundle as latin1, which is its text only while it is ASCII (esbuild's default charset).
// eslint-disable-next-line no-control-regex
if (/[^\x00-\x7f]/.test(readFileSync(bundle, 'latin1'))) throw new Error('the bundle is not ASCII: the launcher reads it as latin1');
const launcher = join(root, 'dist', 'bin', 'mcp-audit.js');
/** The bundle's identity, fixed at build time: the launcher keys its code cache by it instead of hashing 0.6 MB per run. */
const bundleHash = createHash('sha256').update(readFileSync(bundle)).digest('hex').slice(0, 32);
await build({ ...commonJs, entryPoints: [join(root, 'dist', 'src', 'cli', 'launcher.js')], outfile: launcher, define: { ...commonJs.define, BUNDLE_HASH: JSON.stringify(bundleHash) } });
chmodSync(launcher, 0o755);
// The package is "type": "module"; this makes the launcher's .js a CommonJS file.
writeFileSync(join(dirname(launcher), 'package.json'), JSON.stringify({ type: 'commonjs' }) + '\n');
copyRuleFiles(dirname(bundle));

// The libraries loaded on first use (src/model/lazy.ts, src/fix/registry-client.ts), one file each beside the bundle.
const vendor = (entry, name, minify = false) => build({
  stdin: { ...entry, resolveDir: root, sourcefile: `${name}-entry.cjs` },
  outfile: join(dirname(bundle), 'vendor', `${name}.cjs`),
  absWorkingDir: root,
  preserveSymlinks: true,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
  minify,
});
await vendor({ contents: "module.exports = require('yaml');" }, 'yaml');
await vendor({ contents: "module.exports = require('smol-toml');" }, 'smol-toml');
await vendor({ contents: "module.exports = require('semver');" }, 'semver');
// npm's own registry client, not pacote: a packument is all --fix asks for, and pacote adds tarballs, git, sigstore and
// node-gyp to it. Minified: some forty packages of third-party code (versions in package-lock.json), read by nobody
// in this form; 0.6 MB instead of 1.5 MB.
await vendor({
  contents: [
    "exports.fetch = require('npm-registry-fetch');",
    "exports.getAgent = require('@npmcli/agent').getAgent;",
    "exports.npa = require('npm-package-arg');",
    "exports.ini = require('ini');",
  ].join('\n'),
}, 'npm-registry', true);
// The language-server libraries, for `mcp-audit lsp` only (src/lsp/protocol.ts); minified for the same reason.
await vendor({
  contents: "module.exports = { ...require('vscode-languageserver/node'), TextDocument: require('vscode-languageserver-textdocument').TextDocument };",
}, 'lsp', true);
