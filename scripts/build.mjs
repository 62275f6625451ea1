// Builds dist/: compiles TypeScript, then copies each rule's data (JSON) and doc page (Markdown) next to its
// compiled module, so `new URL('./x.json', import.meta.url)` works the same from source and from dist.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, mkdirSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/lib/tsc.js');

rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

const rulesOut = join(root, 'dist', 'rules');
mkdirSync(rulesOut, { recursive: true });
for (const name of readdirSync(join(root, 'rules'))) {
  if (name.endsWith('.json') || name.endsWith('.md')) cpSync(join(root, 'rules', name), join(rulesOut, name));
}
chmodSync(join(root, 'dist', 'src', 'bin.js'), 0o755);

// The settings file's JSON Schema, generated from the rule registry (every rule's options included), and a
// standalone validator compiled from it, so that loading a settings file never compiles a schema at run time.
const { rules } = await import(new URL('../dist/rules/index.js', import.meta.url).href);
const { settingsSchema } = await import(new URL('../dist/src/settings.js', import.meta.url).href);
const { writeFileSync } = await import('node:fs');
const schema = settingsSchema(rules);
writeFileSync(join(root, 'dist', 'settings.schema.json'), JSON.stringify(schema, null, 2) + '\n');
const { Ajv } = await import('ajv');
const { default: standalone } = await import('ajv/dist/standalone/index.js');
const ajv = new Ajv({ allErrors: true, strictTuples: false, code: { source: true, esm: true } });
const code = standalone(ajv, ajv.compile(schema));
if (/require\(/.test(code)) throw new Error('the settings validator needs ajv at run time; keep the schema to keywords that compile standalone');
writeFileSync(join(root, 'dist', 'src', 'settings-validator.js'), code);
