/**
 * malicious-package: the shipped list against its schema, the version matching as a table (in-process), and the
 * rule end to end through real configs of three hosts.
 */
import { readFileSync, rmSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { maliciousList, maliciousMatch, maliciousPackage } from '../rules/malicious-package.js';
import type { Ecosystem } from '../src/analysis/package-spec.js';
import { scan } from '../src/engine/engine.js';
import { testRule, writeTree } from './rule-tester.js';

const mcp = (command: string, ...args: string[]) => ({ '.mcp.json': `{ "mcpServers": { "s": { "command": ${JSON.stringify(command)}, "args": ${JSON.stringify(args)} } } }` });

describe('the malicious-package list', () => {
  it('validates against its schema; every entry has a source; it is dated', () => {
    const schema = JSON.parse(readFileSync(new URL('../schema/malicious-packages.schema.json', import.meta.url), 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(maliciousList()), JSON.stringify(validate.errors)).toBe(true);
    expect(maliciousList().packages.every((p) => p.sources.length > 0)).toBe(true);
    expect(maliciousList().updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a finding names its sources and the list\'s date', () => {
    const dir = writeTree(mcp('npx', '-y', 'cline@2.3.0'));
    try {
      const [finding] = scan({ paths: ['.'], cwd: dir, rules: [maliciousPackage] }).findings;
      expect(finding!.provenance).toBe(`ossf/malicious-packages:osv/malicious/npm/cline/MAL-2026-1380.json; GHSA-9ppg-jx86-fqw7 (list of ${maliciousList().updated})`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the schema refuses an entry with no source, and one with both versions and a range', () => {
    const schema = JSON.parse(readFileSync(new URL('../schema/malicious-packages.schema.json', import.meta.url), 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const entry = { ecosystem: 'npm', name: 'x', versions: ['1.0.0'], what: 'w', sources: ['s'] };
    expect(validate({ updated: '2026-12-01', packages: [{ ...entry, sources: [] }] })).toBe(false);
    expect(validate({ updated: '2026-12-01', packages: [{ ...entry, range: '>=1' }] })).toBe(false);
    expect(validate({ updated: '2026-12-01', packages: [entry] })).toBe(true);
  });
});

const CASES: [Ecosystem, string, string | undefined, boolean][] = [
  ['npm', 'postmark-mcp', '1.0.16', true],
  ['npm', 'postmark-mcp', '1.0.18', true],
  ['npm', 'postmark-mcp', '1.0.15', false],
  ['npm', 'postmark-mcp', undefined, true], // no fixed release: the newest is malicious
  ['npm', '@postman/postman-mcp-server', '2.4.11', true],
  ['npm', '@postman/postman-mcp-server', '2.4.9', false],
  ['npm', '@postman/postman-mcp-server', undefined, false], // unpinned: today's release is not on the list
  ['npm', 'nx', '21.6.0', true],
  ['npm', 'nx', '21.9.0', false],
  ['npm', 'nx', '20.8.2', false],
  ['npm', 'cline', '2.3.0', true],
  ['npm', 'cline', '2.3.1', false],
  ['npm', 'claud-code', undefined, true],
  ['npm', 'claud-code', '0.0.1', true],
  ['npm', '@modelcontextprotoco1/server-filesystem', '2026.1.14', true],
  ['npm', '@modelcontextprotocol/server-filesystem', '2026.1.14', false],
  ['npm', 'mcp-remote', '0.1.15', false], // vulnerable, not malicious: vulnerable-package's (--online)
  ['pypi', 'postmark-mcp', '1.0.16', false], // another ecosystem
];

describe('maliciousMatch', () => {
  it.each(CASES)('%s %s@%s → %s', (ecosystem, name, version, fires) => {
    expect(maliciousMatch({ ecosystem, name, ...(version ? { version } : {}) }) !== undefined).toBe(fires);
  });
});

testRule(maliciousPackage, {
  valid: [
    { name: 'a clean release of a package with bad ones', files: mcp('npx', '-y', '@postman/postman-mcp-server@2.4.9') },
    { name: 'a vulnerable, not malicious, release', files: mcp('npx', '-y', 'mcp-remote@0.1.15', 'https://example.com/sse') },
    { name: 'a name on the list as a server argument', files: mcp('node', 'server.js', 'postmark-mcp@1.0.16') },
  ],
  invalid: [
    {
      name: 'a pinned malicious release, with its ids',
      files: mcp('npx', '-y', 'postmark-mcp@1.0.16'),
      errors: [{ line: 1, column: 59, endColumn: 78, level: 'error', message: /^"postmark-mcp@1\.0\.16" is a known-malicious package \(MAL-2025-47604, SNYK-JS-POSTMARKMCP-13052679\): release 1\.0\.16 is in the malicious range ">=1\.0\.16"; .*Remove the server "s"/ }],
    },
    {
      name: 'a whole impersonating package, inside bash -c, in a Codex config',
      files: { '.codex/config.toml': '[mcp_servers.fs]\ncommand = "bash"\nargs = ["-c", "npx -y @modelcontextprotoco1/server-filesystem /data"]\n' },
      errors: [{ line: 3, column: 23, endColumn: 62, message: /every release of it is malicious/ }],
    },
    {
      name: 'a Shai-Hulud release in VS Code',
      files: { '.vscode/mcp.json': '{ "servers": { "z": { "command": "npx", "args": ["@zapier/mcp-integration@3.0.2"] } } }' },
      errors: [{ line: 1, column: 51, message: /release 3\.0\.2 is malicious; Shai-Hulud/ }],
    },
  ],
});
