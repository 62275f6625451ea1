/**
 * Libraries only some scans need, loaded on first use (synchronously, so parsers stay synchronous): YAML for
 * Continue files and skill frontmatter, TOML for Codex files. A scan of a repository without them never pays
 * their start-up cost.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The bundled CLI ships YAML as one pre-bundled file (vendor/yaml.cjs beside it): one file to load, not fifty. */
const vendoredYaml = fileURLToPath(new URL('./vendor/yaml.cjs', import.meta.url));

let yamlModule: typeof import('yaml') | undefined;
let tomlModule: typeof import('smol-toml') | undefined;

export function yaml(): typeof import('yaml') {
  return (yamlModule ??= require(existsSync(vendoredYaml) ? vendoredYaml : 'yaml') as typeof import('yaml'));
}

export function toml(): typeof import('smol-toml') {
  return (tomlModule ??= require('smol-toml') as typeof import('smol-toml'));
}
