/**
 * What Codex's and Cursor's plugin manifests share: `mcpServers` and `hooks`, each read by the host's own rules, the
 * files they name listed as the manifest's `references`, and a manifest that declares neither left alone, syntax
 * errors included (it is the plugin loader's business, as for Claude Code's manifest).
 */
import type { Node } from 'jsonc-parser';
import { jsonHostFile } from './entry.js';
import type { JsonHostSpec } from './entry.js';
import { property } from './json.js';
import type { Command, ConfigFile, Problem, Server, SourceText } from '../model/types.js';

export type References = NonNullable<ConfigFile['references']>;
export type Holds = References[number]['holds'];

/** Where a manifest's readers put what they find besides servers and commands. */
export interface ManifestOut {
  problems: Problem[];
  references: References;
}

export function pluginManifestFile(
  source: SourceText,
  spec: JsonHostSpec,
  readServers: (servers: Node, out: ManifestOut, parseProblems: Problem[], text: string) => Server[],
  readHooks: (source: SourceText, out: ManifestOut) => Command[] | undefined,
): ConfigFile {
  const out: ManifestOut = { problems: [], references: [] };
  let declares = false;
  const file = jsonHostFile(source, spec, (root, found, text) => {
    const servers = property(root, 'mcpServers');
    if (!servers) return [];
    declares = true;
    return readServers(servers, out, found, text);
  });
  const hooks = readHooks(source, out);
  if (!declares && !hooks) return { ...file, problems: [] };
  return {
    ...file,
    problems: [...file.problems, ...out.problems],
    ...(hooks?.length ? { commands: hooks } : {}),
    ...(out.references.length ? { references: out.references } : {}),
  };
}
