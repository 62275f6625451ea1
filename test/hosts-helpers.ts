/** Shared by the host tests (test/hosts-*.test.ts): parse a text as one host, apply edits, list discovered files. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Host } from '../src/hosts/host.js';
import { makeSource } from '../src/model/source.js';
import type { ConfigFile, Edit, Server, Str } from '../src/model/types.js';
import { scanTree, type FileSpec } from './rule-tester.js';

export function parseAs(host: Host, text: string, path = '/repo/config.json'): ConfigFile {
  return host.parse(makeSource(path, path, text));
}

/** Applies non-overlapping edits, last first. */
export function applyEdits(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

/** Each modelled string's value and the source text at its span. */
export function strings(file: ConfigFile, server: Server): { value: string; token: string }[] {
  const strs: Str[] = [
    ...(server.command ? [server.command] : []), ...server.args, ...server.env.map((e) => e.value),
    ...(server.url ? [server.url] : []), ...server.headers.map((h) => h.value),
  ];
  return strs.map((s) => ({ value: s.value, token: file.source.text.slice(s.span.start, s.span.end) }));
}

/** A compact view of a server for assertions. */
export function summary(server: Server) {
  return {
    name: server.name,
    transport: server.transport,
    command: server.command?.value,
    args: server.args.map((a) => a.value),
    env: Object.fromEntries(server.env.map((e) => [e.key, e.value.value])),
    url: server.url?.value,
    headers: Object.fromEntries(server.headers.map((h) => [h.key, h.value.value])),
  };
}

/** Every string's span holds its token: quoted JSON text decodes to the value. */
export function expectJsonTokens(file: ConfigFile): void {
  for (const server of file.servers) {
    for (const { value, token } of strings(file, server)) expect(JSON.parse(token)).toBe(value);
  }
}

/** The configs discovery finds in a tree, with the host that claimed each. */
export function discovered(files: Record<string, FileSpec>): [string, string][] {
  return scanTree(files, []).configs.map((c) => [c.source.display, c.host] as [string, string]).sort((a, b) => a[0].localeCompare(b[0]));
}

/** The text after applying `edits`, checked to still load (the editor's own validate). */
export function edited(file: ConfigFile, edits: Edit[]): string {
  const text = applyEdits(file.source.text, edits);
  expect(file.editor.validate(text)).toBeUndefined();
  return text;
}

/** A file under fixtures/hosts/, parsed as `host`. */
export function fixture(host: Host, rel: string): ConfigFile {
  const path = fileURLToPath(new URL(`../fixtures/hosts/${rel}`, import.meta.url));
  return host.parse(makeSource(path, `fixtures/hosts/${rel}`, readFileSync(path, 'utf8')));
}
