/**
 * A preload (`node --require test/helpers/record-processes.cjs …`) that lets child processes run but records each
 * one (the function called, the program, its arguments) as a JSON line in the file named by MCP_AUDIT_PROCESS_LOG:
 * how a test checks which processes a run started, where deny-io.cjs checks that it started none.
 */
'use strict';

const { appendFileSync } = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');
const childProcess = require('node:child_process');

const LOG = process.env.MCP_AUDIT_PROCESS_LOG;

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  const original = childProcess[name];
  if (typeof original !== 'function') continue;
  childProcess[name] = function recorded(file, args, ...rest) {
    if (LOG) appendFileSync(LOG, `${JSON.stringify({ call: name, file, args: Array.isArray(args) ? args : [] })}\n`);
    return original.call(this, file, args, ...rest);
  };
}

syncBuiltinESMExports();
