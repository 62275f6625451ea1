/**
 * Gemini CLI extension manifest: `gemini-extension.json` at an extension's root, whose `mcpServers` has the shape of
 * Gemini settings' `mcpServers`, with the same `$VAR` / `${VAR}` / `${VAR:-default}` expansion in every string
 * (formats.md §4). A manifest without `mcpServers` yields nothing, not even its syntax errors. Grammar as for the
 * settings (formats.md gives none for the manifest): comments are accepted and not reported.
 */
import type { Host } from './host.js';
import { pathMatcher, readEntries } from './entry.js';
import { readGeminiServer } from './gemini.js';
import { nestedServersFile } from './nested.js';

export const geminiExtension: Host = {
  id: 'gemini',
  name: 'Gemini CLI extension',
  // The name is Gemini's own: an extension's folder can be anywhere (a repository's root, extensions/<name>/ …).
  matches: pathMatcher('gemini-extension\\.json'),
  parse: (source) => nestedServersFile(source, { id: 'gemini', what: 'Gemini CLI', strict: false }, ['mcpServers'], (container, problems, text) =>
    readEntries(container, ['mcpServers'], text, problems, readGeminiServer)),
};
