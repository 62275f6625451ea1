/**
 * The settings file, `.mcp-audit.json`: rule levels and options, ignored paths, ignored findings.
 *
 * It is validated against a JSON Schema generated from the rule registry at build time (every rule's options
 * schema included) and compiled to a standalone validator then, so a scan with a settings file never compiles
 * a schema. A bad key or a wrong type is a usage error naming the key and the file.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../discover/discover.js';
import { readOwnFile } from '../discover/own-files.js';
import { readAtBase } from '../discover/git-base.js';
import type { BaseRevision } from '../discover/git-base.js';
import { rules as registry } from '../../rules/index.js';
import { didYouMean } from '../model/did-you-mean.js';
import { compileGlob, GlobError } from '../model/glob.js';
import { ajv } from '../model/lazy.js';
import type { RuleSettings } from './engine.js';
import type { Level, Rule } from '../model/types.js';
import { Redaction } from './redaction.js';
import { findSettingsFile, parseSettingsText, settingsCandidates } from './settings-file.js';
import { patternLayer } from './policy-file.js';
import type { PolicySetting } from './policy-file.js';

export { compileGlob } from '../model/glob.js';

export const SETTINGS_FILE = '.mcp-audit.json';
/** Real settings files are a few hundred bytes; anything far larger is not one. */
export const MAX_SETTINGS_BYTES = 1024 * 1024;

/** `"warn"` is accepted for `"warning"`, as ESLint users type it. */
export type RuleSetting = 'off' | Level | 'warn' | [Level | 'warn' | 'off' | 'default', Record<string, unknown>?];

export interface IgnoredFinding {
  rule: string;
  /** glob, relative to the settings file's folder */
  file?: string;
  /** server name (exact) */
  server?: string;
  reason: string;
}

export interface Settings {
  rules?: Record<string, RuleSetting>;
  /** servers allowed and denied (`server-not-allowed`): pattern strings, see src/analysis/policy.ts */
  policy?: PolicySetting;
  ignore?: string[];
  ignoreFindings?: IgnoredFinding[];
}

export interface LoadedSettings {
  /** where it came from, relative to cwd ('' when there is none) */
  display: string;
  /** folder that globs are relative to */
  base: string;
  settings: Settings;
  /**
   * The file's secrets masked in `text`: a settings file is not meant to hold one, but a token pasted as a key or an
   * option must not reach an error message or `--print-config` whole.
   */
  mask: (text: string) => string;
}

/** JSON Schema of the settings file, built from the rules that exist (the build writes it to dist/). */
export function settingsSchema(rules: Rule[]): Record<string, unknown> {
  const level = { enum: ['off', 'error', 'warning', 'warn', 'note'] };
  // In `[level, options]`, "default" keeps the rule's own levels (some rules report at several).
  const tupleLevel = { enum: ['off', 'default', 'error', 'warning', 'warn', 'note'] };
  const ruleProperties: Record<string, unknown> = {};
  for (const rule of rules) {
    const options = rule.meta.options ?? { type: 'object', additionalProperties: false, properties: {} };
    ruleProperties[rule.meta.id] = {
      description: rule.meta.description,
      anyOf: [level, { type: 'array', items: [tupleLevel, options], minItems: 1, maxItems: 2, additionalItems: false }],
    };
  }
  // `format: "glob"` marks the strings checked as globs once the file is valid (checkGlobs); to a validator it is
  // an annotation.
  const glob = { type: 'string', pattern: '\\S', format: 'glob' };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'mcp-audit settings (.mcp-audit.json)',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      rules: { type: 'object', additionalProperties: false, properties: ruleProperties },
      ignore: { description: 'globs of paths (relative to this file) that are not scanned', type: 'array', items: glob },
      policy: {
        description: 'servers this repository allows and denies (rule server-not-allowed); patterns npm:NAME, pypi:NAME, docker:IMAGE, cmd:PROGRAM, name:SERVER or a URL, * a wildcard; deny wins, and with allow set a server must match one',
        type: 'object',
        additionalProperties: false,
        properties: {
          allow: { description: 'when set, every server must match one of these', type: 'array', items: { type: 'string', pattern: '\\S' } },
          deny: { description: 'a server matching one of these is not allowed, whatever allow says', type: 'array', items: { type: 'string', pattern: '\\S' } },
        },
      },
      ignoreFindings: {
        description: 'findings to ignore, by rule and optionally file glob and server name; a reason is required',
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['rule', 'reason'],
          properties: {
            rule: { enum: rules.map((r) => r.meta.id) },
            file: glob,
            server: { type: 'string' },
            reason: { type: 'string', pattern: '\\S' },
          },
        },
      },
    },
  };
}

interface ValidationError {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  keyword: string;
}
type Validator = ((data: unknown) => boolean) & { errors?: ValidationError[] | null };

/** The bundled CLI's validator, a file of its own beside the bundle (scripts/build.mjs): loaded only when a settings file is. */
const bundledValidator = fileURLToPath(new URL('./settings-validator.cjs', import.meta.url));

async function loadValidator(): Promise<Validator> {
  try {
    // Precompiled by scripts/build.mjs; no ajv at run time.
    if (existsSync(bundledValidator)) return (createRequire(import.meta.url)(bundledValidator) as { default: Validator }).default;
    // @ts-ignore -- generated JavaScript without types, present only in dist/
    return (await import('./settings-validator.js')).default as Validator;
  } catch {
    // Running from source (tests): compile the same schema now.
    const { rules } = await import('../../rules/index.js');
    const { Ajv } = ajv();
    return new Ajv({ allErrors: true, strictTuples: false, formats: { glob: true } }).compile(settingsSchema(rules)) as unknown as Validator;
  }
}

function describeError(error: ValidationError, data: unknown): string {
  const where = error.instancePath ? error.instancePath.slice(1).split('/').join('.') : '(top level)';
  const schema = settingsSchema(registry);
  if (error.keyword === 'additionalProperties') {
    const key = String(error.params.additionalProperty);
    // the keys that are allowed where this one is: top level, or a rule id under "rules"
    const item = (schema.properties as { ignoreFindings: { items: { properties: object } } }).ignoreFindings.items.properties;
    const known = where === '(top level)' ? Object.keys(schema.properties as object)
      : where === 'rules' ? registry.map((r) => r.meta.id)
      : /^ignoreFindings\.\d+$/.test(where) ? Object.keys(item)
      : where === 'policy' ? ['allow', 'deny'] : [];
    const what = where === 'rules' ? 'rule' : 'key';
    return `unknown ${what} "${where === '(top level)' || where === 'rules' ? key : `${where}.${key}`}"${didYouMean(key, known)}`;
  }
  if (error.keyword === 'enum') {
    const allowed = error.params.allowedValues as string[];
    const value = valueAt(data, error.instancePath);
    const hint = typeof value === 'string' ? didYouMean(value, allowed) : '';
    return `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${hint}`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}

/** The value at a JSON pointer (`/ignoreFindings/0/rule`). */
function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const part of pointer.split('/').slice(1)) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return value;
}

/**
 * Finds and validates the settings: `--config FILE` (anywhere: the user named it), else `.mcp-audit.json` in the
 * first scan root that has one, else in the current directory. One found that way belongs to the tree being scanned,
 * so it must resolve inside the folder it was found in: a link to a file elsewhere is refused, not read. With `base`
 * (`--config-from-base`), the same file as that commit has it: the first candidate it holds; none is none.
 */
export async function loadSettings(configFlag: string | undefined, roots: string[], cwd: string, base?: BaseRevision): Promise<LoadedSettings | undefined> {
  const found = base ? settingsAtBase(configFlag, roots, cwd, base) : settingsInTree(configFlag, roots, cwd);
  if (!found) return undefined;
  return settingsFromText(found);
}

/** Settings parsed and validated from their text: the file as read, or as an editor holds it (`mcp-audit lsp`). */
export async function settingsFromText({ path, display, text }: SettingsText): Promise<LoadedSettings> {
  const redaction = new Redaction(false);
  redaction.register(path, text);
  const mask = (message: string) => redaction.mask(message, path);
  try {
    const data = parseSettingsText(text, path, display);
    await validateSettings(data, display);
    return { display, base: dirname(path), settings: data as Settings, mask };
  } catch (e) {
    // the messages quote keys, values and globs of the file
    if (e instanceof UsageError) throw new UsageError(mask(e.message), e.hint, e.frame);
    throw e;
  }
}

async function validateSettings(data: unknown, display: string): Promise<void> {
  const validate = await loadValidator();
  if (!validate(data)) {
    // anyOf reports every branch; the most specific message is the deepest one, and at one depth a mistyped key
    // (which also makes the key it was meant to be missing) says more than "must have required property".
    const typo = (e: ValidationError) => (e.keyword === 'additionalProperties' ? 0 : 1);
    const errors = [...(validate.errors ?? [])].sort((a, b) => b.instancePath.length - a.instancePath.length || typo(a) - typo(b));
    throw new UsageError(`settings file ${display}: ${describeError(errors[0]!, data)}`);
  }
  checkGlobs(settingsSchema(registry), data, '', display);
  const policy = (data as Settings).policy;
  if (policy) patternLayer(policy, display, `settings file ${display}: policy.`);
}

export interface SettingsText {
  path: string;
  display: string;
  text: string;
}

const displayOf = (path: string, cwd: string) => relative(cwd, path).split(sep).join('/') || path;

function settingsInTree(configFlag: string | undefined, roots: string[], cwd: string): SettingsText | undefined {
  const found = configFlag ? { path: resolve(cwd, configFlag), within: undefined } : findSettingsFile(roots, cwd);
  if (!found) return undefined;
  const { path, within } = found;
  const display = displayOf(path, cwd);
  const read = readOwnFile(path, MAX_SETTINGS_BYTES, within);
  if (!read.ok) {
    const hint = read.message.startsWith('symbolic link pointing outside') ? ' (to use a settings file from elsewhere, name it with --config)' : '';
    throw new UsageError(`cannot read settings file ${display}: ${read.message}${hint}`);
  }
  return { path, display, text: read.text };
}

/** --config-from-base: the candidates of the working tree, in the same order, as the base commit has them. */
function settingsAtBase(configFlag: string | undefined, roots: string[], cwd: string, base: BaseRevision): SettingsText | undefined {
  const candidates = configFlag ? [resolve(cwd, configFlag)] : settingsCandidates(roots, cwd);
  for (const path of candidates) {
    const display = displayOf(path, cwd);
    const read = readAtBase(base, path, MAX_SETTINGS_BYTES);
    if (read.ok) return { path, display, text: read.text };
    if (!read.missing) throw new UsageError(`cannot read settings file ${display}: ${read.message}`);
  }
  return undefined;
}

/**
 * Every string the schema marks `format: "glob"` (ignore, ignoreFindings[].file, a rule's glob options), compiled
 * once so that a bad one is a usage error naming the setting and the glob, not a failure in the middle of a scan.
 */
function checkGlobs(schema: Record<string, unknown>, value: unknown, where: string, display: string): void {
  if (typeof value === 'string') {
    if (schema.format !== 'glob') return;
    try {
      compileGlob(value);
    } catch (e) {
      if (!(e instanceof GlobError)) throw e;
      throw new UsageError(`settings file ${display}: ${where} "${value}" is not a valid glob: it ${e.message}`);
    }
    return;
  }
  for (const branch of (schema.anyOf as Record<string, unknown>[] | undefined) ?? []) checkGlobs(branch, value, where, display);
  if (Array.isArray(value)) {
    const items = schema.items as Record<string, unknown> | Record<string, unknown>[] | undefined;
    value.forEach((item, i) => {
      const itemSchema = Array.isArray(items) ? items[i] : items;
      if (itemSchema) checkGlobs(itemSchema, item, `${where}[${i}]`, display);
    });
  } else if (value && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [key, item] of Object.entries(value)) {
      if (Object.prototype.hasOwnProperty.call(properties, key)) checkGlobs(properties[key]!, item, where ? `${where}.${key}` : key, display);
    }
  }
}

/**
 * Rules after the settings: 'off' ones removed, unless the command line named them (`--rule X` runs X whatever the
 * file says, at its own level, with the file's options); levels (`warn` read as `warning`) and options per rule.
 */
export function applyRuleSettings(
  rules: Rule[], settings: Settings | undefined, forced: string[] = [],
): { rules: Rule[]; ruleSettings: Record<string, RuleSettings> } {
  const ruleSettings: Record<string, RuleSettings> = {};
  const enabled = rules.filter((rule) => {
    const setting = settings?.rules?.[rule.meta.id];
    if (setting === undefined) return true;
    const [given, options] = Array.isArray(setting) ? setting : [setting, undefined];
    const level = given === 'warn' ? 'warning' : given;
    if (level === 'off') {
      if (!forced.includes(rule.meta.id)) return false;
      ruleSettings[rule.meta.id] = { options: options ?? {} };
      return true;
    }
    ruleSettings[rule.meta.id] = level === 'default' ? { options: options ?? {} } : { level, options: options ?? {} };
    return true;
  });
  return { rules: enabled, ruleSettings };
}
