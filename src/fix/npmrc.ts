/**
 * The npm settings a packument request needs, read as npm reads them (@npmcli/config, npm 11), so that `--fix` pins
 * against the registry the project really installs from, with the credentials npm would send there.
 *
 * Layers, strongest first: mcp-audit's `--registry` (as npm's own `--registry`), `npm_config_*` environment variables,
 * the project `.npmrc`, the user `.npmrc` (`~/.npmrc`, or the file `userconfig` names in the environment). The
 * project file is the `.npmrc` nearest to the config being fixed: its folder, then each parent up to the repository
 * root (the first folder holding `.git`); npm would take the one in its working folder's package root, which for a
 * config in a repository is the same file in practice. The global `$PREFIX/etc/npmrc` is not read.
 *
 * As npm: files are INI (npm's own `ini` parser); `${NAME}` in keys and values is replaced from the environment
 * (`${NAME?}` by an empty string when NAME is unset, `\${NAME}` kept literally, an unset `${NAME}` kept as written);
 * environment names lose `npm_config_`, then `_` becomes `-` (not a leading one) and the name is lower-cased unless it
 * starts with `//`; `true`/`false` are booleans. Credentials count only under a registry's nerf dart
 * (`//host/path/:_authToken`, `:_auth`, `:username` with a base64 `:_password`): npm 9 and later refuse a bare
 * `_authToken` or `_auth`, and so does this (it is never sent). `always-auth` is read and has no effect, as in npm 9
 * and later: npm-registry-fetch sends a registry's credentials with every request to that registry, and to no other.
 *
 * Values here can hold tokens: nothing in this module formats a value into a message.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** npm's flat settings: key → value as npm holds it after parsing (strings, booleans, lists). */
export type NpmSettings = Record<string, string | boolean | string[] | undefined>;

export interface NpmrcSources {
  env: NodeJS.ProcessEnv;
  /** the user's home folder; `os.homedir()` when undefined */
  home?: string;
  /** mcp-audit's own --registry, which wins over every file and the environment */
  cliRegistry?: string;
  /** npm's INI parser (`ini.parse`) */
  parseIni(text: string): Record<string, unknown>;
}

const ENV_EXPR = /(?<!\\)(\\*)\$\{([^${}?]+)(\?)?\}/g;

/** npm's `${NAME}` replacement (@npmcli/config lib/env-replace.js, npm 11). */
export function replaceEnv(text: string, env: NodeJS.ProcessEnv): string {
  return text.replace(ENV_EXPR, (whole, escapes: string, name: string, optional: string | undefined) => {
    if (escapes.length % 2) return whole.slice((escapes.length + 1) / 2);
    const value = env[name] ?? (optional === '?' ? '' : `\${${name}}`);
    return escapes.slice(escapes.length / 2) + value;
  });
}

/** Settings whose value npm parses as a boolean. */
const BOOLEAN_KEYS = new Set(['strict-ssl', 'always-auth']);

function parseValue(key: string, value: unknown, env: NodeJS.ProcessEnv): string | boolean | string[] | undefined {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map((v) => replaceEnv(v.trim(), env));
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (BOOLEAN_KEYS.has(key) && (trimmed === 'true' || trimmed === 'false' || trimmed === '')) return trimmed !== 'false';
  return replaceEnv(trimmed, env);
}

function layer(raw: Record<string, unknown>, env: NodeJS.ProcessEnv): NpmSettings {
  const out: NpmSettings = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = replaceEnv(key, env);
    // npm 9+ rejects credentials that name no registry; never send them anywhere
    if (['_auth', '_authToken', '_authtoken', 'username', '_password'].includes(name)) continue;
    const parsed = parseValue(name, value, env);
    if (parsed !== undefined) out[name] = parsed;
  }
  return out;
}

function readIni(file: string, sources: NpmrcSources): NpmSettings {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  return layer(sources.parseIni(text), sources.env);
}

/** `npm_config_*` variables, named as npm names them. */
export function envLayer(env: NodeJS.ProcessEnv): NpmSettings {
  const raw: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!/^npm_config_/i.test(name) || value === undefined || value === '') continue;
    let key = name.slice('npm_config_'.length);
    if (!key.startsWith('//')) key = key.replace(/(?!^)_/g, '-').toLowerCase();
    raw[key] = value;
  }
  return layer(raw, env);
}

/** The `.npmrc` nearest to `dir`: `dir` and its parents, up to the first one that holds `.git`. */
export function projectNpmrc(dir: string, home: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const candidate = join(current, '.npmrc');
    // the user's own file is the user layer, not a project's
    if (current !== resolve(home) && existsSync(candidate)) return candidate;
    if (existsSync(join(current, '.git')) || dirname(current) === current) return undefined;
  }
}

/** The settings npm would use for a command run in `dir`. */
export function npmSettings(dir: string, sources: NpmrcSources): NpmSettings {
  const home = sources.home ?? homedir();
  const env = envLayer(sources.env);
  const userFile = typeof env.userconfig === 'string' ? resolve(env.userconfig.replace(/^~(?=$|\/)/, home)) : join(home, '.npmrc');
  const project = projectNpmrc(dir, home);
  return {
    ...readIni(userFile, sources),
    ...(project && resolve(project) !== userFile ? readIni(project, sources) : {}),
    ...env,
    ...(sources.cliRegistry ? { registry: sources.cliRegistry } : {}),
  };
}

const text = (value: NpmSettings[string]): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** npm's default registry. */
export const NPM_REGISTRY = 'https://registry.npmjs.org/';

/** The registry npm asks for `name`: `@scope:registry` for a scoped name, else `registry`, else npm's default. */
export function registryFor(name: string, settings: NpmSettings): string {
  const scope = /^(@[^/]+)\//.exec(name)?.[1];
  const url = (scope && text(settings[`${scope}:registry`])) ?? text(settings.registry) ?? NPM_REGISTRY;
  return url.endsWith('/') ? url : `${url}/`;
}

/** Certificate authorities: `ca` (one or a list), else the PEM blocks of `cafile`, as npm's `cafile` does. */
function certificateAuthorities(settings: NpmSettings): string[] | undefined {
  const ca = settings.ca;
  if (Array.isArray(ca) && ca.length) return ca.map((c) => c.replace(/\\n/g, '\n'));
  if (typeof ca === 'string' && ca !== '') return [ca.replace(/\\n/g, '\n')];
  const file = text(settings.cafile);
  if (!file) return undefined;
  try {
    const delimiter = '-----END CERTIFICATE-----';
    return readFileSync(file, 'utf8').split(delimiter).filter((c) => c.trim()).map((c) => `${c.trimStart()}${delimiter}`);
  } catch {
    return undefined;
  }
}

/** How the connection is made: TLS checks, proxies (falling back on the usual environment variables, as npm's agent does). */
export interface ConnectionOptions {
  strictSSL: boolean;
  ca?: string[];
  proxy?: string;
  noProxy?: string;
}

export function connectionOptions(registry: string, settings: NpmSettings, env: NodeJS.ProcessEnv): ConnectionOptions {
  const fromEnv = (name: string) => env[name] ?? env[name.toUpperCase()];
  const https = registry.startsWith('https:');
  const proxy = (https ? text(settings['https-proxy']) : undefined) ?? text(settings.proxy)
    ?? (https ? fromEnv('https_proxy') : fromEnv('https_proxy') ?? fromEnv('http_proxy') ?? fromEnv('proxy'));
  const noProxyList = settings.noproxy ?? settings['no-proxy'];
  const noProxy = (Array.isArray(noProxyList) ? noProxyList.join(',') : text(noProxyList)) ?? fromEnv('no_proxy');
  const strict = settings['strict-ssl'];
  const ca = certificateAuthorities(settings);
  return {
    strictSSL: typeof strict === 'boolean' ? strict : env.NODE_TLS_REJECT_UNAUTHORIZED !== '0',
    ...(ca ? { ca } : {}),
    ...(proxy ? { proxy } : {}),
    ...(noProxy ? { noProxy } : {}),
  };
}

/**
 * The credentials settings, under their nerf darts, exactly as npm-registry-fetch reads them (it picks the longest
 * key that prefixes the request URL): passed on as they are, so that the choice of what to send is npm's own.
 */
export function credentialSettings(settings: NpmSettings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key.startsWith('//') && /:(_authToken|_auth|username|_password)$/.test(key) && typeof value === 'string') out[key] = value;
  }
  return out;
}
