/**
 * A preload (`node --require test/helpers/deny-io.cjs …`) that forbids the network and child processes: every way
 * Node offers to open a socket, resolve a name, make an HTTP request or start a process or worker throws, and the
 * attempt is appended (one line: what was called, then a short stack) to the file named by MCP_AUDIT_DENY_IO_LOG.
 *
 * The patched functions replace the exports of the built-in modules and `syncBuiltinESMExports()` copies them into
 * the ESM namespaces, so `import { spawn } from 'node:child_process'` gets the throwing version as well. Sockets are
 * stopped at `net.Socket.prototype.connect`, which every TCP/TLS/IPC client (http, https, undici/fetch, pacote) goes
 * through; UDP at `dgram.createSocket`; name resolution at `dns`.
 */
'use strict';

const { appendFileSync } = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');

const LOG = process.env.MCP_AUDIT_DENY_IO_LOG;

function record(what) {
  const stack = (new Error().stack || '').split('\n').slice(3, 9).map((l) => l.trim()).join(' | ');
  if (LOG) {
    try {
      appendFileSync(LOG, `${what} (pid ${process.pid}) ${stack}\n`);
    } catch {
      // the throw below still stops the call
    }
  }
  const error = new Error(`deny-io: ${what} is not allowed during a scan`);
  error.code = 'EDENYIO';
  throw error;
}

function deny(object, names, label) {
  for (const name of names) {
    if (typeof object[name] !== 'function') continue;
    object[name] = function denied() {
      return record(`${label}.${name}`);
    };
  }
}

const net = require('node:net');
const tls = require('node:tls');
const dns = require('node:dns');
const http = require('node:http');
const https = require('node:https');
const http2 = require('node:http2');
const dgram = require('node:dgram');
const childProcess = require('node:child_process');
const workerThreads = require('node:worker_threads');
const cluster = require('node:cluster');

net.Socket.prototype.connect = function connect() {
  return record('net.Socket.prototype.connect');
};
deny(net, ['connect', 'createConnection'], 'net');
deny(tls, ['connect'], 'tls');
deny(dns, ['lookup', 'lookupService', 'resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCname', 'resolveMx', 'resolveNs', 'resolveSrv', 'resolveTxt', 'reverse'], 'dns');
deny(dns.promises, ['lookup', 'lookupService', 'resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCname', 'resolveMx', 'resolveNs', 'resolveSrv', 'resolveTxt', 'reverse'], 'dns.promises');
if (dns.Resolver) {
  dns.Resolver.prototype.resolve = function resolve() {
    return record('dns.Resolver.prototype.resolve');
  };
}
deny(http, ['request', 'get'], 'http');
deny(https, ['request', 'get'], 'https');
deny(http2, ['connect'], 'http2');
deny(dgram, ['createSocket'], 'dgram');
deny(childProcess, ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'], 'child_process');
deny(cluster, ['fork'], 'cluster');

workerThreads.Worker = function Worker() {
  return record('worker_threads.Worker');
};

for (const name of ['fetch', 'WebSocket', 'EventSource']) {
  if (typeof globalThis[name] === 'function') {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value: function denied() {
        return record(`globalThis.${name}`);
      },
    });
  }
}

// process.binding('spawn_sync') / internalBinding are what child_process uses underneath; deny the public door too.
const originalBinding = process.binding;
process.binding = function binding(name) {
  if (/spawn|process_wrap|tcp_wrap|udp_wrap|pipe_wrap|cares_wrap|tls_wrap/.test(String(name))) return record(`process.binding(${name})`);
  return originalBinding.call(process, name);
};

process.dlopen = function dlopen() {
  return record('process.dlopen');
};

syncBuiltinESMExports();
