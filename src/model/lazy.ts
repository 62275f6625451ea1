/**
 * Libraries only some runs need, loaded on first use: YAML for Continue files and some skill frontmatter, TOML for
 * Codex files, semver for version ranges (src/analysis/package-spec.ts reads exact versions and tags without it, and
 * --fix compares versions), ajv when running from source (npm's registry client, for --fix only, is src/fix/registry-client.ts). A scan of a repository
 * without them never pays their start-up cost. All through `require`, never `import()`: the launcher runs the bundle
 * as a script with a code cache, and Node 20 loses a cached script's dynamic-import hook (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The bundled CLI ships YAML as one pre-bundled file (vendor/yaml.cjs beside it): one file to load, not fifty.
 * TOML likewise (vendor/smol-toml.cjs), so that the package needs no dependency installed beside it. */
const vendoredYaml = fileURLToPath(new URL('./vendor/yaml.cjs', import.meta.url));
const vendoredToml = fileURLToPath(new URL('./vendor/smol-toml.cjs', import.meta.url));
const vendoredSemver = fileURLToPath(new URL('./vendor/semver.cjs', import.meta.url));

let yamlModule: typeof import('yaml') | undefined;
let tomlModule: typeof import('smol-toml') | undefined;
let semverModule: typeof import('semver') | undefined;

export function yaml(): typeof import('yaml') {
  return (yamlModule ??= require(existsSync(vendoredYaml) ? vendoredYaml : 'yaml') as typeof import('yaml'));
}

export function toml(): typeof import('smol-toml') {
  return (tomlModule ??= require(existsSync(vendoredToml) ? vendoredToml : 'smol-toml') as typeof import('smol-toml'));
}

/** Its whole index: what is loaded is loaded once, and only a run that meets a range or pins a version loads it. */
export function semver(): typeof import('semver') {
  return (semverModule ??= require(existsSync(vendoredSemver) ? vendoredSemver : 'semver') as typeof import('semver'));
}

/** The JSON Schema validator (CommonJS): only the unbundled sources need it, the build precompiles the one schema. */
export function ajv(): typeof import('ajv') {
  return require('ajv') as typeof import('ajv');
}
