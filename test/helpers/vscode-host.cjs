/**
 * A stand-in for VS Code's extension host, just enough to activate the packaged extension in plain Node: `require
 * ('vscode')` answers with a permissive stub of the API (every member a callable that returns another), except for the
 * few values the extension and its language client read (workspace folder, trust, settings). The language client is
 * the real one, so activation starts the real packaged server and completes the `initialize` handshake with it, or
 * fails. Prints `START <module> <args>` for the server it forks, then `ACTIVATED` or `FAILED`.
 *
 * Usage: node vscode-host.cjs EXTENSION_DIR WORKSPACE_DIR
 */
const childProcess = require('node:child_process');
const Module = require('node:module');
const path = require('node:path');

const [extensionDir, workspace] = process.argv.slice(2);
const settings = { enable: true, path: '', run: 'onType', offline: true };
const known = {
  isTrusted: false,
  workspaceFolders: [{ uri: { fsPath: workspace, toString: () => `file://${workspace}` }, name: 'workspace', index: 0 }],
  getConfiguration: () => ({ get: (key) => settings[key], has: () => false, inspect: () => undefined, update: async () => undefined }),
  version: '1.96.0',
};
const handler = {
  get(target, prop) {
    if (prop === 'then') return undefined;
    if (prop === Symbol.toPrimitive) return () => '';
    if (Object.prototype.hasOwnProperty.call(known, prop)) return known[prop];
    if (!(prop in target)) target[prop] = stub();
    return target[prop];
  },
  apply: () => stub(),
  construct: () => stub(),
};
function stub() {
  return new Proxy(function () {}, handler);
}

const fork = childProcess.fork;
childProcess.fork = function (modulePath, args, ...rest) {
  console.log(`START ${modulePath} ${JSON.stringify(args)}`);
  return fork.call(this, modulePath, args, ...rest);
};
const vscode = stub();
const load = Module._load;
Module._load = function (request, ...rest) {
  return request === 'vscode' ? vscode : load.call(this, request, ...rest);
};

const extension = require(path.join(extensionDir, 'dist', 'extension.js'));
const context = { subscriptions: [], asAbsolutePath: (relative) => path.join(extensionDir, relative) };
extension.activate(context).then(
  () => { console.log('ACTIVATED'); process.exit(0); },
  (error) => { console.log(`FAILED ${error && error.message}`); process.exit(1); },
);
