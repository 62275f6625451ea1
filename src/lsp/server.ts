/**
 * `mcp-audit lsp [--stdio]`: a Language Server Protocol server over stdin/stdout. Diagnostics of every open document
 * mcp-audit reads, from the editor's text (scans.ts, document-scan.ts), pushed (`textDocument/publishDiagnostics`)
 * to clients that do not pull, and answered to `textDocument/diagnostic` and `workspace/diagnostic` for those that
 * do; code actions from the findings' fixes (actions.ts), a pinning fix's version looked up only when it is picked.
 * stdout carries nothing but protocol: console output goes to the client's log.
 */
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import type { CodeAction, Connection, InitializeParams, InitializeResult, TextDocuments, WorkspaceEdit } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { UsageError } from '../discover/discover.js';
import { Resolver, timeoutFromEnv } from '../fix/resolve.js';
import { APPLY_FIX, codeActions, RECORD_REVIEW, workspaceEdit } from './actions.js';
import type { FixReference } from './actions.js';
import { toDiagnostic } from './diagnostics.js';
import { loadLsp } from './protocol.js';
import type { Lsp } from './protocol.js';
import { Scans } from './scans.js';
import type { Scanned } from './scans.js';

/** Files whose change changes every open document's findings: the settings and the review lockfile. */
const SETTINGS_NAMES = new Set(['.mcp-audit.json', '.mcp-audit.jsonc']);
const SHARED_FILES = new Set([...SETTINGS_NAMES, '.mcp-audit-review.json']);

interface Options {
  debounceMs: number;
  onSave: boolean;
  offline: boolean;
  registry: string | undefined;
  env: NodeJS.ProcessEnv;
}

function optionsFrom(params: InitializeParams, argv: string[], env: NodeJS.ProcessEnv): Options {
  const given = (params.initializationOptions ?? {}) as Record<string, unknown>;
  const debounce = Number(given.debounceMs);
  return {
    debounceMs: Number.isFinite(debounce) && debounce >= 0 ? debounce : 200,
    onSave: given.run === 'onSave',
    offline: argv.includes('--offline') || given.offline === true,
    // as --registry: wins over .npmrc; without it, the .npmrc nearest the document and npm_config_registry apply
    registry: typeof given.registry === 'string' ? given.registry : undefined,
    env,
  };
}

/** Runs the server until the client says `exit`; the library then ends the process (0 after `shutdown`, else 1). */
export function runLsp(argv: string[], env: NodeJS.ProcessEnv, stderr: (text: string) => void): Promise<number> {
  // vscode-languageclient adds --clientProcessId=PID to a server it starts as a Node module; the library watches the
  // processId of `initialize` already, so it is accepted and left at that
  const unknown = argv.filter((a) => a !== '--stdio' && a !== '--offline' && !/^--clientProcessId=\d+$/.test(a));
  if (unknown.length) throw new UsageError(`lsp: unknown option ${unknown[0]}; the server speaks over stdio only`, 'Run "mcp-audit lsp --help" for the options.');
  const lsp = loadLsp();
  const connection = lsp.createConnection(new lsp.StreamMessageReader(process.stdin), new lsp.StreamMessageWriter(process.stdout));
  // Whatever a library prints must not reach stdout, which is the protocol's.
  const log = (...args: unknown[]) => connection.console.log(format(...args));
  Object.assign(console, { log, info: log, debug: log, warn: log, error: (...args: unknown[]) => connection.console.error(format(...args)) });
  process.on('uncaughtException', (e) => stderr(`mcp-audit lsp: ${(e as Error).stack ?? e}\n`));
  serve(lsp, connection, argv, env);
  connection.listen();
  return new Promise(() => {});
}

/** What the handlers share: the connection, the open documents, their scans, and what the client can do. */
interface Server {
  lsp: Lsp;
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  scans: Scans;
  options: Options;
  client: { push: boolean; canResolve: boolean; refresh: boolean; folders: boolean };
  /** settings or a lockfile changed: every open document is scanned again (after `delay` ms) */
  rescanAll(delay?: number): void;
}

function serve(lsp: Lsp, connection: Connection, argv: string[], env: NodeJS.ProcessEnv): void {
  const documents = new lsp.TextDocuments(lsp.TextDocument);
  const options = optionsFrom({} as InitializeParams, argv, env);
  const client = { push: true, canResolve: false, refresh: false, folders: false };
  const scans = new Scans({
    debounceMs: options.debounceMs,
    log: (message) => connection.console.log(message),
    snapshot: (d) => lsp.TextDocument.create(d.uri, d.languageId, d.version, d.getText()),
    // by path, not by URI: clients percent-encode URIs in their own ways
    held: (path) => documents.all().find((d) => d.uri.startsWith('file:') && fileURLToPath(d.uri) === path)?.getText(),
    publish: (scanned) => {
      if (client.push && documents.get(scanned.document.uri)) void connection.sendDiagnostics({ uri: scanned.document.uri, version: scanned.version, diagnostics: diagnosticsOf(scanned) });
    },
  });
  const server: Server = {
    lsp, connection, documents, scans, options, client,
    rescanAll: (delay = 0) => {
      scans.invalidate();
      if (client.refresh) void connection.languages.diagnostics.refresh();
      for (const document of documents.all()) scans.schedule(document, delay);
    },
  };
  connection.onInitialize((params) => initialize(server, params, argv, env));
  connection.onInitialized(() => {
    if (client.folders) {
      connection.workspace.onDidChangeWorkspaceFolders(({ added, removed }) => {
        const gone = new Set(removed.map((f) => fileURLToPath(f.uri)));
        scans.setFolders([...scans.folderList().filter((f) => !gone.has(f)), ...added.map((f) => fileURLToPath(f.uri))]);
        server.rescanAll();
      });
    }
    const watchers = [...SHARED_FILES].map((name) => ({ globPattern: `**/${name}` }));
    void connection.client.register(lsp.DidChangeWatchedFilesNotification.type, { watchers }).catch(() => undefined);
  });
  followDocuments(server);
  answerDiagnostics(server);
  answerActions(server);
  connection.onShutdown(() => scans.dispose());
  documents.listen(connection);
}

function initialize(server: Server, params: InitializeParams, argv: string[], env: NodeJS.ProcessEnv): InitializeResult {
  Object.assign(server.options, optionsFrom(params, argv, env));
  server.scans.setDebounce(server.options.debounceMs);
  const folders = params.workspaceFolders?.map((f) => fileURLToPath(f.uri)) ?? (params.rootUri ? [fileURLToPath(params.rootUri)] : []);
  server.scans.setFolders(folders);
  const { textDocument, workspace } = params.capabilities;
  // a client that pulls gets no pushed copy of the same diagnostics
  server.client.push = textDocument?.diagnostic === undefined;
  server.client.refresh = workspace?.diagnostics?.refreshSupport === true;
  server.client.folders = workspace?.workspaceFolders === true;
  server.client.canResolve = textDocument?.codeAction?.resolveSupport?.properties.includes('edit') === true;
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: server.lsp.TextDocumentSyncKind.Incremental, save: { includeText: false } },
      codeActionProvider: { codeActionKinds: ['quickfix', 'refactor'], resolveProvider: true },
      executeCommandProvider: { commands: [APPLY_FIX, RECORD_REVIEW] },
      diagnosticProvider: { identifier: 'mcp-audit', interFileDependencies: true, workspaceDiagnostics: true },
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    },
    serverInfo: { name: 'mcp-audit' },
  };
}

function followDocuments({ connection, documents, scans, options, client, rescanAll }: Server): void {
  documents.onDidOpen(({ document }) => scans.schedule(document, 0));
  documents.onDidChangeContent(({ document }) => {
    if (options.onSave) return;
    // an open settings file counts as the editor holds it: typing in it re-diagnoses every open file
    if (SETTINGS_NAMES.has(basename(document.uri))) rescanAll(options.debounceMs);
    // a skill's file is scanned as saved (document-scan.ts): typing in it changes nothing until it is saved
    else if (scans.kept(document.uri)?.scan?.skillDir === undefined) scans.schedule(document);
  });
  documents.onDidSave(({ document }) => {
    if (SHARED_FILES.has(basename(document.uri))) rescanAll();
    else scans.schedule(document, 0);
  });
  documents.onDidClose(({ document }) => {
    scans.forget(document.uri);
    if (client.push) void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    if (changes.some((c) => SHARED_FILES.has(basename(c.uri)))) rescanAll();
  });
}

function answerDiagnostics({ connection, documents, scans, options }: Server): void {
  // "run": "onSave": what a pull shows is the last scan (of the file as opened or saved), not the unsaved text
  const scanned = async (document: TextDocument) => {
    const kept = scans.kept(document.uri);
    return options.onSave && kept && kept.version >= 0 ? kept : scans.current(document);
  };
  // a pull that names the result it has (previousResultId) gets "unchanged" when no scan came since
  const report = async (document: TextDocument, previous: string | undefined) => {
    const result = await scanned(document);
    return previous === result.resultId
      ? { kind: 'unchanged' as const, resultId: result.resultId }
      : { kind: 'full' as const, resultId: result.resultId, items: diagnosticsOf(result) };
  };
  connection.languages.diagnostics.on(async ({ textDocument, previousResultId }) => {
    const document = documents.get(textDocument.uri);
    return document ? report(document, previousResultId) : { kind: 'full', items: [] };
  });
  connection.languages.diagnostics.onWorkspace(async ({ previousResultIds }) => {
    const previous = new Map(previousResultIds.map((p) => [p.uri, p.value]));
    return {
      items: await Promise.all(documents.all().map(async (document) => ({
        uri: document.uri, version: document.version, ...(await report(document, previous.get(document.uri))),
      }))),
    };
  });
}

function answerActions({ connection, documents, scans, options, client, rescanAll }: Server): void {
  connection.onCodeAction(async ({ textDocument, range, context }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return [];
    const scanned = await scans.current(document);
    const actions = scanned.scan ? codeActions(scanned.scan, scanned.document, range, { canResolve: client.canResolve }) : [];
    // `only: ["quickfix"]`: the kinds asked for, and their sub-kinds
    const only = context.only;
    return only ? actions.filter((a) => 'kind' in a && only.some((k) => a.kind === k || a.kind?.startsWith(`${k}.`))) : actions;
  });
  connection.onCodeActionResolve(async (action: CodeAction) => {
    if (!action.data) return action;
    const edit = await resolveFix(action.data as FixReference, scans, options);
    if (typeof edit === 'string') tell(connection, 2, edit);
    else action.edit = edit;
    return action;
  });
  connection.onExecuteCommand(async ({ command, arguments: args = [] }) => {
    if (command === APPLY_FIX) {
      const edit = await resolveFix(args[0] as FixReference, scans, options);
      if (typeof edit === 'string') tell(connection, 2, edit);
      else await connection.workspace.applyEdit({ label: 'mcp-audit: pin', edit });
    } else if (command === RECORD_REVIEW) {
      const message = await recordReview(String(args[0]), String(args[1]));
      tell(connection, 3, message);
      rescanAll();
    }
  });
}

/**
 * A message for the user (MessageType: 2 warning, 3 info) as a plain `window/showMessage` notification: every
 * client shows it, and none has to answer (the request form waits for a button press, and not every client has one).
 */
function tell(connection: Connection, type: 2 | 3, message: string): void {
  void connection.sendNotification('window/showMessage', { type, message }).catch(() => undefined);
}

function diagnosticsOf(scanned: Scanned) {
  const scan = scanned.scan;
  return scan ? scan.findings.map((f) => toDiagnostic(f, scanned.document, scan.cwd)) : [];
}

/** A pinning fix's edit, the version looked up now (as `--fix` would); a sentence saying why not otherwise. */
async function resolveFix(reference: FixReference, scans: Scans, options: Options): Promise<WorkspaceEdit | string> {
  const scanned = scans.kept(reference?.uri);
  if (!scanned?.scan || scanned.version !== reference.version) return 'mcp-audit: the document changed since the action was offered; ask for it again';
  const finding = scanned.scan.findings.find((f) => f.fingerprint === reference.fingerprint);
  const fix = reference.index < 0 ? finding?.fix : finding?.suggestions?.[reference.index];
  if (!fix?.resolve) return 'mcp-audit: that fix is no longer offered';
  const request = fix.resolve;
  const got = options.offline
    ? { ok: false as const, reason: '--offline: the registry was not contacted' }
    : await new Resolver({ registry: options.registry, timeoutMs: timeoutFromEnv(options.env), env: options.env }).resolve(request, dirname(fileURLToPath(scanned.document.uri)));
  if (!got.ok) return `mcp-audit: could not resolve a version for ${request.name} (${got.reason}); pin it by hand`;
  const edit = workspaceEdit(fix, scanned.document, scanned.scan.display, (e) => e.text.split(request.placeholder).join(got.version));
  return edit ?? 'mcp-audit: that fix edits another file; run mcp-audit --fix';
}

async function recordReview(dir: string, cwd: string): Promise<string> {
  const { review } = await import('../skills/review.js');
  try {
    const result = review([dir], cwd);
    return `mcp-audit: recorded the review in ${result.lockDisplay}`;
  } catch (e) {
    return `mcp-audit: could not record the review: ${(e as Error).message}`;
  }
}
