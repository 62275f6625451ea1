/**
 * The tools lockfile as the rules read it (`.mcp-audit-tools.json`, src/toolslock), and what a `mcp-audit probe`
 * run saw: apart from types.ts so that each stays readable; types.ts re-exports them.
 */
import type { Path, SourceText, Span } from './types.js';

export type LockedKind = 'tool' | 'prompt' | 'resource' | 'resourceTemplate';

/** A string inside the tools lockfile, with where it is: what the lockfile rules read and point at. */
export interface LockedText {
  value: string;
  /** the string token in the lockfile, quotes included */
  span: Span;
  /** semantic path inside the lockfile */
  path: Path;
  /** the key the string is the value of (`description`, `title`, a property name's key), or '' in an array */
  key: string;
}

/** One tool, prompt, resource or resource template as the tools lockfile records it. */
export interface LockedItem {
  kind: LockedKind;
  /** name (tools, prompts, resources) or uri / uriTemplate when there is no name */
  name: string;
  /** the item's object in the lockfile */
  span: Span;
  path: Path;
  definition: Record<string, unknown>;
  /** set when the server listed something that is not an object at all: the value as listed (`definition` is then {}) */
  notObject?: { value: unknown };
  /** canonical hash of the whole definition, and of each top-level field (computed from the definition) */
  sha256: string;
  fields: Record<string, string>;
  /** every string in the definition, keys of `properties` included, with spans */
  texts: LockedText[];
}

/** A server's entry in the tools lockfile: what `mcp-audit probe` saw it serve. */
export interface LockedServer {
  /** the config file, relative to the lockfile's folder, forward slashes */
  file: string;
  server: string;
  host?: string;
  /** launchFingerprint of the entry when it was probed */
  launch: string;
  protocolVersion?: string;
  serverInfo?: { name?: string; version?: string };
  /** the server's key in the lockfile */
  nameSpan: Span;
  span: Span;
  path: Path;
  instructions?: LockedText;
  items: LockedItem[];
}

export interface ToolsLock {
  source: SourceText;
  servers: LockedServer[];
}

/** One listed definition as the lockfile records it, before it is read back with spans. */
export type ListedItem = Pick<LockedItem, 'kind' | 'name' | 'definition' | 'notObject' | 'sha256' | 'fields'>;

/** What `mcp-audit probe` saw of one server in this run (absent in a plain scan). */
export interface ServerProbe {
  /** undefined when listing finished; else why it did not (start-up failure, timeout, crash, protocol error) */
  failure?: string;
  /** lines on stdout that were not JSON-RPC messages, as read (shortened, secrets are masked by the engine) */
  pollution: string[];
  protocolVersion?: string;
  era?: 'modern' | 'legacy';
  /** the definitions listed, canonical hashes computed as the lockfile would (non-objects too: `notObject`) */
  items: ListedItem[];
  instructions?: string;
  serverInfo?: { name?: string; version?: string };
}

export interface ProbeRun {
  /** config display-relative-to-lock key → server name → what the probe saw */
  servers: Map<string, Map<string, ServerProbe>>;
  /** --check: drift is compared, nothing is written */
  check: boolean;
}
