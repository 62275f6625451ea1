/**
 * The command's output (src/cli/stdio.ts): written with writeSync on the file descriptor. A parent that is not Node
 * can hand over a pipe in non-blocking mode (Node's children always get blocking ones), and then a write to a full
 * pipe answers EAGAIN: the writer must wait and go on, never lose the rest or throw.
 */
import { spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isTerminal, writeAll } from '../src/cli/stdio.js';
import { mkfifoSync } from './helpers/fifo.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-stdio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeAll', () => {
  it('writes everything into a non-blocking pipe that fills up many times over (EAGAIN)', async () => {
    const fifo = join(dir, 'pipe');
    const copy = join(dir, 'copy');
    mkfifoSync(fifo);
    // the reader, a process of its own, drains the pipe while this thread writes
    const reader = spawn('sh', ['-c', `sleep 0.2; cat "${fifo}" > "${copy}"`], { stdio: 'ignore' });
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    const text = Array.from({ length: 40_000 }, (_, i) => `line ${i} ${'é'.repeat(i % 7)}\n`).join('');
    expect(Buffer.byteLength(text)).toBeGreaterThan(10 * 65_536);
    try {
      writeAll(fd, text);
    } finally {
      closeSync(fd);
    }
    await new Promise((done) => reader.on('close', done));
    expect(readFileSync(copy, 'utf8')).toBe(text);
  }, 30_000);
});

describe('isTerminal', () => {
  it('a file, /dev/null and a descriptor that is not open are not terminals', () => {
    const fd = openSync(join(dir, 'file'), 'w');
    try {
      expect(isTerminal(fd)).toBe(false);
    } finally {
      closeSync(fd);
    }
    expect(isTerminal(987_654)).toBe(false);
    const devNull = openSync('/dev/null', 'w');
    try {
      expect(isTerminal(devNull), '/dev/null is a character device, not a terminal').toBe(false);
    } finally {
      closeSync(devNull);
    }
  });
});
