/**
 * The backstop's guesses do not take a package spec for a secret: `"Demo_MCP_Server==1.1.0"` is a long mixed-case
 * quoted word, and `Secret_Token_Mcp==1.0.0rc1` reads as `KEY=value`, yet both name a package at a version and
 * reports must show them as written. Every reading that has another reason to call a value secret (a secret-looking
 * key or flag, a known token format, a high-entropy quoted word that is no spec) still masks it. A table of lines
 * through `secretsInText`, then the whole pipeline through `main()` in every format.
 */
import { describe, expect, it } from 'vitest';
import { tokenFormats } from '../rules/hardcoded-secret.js';
import { secretsInText } from '../src/analysis/secrets-in-line.js';
import { runMain } from './helpers/cli.js';
import { picker, seededRandom } from './helpers/random.js';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const pick = picker(seededRandom(0x5bec));
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** a credential of no known format: only the quoted-word guess, or the key or flag it follows, finds it */
const TOKEN = `${pick(ALNUM, 30)}Z9`;
const GHP = `ghp_${pick(ALNUM, 36)}`;

const found = (text: string) => secretsInText(text, tokenFormats).map((s) => text.slice(s.start, s.end));

const SPECS = [
  'Demo_MCP_Server==1.1.0', 'Mcp_Server_Fetch==2025.4.7', 'Mcp_Secret_Manager==2025.4.7', 'Mcp_Token_Server===2025.4.7',
  'Mcp_Token_Server~=2025.4', 'Secret_Token_Mcp==1.0.0rc1', 'Secret_Token_Mcp[cli]==1.0.0', 'Api_Key_Mcp2==1.2.3.post1',
  'Mcp_Token_Server>=2025.4.7', 'Mcp_Token_Server@2025.4.7', '@Acme_Org/Secret_Token_Mcp@1.2.3',
];
/** the places a spec is written: a JSON or TOML array, YAML, a command line, after an option that is no secret */
const PLACES: [string, (spec: string) => string][] = [
  ['a JSON array', (s) => `"args": ["${s}"]`],
  ['a TOML array', (s) => `args = ['${s}']`],
  ['a YAML list', (s) => `  - ${s}`],
  ['a command line', (s) => `pip install ${s}`],
  ['uvx --from', (s) => `uvx --from ${s} tool`],
  ['--with in a JSON array', (s) => `"args": ["--with", "${s}"]`],
];

describe('a package spec is not secret-like', () => {
  for (const spec of SPECS) {
    for (const [place, line] of PLACES) {
      it(`${spec} in ${place}`, () => {
        expect(found(line(spec))).toEqual([]);
      });
    }
  }
});

describe('what still masks', () => {
  it.each([
    ['a quoted high-entropy word', `"args": ["${TOKEN}"]`, TOKEN],
    ['a quoted base64 word with padding', `"args": ["${TOKEN}=="]`, `${TOKEN}==`],
    ['a quoted word with == inside but no version after it', `"args": ["${TOKEN.slice(0, 16)}==${TOKEN.slice(16)}"]`, `${TOKEN.slice(0, 16)}==${TOKEN.slice(16)}`],
    // a header-shaped key: read as a header, a value needs less to count (`API_KEY` is read as a variable's name,
    // where a word and a year are not a key)
    ['a spec-shaped value of a secret-looking key (JSON)', '"X-API-Key": "Summer==2024"', 'Summer==2024'],
    ['a spec-shaped value of a secret-looking key (assignment)', 'TOKEN_PKG=Demo_MCP_Server==1.1.0 tool', 'Demo_MCP_Server==1.1.0'],
    ['a spec-shaped value of a secret-looking flag', 'tool --password Summer==2024', 'Summer==2024'],
    ['a known token format after ==', `pkg==${GHP}`, GHP],
    ['a token as the version of a KEY=value reading', `SECRET_TOKEN=${TOKEN}`, TOKEN],
  ])('%s', (_, text, secret) => {
    expect(found(text)).toContain(secret);
  });
});

const tree = tempTrees();
const run = (args: string[], files: Record<string, FileSpec>) => runMain(args, tree(files));

describe('reports show package specs as written', () => {
  const files = {
    '.mcp.json': `${JSON.stringify({
      mcpServers: {
        demo: { command: 'uvx', args: ['Demo_MCP_Server==1.1.0'] },
        ranged: { command: 'uvx', args: ['Demo_MCP_Server>=1.1.0'] },
        compatible: { command: 'uvx', args: ['Mcp_Server_Fetch~=2025.4'] },
        fetch: { command: 'uvx', args: ['Mcp_Server_Fetch==2025.4.7'] },
        secret: { command: 'uvx', args: ['Secret_Token_Mcp==1.0.0rc1'], env: { GITHUB_TOKEN: GHP, OTHER: TOKEN } },
      },
    }, null, 2)}\n`,
  };
  for (const format of [['--no-color'], ['--format', 'json'], ['--format', 'sarif'], ['--format', 'github']]) {
    it(format.join(' '), async () => {
      const out = await run([...format, '--fail-on', 'none'], files);
      expect(out.code, out.stderr).toBe(0);
      const all = `${out.stdout}\n${out.stderr}`;
      // the unpinned specs are quoted in the messages, and their names in the suggestions, unmasked
      expect(all).toContain('Demo_MCP_Server>=1.1.0');
      expect(all).toContain('Mcp_Server_Fetch~=2025.4');
      expect(all).toContain('Demo_MCP_Server==<version>');
      // the real secrets of the same file are not shown
      for (const secret of [GHP, TOKEN]) expect(all).not.toContain(secret.slice(8, 16));
    });
  }
  it('a code frame shows a pinned spec beside the one reported', async () => {
    const out = await run(['--no-color', '--fail-on', 'none'], { '.mcp.json': '{ "mcpServers": { "a": { "command": "uvx", "args": ["--with", "Demo_MCP_Server==1.1.0", "Mcp_Server_Fetch"] } } }\n' });
    expect(out.stdout).toContain('uvx runs "Mcp_Server_Fetch"');
    expect(out.stdout).toContain('"args": ["--with", "Demo_MCP_Server==1.1.0", "Mcp_Server_Fetch"]');
  });
});
