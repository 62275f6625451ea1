#!/usr/bin/env node
import { main } from './cli.js';

main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdoutIsTty: process.stdout.isTTY === true,
}).then((code) => {
  process.exitCode = code;
});
