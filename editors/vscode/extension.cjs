/**
 * The VS Code side of mcp-audit: starts `mcp-audit lsp --stdio` and hands it the files mcp-audit reads. The server
 * is the workspace's own mcp-audit when it has one (node_modules/mcp-audit, the version the repository pins), else a
 * configured path, else the copy packaged with the extension; it runs on VS Code's own Node. In a workspace that is
 * not trusted, only the packaged copy (or the user's own configured path) runs.
 */
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

/** Every file of these languages is offered; the server answers only for files mcp-audit reads. */
const LANGUAGES = ['json', 'jsonc', 'toml', 'yaml', 'markdown', 'shellscript', 'python', 'javascript', 'typescript', 'powershell', 'plaintext'];

let client;

function serverModule(context) {
  const configured = vscode.workspace.getConfiguration('mcpAudit').get('path');
  if (configured) return configured;
  // A repository's node_modules is the repository's code: run only in a workspace the user trusts.
  for (const folder of vscode.workspace.isTrusted ? vscode.workspace.workspaceFolders ?? [] : []) {
    const local = join(folder.uri.fsPath, 'node_modules', 'mcp-audit', 'dist', 'bin', 'mcp-audit.js');
    if (existsSync(local)) return local;
  }
  return context.asAbsolutePath(join('server', 'mcp-audit.js'));
}

/**
 * mcp-audit needs Node 20.17 or later. engines.vscode asks for 1.96, believed to be the first VS Code whose Electron
 * ships such a Node (Electron 32, Node 20.18: not confirmed against a release's notes), so the version is checked here
 * as well, with a message instead of a server that fails to start.
 */
function nodeIsRecentEnough() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 17);
}

async function start(context) {
  const settings = vscode.workspace.getConfiguration('mcpAudit');
  if (!settings.get('enable')) return;
  if (!nodeIsRecentEnough()) {
    void vscode.window.showErrorMessage(`mcp-audit needs Node.js 20.17 or later; this VS Code runs extensions on ${process.versions.node}. Update VS Code.`);
    return;
  }
  const module = serverModule(context);
  // the client adds --stdio and --clientProcessId=PID itself (TransportKind.stdio), which `mcp-audit lsp` accepts
  const run = { module, args: ['lsp'], transport: TransportKind.stdio };
  client = new LanguageClient('mcpAudit', 'mcp-audit', { run, debug: run }, {
    documentSelector: LANGUAGES.map((language) => ({ scheme: 'file', language })),
    initializationOptions: { run: settings.get('run'), offline: settings.get('offline') },
  });
  await client.start();
}

async function restart(context) {
  if (client) await client.stop();
  client = undefined;
  await start(context);
}

exports.activate = async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('mcpAudit.restart', () => restart(context)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('mcpAudit')) void restart(context);
    }),
  );
  await start(context);
};

exports.deactivate = function deactivate() {
  return client ? client.stop() : undefined;
};
