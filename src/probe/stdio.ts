/**
 * A newline-delimited JSON-RPC connection to a stdio server that mcp-audit starts itself: own process group (so a
 * `bash -c` wrapper's grandchild dies with it, probe.md §2.7), stdin EOF then SIGTERM then SIGKILL to the group,
 * stderr kept (its tail, for failures), and every stdout line that is not a JSON-RPC message recorded — the raw view
 * that tolerant SDK clients hide (probe.md §2.5). Text glued before a message on one line is recorded and the
 * message still read.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export class RpcError extends Error {
  constructor(readonly code: number, message: string, readonly data?: unknown) {
    super(message);
  }
}

export class ClosedError extends Error {}
export class TimeoutError extends Error {}

export interface Transport {
  request(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<Record<string, unknown>>;
  notify(method: string, params?: Record<string, unknown>): void;
  close(): Promise<void>;
}

const STDERR_TAIL = 64 * 1024;
/** a stdout "line" longer than this without a newline is not a message anyone will read: dropped, recorded */
const MAX_LINE = 16 * 1024 * 1024;
const MAX_POLLUTION = 20;

export interface StdioLaunch {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

export class StdioConnection implements Transport {
  readonly pollution: string[] = [];
  stderrTail = '';
  exit: { code: number | null; signal: string | null } | undefined;
  private child: ChildProcess;
  private buffer = '';
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  private exited: Promise<void>;
  readonly started: Promise<void>;

  constructor(launch: StdioLaunch) {
    this.child = spawn(launch.command, launch.args, { env: launch.env, cwd: launch.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true, shell: false, windowsHide: true });
    this.started = new Promise((ok, fail) => {
      this.child.once('spawn', ok);
      this.child.once('error', fail);
    });
    this.exited = new Promise((done) => this.child.once('close', (code, signal) => {
      this.exit = { code, signal };
      for (const p of this.pending.values()) p.reject(new ClosedError(this.exitText()));
      this.pending.clear();
      done();
    }));
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL);
    });
    this.child.stdin!.on('error', () => {}); // a server that exits early closes the pipe: seen through 'close'
    this.child.on('error', () => {}); // a failed spawn rejects `started`; a failed kill is not the probe's concern
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  exitText(): string {
    if (!this.exit) return 'the server closed its output';
    return this.exit.signal ? `the server was killed by ${this.exit.signal}` : `the server exited with code ${this.exit.code}`;
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    for (let nl = this.buffer.indexOf('\n'); nl >= 0; nl = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, nl).replace(/\r$/, '');
      this.buffer = this.buffer.slice(nl + 1);
      if (line.trim()) this.onLine(line);
    }
    if (this.buffer.length > MAX_LINE) {
      if (this.pollution.length < MAX_POLLUTION) this.pollution.push(`${this.buffer.slice(0, 200)}… (over ${MAX_LINE} characters without a line break)`);
      this.buffer = '';
    }
  }

  private onLine(line: string): void {
    const message = parseMessage(line);
    if (message) return this.deliver(message);
    // stray text before a message on the same line: recorded, the message still read
    const brace = line.indexOf('{');
    const glued = brace > 0 ? parseMessage(line.slice(brace)) : undefined;
    if (this.pollution.length < MAX_POLLUTION) this.pollution.push(line.length > 200 ? `${line.slice(0, 200)}…` : line);
    if (glued) this.deliver(glued);
  }

  private deliver(message: Record<string, unknown>): void {
    if (typeof message.method === 'string') {
      // a request from the server (sampling, roots): the probe declared no such capability
      if (message.id !== undefined) this.write({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } });
      return;
    }
    const pending = typeof message.id === 'number' ? this.pending.get(message.id) : undefined;
    if (!pending) return;
    this.pending.delete(message.id as number);
    const error = message.error as { code?: unknown; message?: unknown; data?: unknown } | undefined;
    if (error) pending.reject(new RpcError(Number(error.code), String(error.message ?? ''), error.data));
    else pending.resolve(isObject(message.result) ? message.result : {});
  }

  private write(message: unknown): void {
    if (this.exit || !this.child.stdin!.writable) return;
    this.child.stdin!.write(JSON.stringify(message) + '\n');
  }

  request(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<Record<string, unknown>> {
    if (this.exit) return Promise.reject(new ClosedError(this.exitText()));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new TimeoutError(`no answer to ${method} within ${Math.round(timeoutMs / 1000)} s`));
      }, timeoutMs);
      const done = <T>(f: (v: T) => void) => (v: T) => { clearTimeout(timer); f(v); };
      this.pending.set(id, { resolve: done(resolve), reject: done(reject) });
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params?: Record<string, unknown>): void {
    this.write({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
  }

  /** stdin EOF; after a second SIGTERM to the process group; after another SIGKILL (spec stdio §Shutdown). */
  async close(): Promise<void> {
    const pid = this.child.pid;
    this.child.stdin!.end();
    const wait = (ms: number) => Promise.race([this.exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
    const signal = (name: NodeJS.Signals) => {
      try {
        if (pid !== undefined) process.kill(process.platform === 'win32' ? pid : -pid, name);
      } catch {
        // the group is gone already
      }
    };
    if (!(await wait(1000))) signal('SIGTERM');
    if (!(await wait(1000))) signal('SIGKILL');
    // the leader may be gone while a grandchild that ignored SIGTERM lives on: the group gets SIGKILL regardless
    signal('SIGKILL');
    await wait(1000);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseMessage(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isObject(value) && value.jsonrpc === '2.0' ? value : undefined;
  } catch {
    return undefined;
  }
}
