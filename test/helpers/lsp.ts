/**
 * A language-server client for tests: `mcp-audit lsp --stdio` started from dist/ as a child process, driven over its
 * stdin and stdout by vscode-jsonrpc (the library VS Code's own client is built on). Every byte the server writes to
 * stdout is kept, so that a test can check that stdout carried nothing but protocol.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import type { MessageConnection } from 'vscode-jsonrpc/node';
import { BIN } from './cli.js';

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  code: string;
  source: string;
  message: string;
  codeDescription?: { href: string };
  relatedInformation?: { location: { uri: string }; message: string }[];
}

export interface LspServer {
  child: ChildProcess;
  connection: MessageConnection;
  /** everything the server wrote to stdout */
  stdout: () => Buffer;
  stderr: () => string;
  /** the next diagnostics published for `uri` that satisfy `until` (the latest ones, if they already do) */
  diagnostics(uri: string, until?: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]>;
  /** the exit code, once the process has ended */
  exited: Promise<number | null>;
}

export const uriOf = (path: string) => pathToFileURL(path).href;

export function startLsp(cwd: string, env: Record<string, string> = {}, args: string[] = []): LspServer {
  const child = spawn(process.execPath, [BIN, 'lsp', '--stdio', ...args], { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr!.on('data', (chunk: Buffer) => { err += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const latest = new Map<string, Diagnostic[]>();
  const waiting: { uri: string; until: (d: Diagnostic[]) => boolean; resolve: (d: Diagnostic[]) => void }[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: Diagnostic[] }) => {
    latest.set(params.uri, params.diagnostics);
    for (const w of [...waiting]) {
      if (w.uri === params.uri && w.until(params.diagnostics)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(params.diagnostics);
      }
    }
  });
  // the server asks to watch its settings files; a test client grants every registration
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('workspace/applyEdit', () => ({ applied: true }));
  connection.listen();
  return {
    child, connection, exited,
    stdout: () => Buffer.concat(out),
    stderr: () => err,
    diagnostics(uri, until = () => true) {
      const now = latest.get(uri);
      if (now && until(now)) return Promise.resolve(now);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching diagnostics for ${uri}; last: ${JSON.stringify(latest.get(uri))}\n${err}`)), 10_000);
        waiting.push({ uri, until, resolve: (d) => { clearTimeout(timer); resolve(d); } });
      });
    },
  };
}

/** The messages in `bytes` if it is nothing but Content-Length framed JSON-RPC; throws at the first byte that is not. */
export function protocolMessages(bytes: Buffer): unknown[] {
  const messages: unknown[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headerEnd = bytes.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) throw new Error(`stray bytes on stdout at ${at}: ${bytes.subarray(at, at + 80).toString()}`);
    const header = bytes.subarray(at, headerEnd).toString('ascii');
    const length = /^Content-Length: (\d+)$/im.exec(header)?.[1];
    if (!length || !/^(Content-(Length|Type): [^\r\n]+\r?\n?)+$/.test(header.replace(/\r\n/g, '\n') + '\n')) {
      throw new Error(`not a protocol header on stdout at ${at}: ${header.slice(0, 80)}`);
    }
    const start = headerEnd + 4;
    messages.push(JSON.parse(bytes.subarray(start, start + Number(length)).toString('utf8')));
    at = start + Number(length);
  }
  return messages;
}
