/**
 * The data that flows through the pipeline: discover → read → parse (per host) → model → rules → report | fix.
 *
 * Offsets everywhere are UTF-16 code-unit indices into the decoded file text, BOM included, end exclusive —
 * the same convention as ESLint ranges and SARIF `columnKind: utf16CodeUnits`. Keeping the BOM in the text means
 * an edit's offsets apply to the file as it is on disk.
 */

import type { OnlineFacts } from './online.js';
import type { ServerProbe, ToolsLock } from './tools-lock-types.js';

export type { LockedItem, LockedKind, LockedServer, LockedText, ListedItem, ProbeRun, ServerProbe, ToolsLock } from './tools-lock-types.js';

export type Level = 'error' | 'warning' | 'note';

export interface Span {
  start: number;
  end: number;
}

/** A segment of a semantic path into a config, e.g. `['mcpServers', 'db', 'args', 2]`. */
export type PathSegment = string | number;
export type Path = PathSegment[];

/** 1-based line and column; `endColumn` is exclusive (SARIF convention). */
export interface Region {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

/** A text replacement: `text.slice(0, start) + edit.text + text.slice(end)`. */
export interface Edit {
  file: string;
  start: number;
  end: number;
  text: string;
}

/** A version the fixer must look up before it can apply a fix (only the fixer touches the network). */
export interface VersionRequest {
  ecosystem: 'npm';
  name: string;
  /** what the config asked for: '' (nothing), 'latest', a dist-tag or a semver range */
  spec: string;
  /** in every edit's text, this marker is replaced by the resolved exact version */
  placeholder: string;
}

export interface Fix {
  description: string;
  /** safe fixes keep what the client does; unsafe ones change behaviour and need `--unsafe-fixes` */
  safe: boolean;
  edits: Edit[];
  resolve?: VersionRequest;
}

/** A file as read: decoded text plus what is needed to turn offsets into lines and columns. */
export interface SourceText {
  /** absolute path on disk */
  path: string;
  /** path shown to users and written to reports: relative to the scan root, forward slashes */
  display: string;
  text: string;
  bom: boolean;
  /** offsets at which each line starts (line 1 starts after the BOM) */
  lineStarts: number[];
}

/** A string value from a config, with where it came from. */
export interface Str {
  value: string;
  /** the whole token, quotes included */
  span: Span;
  path: Path;
  /**
   * Source offset of each value character (length `value.length + 1`), present only when the token has escapes.
   * Without it, value index i is at `span.start + quoteLength + i`.
   */
  offsets?: number[];
  quoteLength: number;
}

export interface KeyedStr {
  key: string;
  keySpan: Span;
  value: Str;
}

export type Transport = 'stdio' | 'http' | 'sse' | 'ws' | 'unknown';

/** One MCP server entry, normalised across hosts. */
export interface Server {
  name: string;
  path: Path;
  nameSpan: Span;
  /** the whole entry (object or table) */
  span: Span;
  transport: Transport;
  command?: Str;
  args: Str[];
  /** the args array itself, when present (insertions go there) */
  argsSpan?: Span;
  env: KeyedStr[];
  url?: Str;
  headers: KeyedStr[];
}

import type { Command, CommandScript } from './commands.js';
export type { Command, CommandRole, CommandScript } from './commands.js';

export interface Comment {
  text: string;
  span: Span;
}

export interface Problem {
  message: string;
  span: Span;
  path?: Path;
  level?: Level;
}

/**
 * Which program reads a config file; rules use it for the host's variable syntax (what counts as a placeholder and
 * how a secret fix is written). See formats.md §0 and §4–5.
 */
export type HostId =
  /** `${VAR}`, `${VAR:-default}` */
  | 'claude-code'
  /** `${env:VAR}`, `${input:id}`, `${workspaceFolder}` … */
  | 'vscode'
  /** none (secrets via `env_vars`, `bearer_token_env_var`, `env_http_headers`) */
  | 'codex'
  /** `${env:VAR}`, `${userHome}`, `${workspaceFolder}` [3p] */
  | 'cursor'
  /** `$VAR`, `${VAR}`, `${VAR:-default}` in every string */
  | 'gemini'
  /** none */
  | 'claude-desktop'
  /** `${env:VAR}`, `${file:/path}` [3p] */
  | 'windsurf'
  /** `${VAR}` */
  | 'kiro'
  /** none documented */
  | 'amazon-q'
  /** none documented */
  | 'cline'
  /** none documented (JetBrains Junie, stdio only) */
  | 'junie'
  /** an Agent Plugins `mcp.json`: `${PLUGIN_ROOT}`, `${PLUGIN_DATA}` in args, env and cwd only */
  | 'agent-plugins'
  /** `${env:VAR}` (in `env` values) [3p] */
  | 'roo'
  /** `{env:VAR}`, `{file:path}` [3p] */
  | 'opencode'
  /** `${VAR}`, `${VAR:-default}` (portable format) */
  | 'copilot'
  /** `${{ secrets.NAME }}` [unconfirmed] */
  | 'continue'
  /** none */
  | 'zed'
  /** none: Claude Code's `.claude/settings(.local).json`, no servers; `data`, hooks and helper commands */
  | 'claude-settings'
  /** hook files of agents (hooks-and-instructions.md §0.1): commands only, read by a shell (or exec'd) */
  | 'cursor-hooks'
  | 'codex-hooks'
  | 'copilot-hooks'
  | 'windsurf-hooks'
  | 'kiro-hooks'
  /** a Claude Code or Codex plugin's `hooks/hooks.json`: `${CLAUDE_PLUGIN_ROOT}` is set */
  | 'plugin-hooks'
  /** `.vscode/tasks.json`: tasks that run when the folder opens */
  | 'vscode-tasks'
  /** `.cursor/cli.json`: the Cursor CLI's permissions, `data` only */
  | 'cursor-cli'
  /** instruction files agents load as text (CLAUDE.md, AGENTS.md, rules, slash commands): `syntax: 'markdown'` */
  | 'instructions'
  /** a hook that is a script file (Cline `.clinerules/hooks/<Event>`) or in-process plugin code (opencode) */
  | 'script-hooks'
  /** `hooks:` in a Claude Code subagent's or skill's YAML frontmatter */
  | 'claude-frontmatter';

/** Builds format-preserving edits for a config file; pure (returns edits, writes nothing). */
export interface ConfigEditor {
  /** replace a whole string value, keeping the host's quoting */
  replaceString(str: Str, value: string): Edit[];
  /** insert a new element into a server's args at `index` (creating `args` if missing) */
  insertArg(server: Server, index: number, value: string): Edit[];
  /** set an environment variable on a server (creating `env` if missing) */
  setEnv(server: Server, name: string, value: string): Edit[];
  /** re-parse edited text; returns a reason when the host would no longer load it */
  validate(text: string): string | undefined;
  /**
   * VS Code only: add `{ "type": "promptString", "id", "description", "password": true }` to the top-level
   * `inputs` array (creating it if missing), laid out like the file; no edits when an input with this id exists.
   */
  addInput?(id: string, description: string): Edit[];
}

export interface ConfigFile {
  kind: 'config';
  host: HostId;
  /** 'markdown': an instruction file (CLAUDE.md, AGENTS.md, rules): text the agent obeys, no values to index */
  syntax: 'json' | 'jsonc' | 'toml' | 'yaml' | 'markdown' | 'script' | 'frontmatter';
  source: SourceText;
  servers: Server[];
  /** hooks, status lines and helper commands the file makes its host run (absent: the format has none) */
  commands?: Command[];
  /** the repository's scripts those commands run, found and hashed by the scan (parsers leave it unset) */
  commandScripts?: CommandScript[];
  /**
   * A file that is itself what the host runs (a Cline hook executable, an opencode plugin): how messages name it.
   * Such a file has `syntax: 'script'` and is held for review like the scripts hooks run.
   */
  runsAs?: string;
  problems: Problem[];
  comments: Comment[];
  /** the parsed document, for host-specific rules (undefined when it did not parse) */
  data: unknown;
  editor: ConfigEditor;
  /**
   * The part of the file that is MCP configuration, when the file is mostly something else (`['mcp']` in VS Code's
   * settings.json): rules that read every string of a file look only there. Undefined: the whole file.
   */
  scope?: Path;
  /** Other files the host reads because this one names them (a plugin manifest's `"mcpServers": "./servers.json"`,
   * `"hooks": "./hooks.json"`): paths relative to this file's folder, where each is named and what it holds. */
  references?: { path: string; span: Span; at: Path; holds: 'servers' | 'codex-servers' | 'cursor-servers' | 'copilot-servers' | 'copilot-hooks' | 'hooks' | 'lsp' }[];
}

export interface SkillFile {
  /** path relative to the skill folder, forward slashes */
  relPath: string;
  source: Pick<SourceText, 'path' | 'display'>;
  /** SHA-256 of the content, hex */
  sha256: string;
  /** 'script': readable code; 'binary': compiled or archived, which nobody can review */
  kind: 'script' | 'binary';
  /**
   * The decoded UTF-8 text of a 'script' (line endings as on disk, so offsets match the file), for rules that read
   * code; undefined for binaries, files over 1 MiB, text that is not UTF-8, and once the skill's text budget is spent.
   */
  text?: string;
  /**
   * 'referenced': a file outside the skill's own files that its SKILL.md tells the agent to run (`node scripts/x.js`
   * in a code span): part of the skill for review. Its `relPath` is relative to the skill folder (`../../tools/x.js`).
   */
  origin?: 'referenced';
}

/** A text file of a skill that is not code (`config.yaml`, `.env`, `data.json`): read for secrets, not reviewed. */
export interface SkillText {
  relPath: string;
  source: Pick<SourceText, 'path' | 'display'>;
  text: string;
}

export interface Skill {
  kind: 'skill';
  /** folder relative to the scan root, forward slashes ('.' for the root itself) */
  dir: string;
  manifest: SourceText;
  manifestSha256: string;
  scripts: SkillFile[];
  /** text files that are not scripts (configuration, data), within the skill's text budget */
  texts?: SkillText[];
}

export type Precision = 'very-high' | 'high' | 'medium' | 'low';

export interface RuleMeta {
  id: string;
  level: Level;
  /** one line, shown by `mcp-audit rules` and as SARIF shortDescription */
  description: string;
  precision: Precision;
  /** SARIF security-severity score, a string such as "8.1" */
  securitySeverity: string;
  tags: string[];
  fixable: 'safe' | 'unsafe' | 'suggestion' | 'none';
  /** JSON Schema of the rule's options object in the settings file (`[level, options]`) */
  options?: Record<string, unknown>;
  /**
   * The OWASP MCP Top 10 entries the rule addresses (`MCP01:2025` …, rules/owasp-mcp-top10.ts); `[]` when none fits,
   * which the rule's doc page explains. Optional in the type so that a rule merged without it still compiles; a test
   * requires it of every registered rule.
   */
  owasp?: readonly string[];
}

/** What a rule reports; the engine adds file, position, fingerprint and redaction. */
export interface Report {
  message: string;
  span: Span;
  /** semantic location inside the file, used for fingerprints and baselines */
  path: Path;
  level?: Level;
  /** the file the span belongs to, when not the one being checked (e.g. a skill's script) */
  source?: Pick<SourceText, 'path' | 'display'> & Partial<SourceText>;
  fix?: Fix;
  suggestions?: Fix[];
  /** identity of the offending value for the fingerprint; defaults to the text at `span`; masked before it is hashed */
  fingerprintValue?: string;
  /** the span holds a secret somewhere (a URL with a password): code frames and diffs mask the whole span */
  sensitive?: boolean;
  /**
   * The report is about a secret, which is exactly its span: the secret as the host reads it (escapes decoded), so
   * that the masker hides it wherever a message quotes it, and what kind of secret it is (`format:github-pat`,
   * `flag:--password`), which stands in for the value in the fingerprint: a secret's value is never hashed. Never
   * output.
   */
  secret?: { value: string; kind: string };
  /** other places the report is about (the files of a skill to review), each with a short message */
  related?: { source: Pick<SourceText, 'path' | 'display'> & Partial<SourceText>; message: string; span?: Span }[];
  /** where the rule's knowledge comes from (a catalog entry's source): shown apart from the message */
  provenance?: string;
}

export interface ReviewLock {
  /** skill dir → file path (relative to the skill) → sha256 */
  skills: Record<string, { files: Record<string, string> }>;
  /** scripts in the repository that hooks and other commands run: path (relative to the lockfile's folder) → sha256 */
  scripts?: Record<string, string>;
}

export type PolicyKind = 'npm' | 'pypi' | 'docker' | 'cmd' | 'name' | 'url' | 'argv';

/** One allow or deny entry of a server policy (built and matched by src/analysis/policy.ts). */
export interface PolicyEntry {
  kind: PolicyKind;
  /** the entry as the user wrote it, for messages (`npm:@acme/*`, `serverCommand ["npx","-y","x"]`) */
  text: string;
  /** `argv`: the exact command line */
  argv?: string[];
  test(value: string): boolean;
}

/** The policy of one place: the settings file, or a shared `--policy` file. */
export interface PolicyLayer {
  /** where it came from, for messages: `.mcp-audit.json`, `org-policy.json` */
  source: string;
  /** undefined: this layer allows everything it does not deny; empty: it allows nothing */
  allow?: PolicyEntry[];
  deny: PolicyEntry[];
  /**
   * Claude Code managed settings: as Claude Code evaluates its allowlist, a `serverName` entry allows a stdio server
   * only when the list has no `serverCommand` entry, and a remote one only when it has no `serverUrl` entry
   */
  managed?: boolean;
}

export interface ServerPolicy {
  layers: PolicyLayer[];
}

export interface RuleContext {
  /** settings for this rule from the settings file, if any */
  options: Record<string, unknown>;
  reviewLock: ReviewLock | undefined;
  /** what `--online` learned about the launched packages (src/registry), gathered before the rules run; absent offline */
  online?: OnlineFacts;
  /** the servers allowed and denied (settings `policy` and `--policy FILE`), when there is a policy */
  policy?: ServerPolicy;
  /** the tools lockfile that covers this config (`.mcp-audit-tools.json`) and this config's key in it */
  toolsLock?: { lock: ToolsLock; file: string };
  /** `mcp-audit probe` only: what the servers of this config served in this run */
  probe?: Map<string, ServerProbe>;
}

export interface Rule {
  meta: RuleMeta;
  checkConfig?(file: ConfigFile, context: RuleContext): Report[];
  checkSkill?(skill: Skill, context: RuleContext): Report[];
}

export interface Finding {
  ruleId: string;
  level: Level;
  message: string;
  /** display path (relative to the scan root, forward slashes) */
  file: string;
  span: Span;
  region: Region;
  /** semantic path, dot-joined, e.g. `mcpServers.tickets.headers.Authorization` */
  location: string;
  fix?: Fix;
  suggestions?: Fix[];
  fingerprint: string;
  /** where the rule's knowledge comes from (`grafana/mcp-grafana:README.md#… @c6e492b`): `= source:` in text */
  provenance?: string;
  /**
   * source lines covered by the finding, secrets masked, for code frames; a long line is cut to a window around the
   * finding, and `column` (1-based, default 1) says where the shown text starts
   */
  snippet?: { line: number; text: string; column?: number }[];
  /** other places the finding is about (display paths), each with a short message: SARIF `relatedLocations` */
  related?: { file: string; message: string; region?: Region }[];
}
