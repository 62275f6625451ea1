/**
 * The language-server libraries (vscode-languageserver, vscode-languageserver-textdocument), loaded only by
 * `mcp-audit lsp`: a scan never pays for them. The bundled CLI ships them pre-bundled as one file beside it
 * (dist/bin/vendor/lsp.cjs, built by scripts/build.mjs), as it ships YAML; from the sources they come from
 * node_modules. Through `require`, for the reason src/model/lazy.ts gives.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export type Lsp = Omit<typeof import('vscode-languageserver/node'), 'TextDocument'> & {
  TextDocument: typeof import('vscode-languageserver-textdocument').TextDocument;
};

const require = createRequire(import.meta.url);
const vendored = fileURLToPath(new URL('./vendor/lsp.cjs', import.meta.url));

export function loadLsp(): Lsp {
  if (existsSync(vendored)) return require(vendored) as Lsp;
  const server = require('vscode-languageserver/node') as typeof import('vscode-languageserver/node');
  const { TextDocument } = require('vscode-languageserver-textdocument') as typeof import('vscode-languageserver-textdocument');
  return { ...server, TextDocument };
}
