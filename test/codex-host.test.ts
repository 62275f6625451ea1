import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { codex } from '../src/hosts/codex.js';
import { rules } from '../rules/index.js';
import { makeSource, positionAt, valueSpan } from '../src/model/source.js';
import type { ConfigFile, Edit, Server, Span } from '../src/model/types.js';
import { scanTree } from './rule-tester.js';

const load = (text: string): ConfigFile => codex.parse(makeSource('/repo/.codex/config.toml', '.codex/config.toml', text));
const at = (file: ConfigFile, span: Span): string => file.source.text.slice(span.start, span.end);
const server = (file: ConfigFile, name: string): Server => file.servers.find((s) => s.name === name)!;

/** Applies edits from the end backwards so that earlier offsets stay valid. */
function apply(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

/** Runs an edit, checks that the result still loads, and returns it. */
function edit(text: string, make: (file: ConfigFile) => Edit[]): string {
  const file = load(text);
  expect(file.problems).toEqual([]);
  const edits = make(file);
  for (const e of edits) expect(e.file).toBe('/repo/.codex/config.toml');
  const result = apply(text, edits);
  expect(file.editor.validate(result)).toBeUndefined();
  expect(() => parse(result)).not.toThrow();
  return result;
}

describe('codex host', () => {
  it('recognises .codex/config.toml at any depth', () => {
    expect(codex.id).toBe('codex');
    expect(codex.name).toBe('Codex');
    expect(codex.matches('.codex/config.toml')).toBe(true);
    expect(codex.matches('packages/app/.codex/config.toml')).toBe(true);
    expect(codex.matches('config.toml')).toBe(false);
    expect(codex.matches('.codex/config.toml.bak')).toBe(false);
    expect(codex.matches('my.codex/config.toml')).toBe(false);
    expect(codex.matches('.codex/other.toml')).toBe(false);
  });

  it('reads stdio and http servers with exact spans and paths', () => {
    const text = [
      'model = "o3"',
      '',
      '[mcp_servers.db]',
      'command = "npx"',
      'args = ["-y", \'@example/db\', "--dsn=\\u0041"]',
      'env = { API_KEY = "sk-123", "X-Y" = "z" }',
      '',
      '[mcp_servers.github]',
      'url = "https://api.githubcopilot.com/mcp/"',
      'http_headers = { Authorization = "Bearer abc" }',
      'bearer_token_env_var = "GITHUB_PAT"',
      '',
    ].join('\n');
    const file = load(text);
    expect(file.problems).toEqual([]);
    expect(file.host).toBe('codex');
    expect(file.syntax).toBe('toml');
    expect(file.servers.map((s) => [s.name, s.transport])).toEqual([['db', 'stdio'], ['github', 'http']]);

    const db = server(file, 'db');
    expect(db.path).toEqual(['mcp_servers', 'db']);
    expect(at(file, db.nameSpan)).toBe('db');
    expect(at(file, db.span)).toBe(text.slice(text.indexOf('[mcp_servers.db]'), text.indexOf('"z" }') + 5));
    expect(at(file, db.command!.span)).toBe('"npx"');
    expect(db.args.map((a) => [a.value, at(file, a.span), a.path])).toEqual([
      ['-y', '"-y"', ['mcp_servers', 'db', 'args', 0]],
      ['@example/db', "'@example/db'", ['mcp_servers', 'db', 'args', 1]],
      ['--dsn=A', '"--dsn=\\u0041"', ['mcp_servers', 'db', 'args', 2]],
    ]);
    expect(at(file, valueSpan(db.args[2]!, 6, 7))).toBe('\\u0041');
    expect(at(file, db.argsSpan!)).toBe('["-y", \'@example/db\', "--dsn=\\u0041"]');
    expect(db.env.map((e) => [e.key, at(file, e.keySpan), e.value.value, e.value.path])).toEqual([
      ['API_KEY', 'API_KEY', 'sk-123', ['mcp_servers', 'db', 'env', 'API_KEY']],
      ['X-Y', '"X-Y"', 'z', ['mcp_servers', 'db', 'env', 'X-Y']],
    ]);

    const github = server(file, 'github');
    expect(github.url?.value).toBe('https://api.githubcopilot.com/mcp/');
    expect(github.headers.map((h) => [h.key, h.value.value, at(file, h.value.span)])).toEqual([['Authorization', 'Bearer abc', '"Bearer abc"']]);
    expect(github.args).toEqual([]);
    expect(github.argsSpan).toBeUndefined();
    expect((file.data as { model: string }).model).toBe('o3');
  });

  it('keeps lines and columns with a BOM and CRLF line breaks', () => {
    const text = '\uFEFF[mcp_servers.db]\r\n# comment\r\ncommand = "npx"\r\nargs = ["-y", "pkg"]\r\n';
    const file = load(text);
    expect(file.problems).toEqual([]);
    const db = server(file, 'db');
    expect(positionAt(file.source, db.nameSpan.start)).toEqual({ line: 1, column: 14 });
    expect(positionAt(file.source, db.command!.span.start)).toEqual({ line: 3, column: 11 });
    expect(positionAt(file.source, db.args[1]!.span.start)).toEqual({ line: 4, column: 15 });
    expect(at(file, db.args[1]!.span)).toBe('"pkg"');
    expect(file.comments.map((c) => [c.text, positionAt(file.source, c.span.start).line])).toEqual([['# comment', 2]]);
  });

  it('reads quoted server names, dotted keys and inline tables', () => {
    const quoted = load('[mcp_servers."my server"]\ncommand = "uvx"\n');
    expect(quoted.servers[0]!.name).toBe('my server');
    expect(at(quoted, quoted.servers[0]!.nameSpan)).toBe('"my server"');

    const dotted = load('[mcp_servers]\ndocs.command = "npx"\ndocs.args = ["x"]\nweb.url = "https://example.com"\n');
    expect(dotted.problems).toEqual([]);
    expect(dotted.servers.map((s) => [s.name, s.transport, at(dotted, s.nameSpan), at(dotted, s.span)])).toEqual([
      ['docs', 'stdio', 'docs', 'docs.command = "npx"\ndocs.args = ["x"]'],
      ['web', 'http', 'web', 'web.url = "https://example.com"'],
    ]);
    expect(dotted.servers[0]!.args[0]!.path).toEqual(['mcp_servers', 'docs', 'args', 0]);

    const rootDotted = load('mcp_servers.docs.command = "npx"\n');
    expect(at(rootDotted, rootDotted.servers[0]!.nameSpan)).toBe('docs');

    const inline = load('mcp_servers = { a = { command = "x", args = ["1"] }, b = { url = "https://b" } }\n');
    expect(inline.problems).toEqual([]);
    expect(inline.servers.map((s) => [s.name, s.transport, at(inline, s.span)])).toEqual([
      ['a', 'stdio', '{ command = "x", args = ["1"] }'],
      ['b', 'http', '{ url = "https://b" }'],
    ]);
    expect(at(inline, inline.servers[0]!.args[0]!.span)).toBe('"1"');
  });

  it('ignores commented-out servers and settings-only files', () => {
    const commented = load('model = "o3"\n# [mcp_servers.old]\n# command = "npx"\n');
    expect(commented.servers).toEqual([]);
    expect(commented.problems).toEqual([]);
    expect(commented.comments.map((c) => c.text)).toEqual(['# [mcp_servers.old]', '# command = "npx"']);

    const settings = load('model = "o3"\napproval_policy = "on-request"\n\n[projects."/home/me/app"]\ntrust_level = "trusted"\n');
    expect(settings.servers).toEqual([]);
    expect(settings.problems).toEqual([]);

    expect(load('').servers).toEqual([]);
  });

  it('reports a syntax error at its line and column', () => {
    const file = load('[mcp_servers.db]\r\ncommand = "npx"\r\nargs = ["-y" "pkg"]\r\n');
    expect(file.servers).toEqual([]);
    expect(file.data).toBeUndefined();
    expect(file.problems).toHaveLength(1);
    const problem = file.problems[0]!;
    expect(problem.message).toBe('TOML syntax error: expected comma or end of structure');
    expect(positionAt(file.source, problem.span.start)).toEqual({ line: 3, column: 14 });
    expect(at(file, problem.span)).toBe('"');

    const bom = load('\uFEFFa = 1\nb = @\n');
    expect(positionAt(bom.source, bom.problems[0]!.span.start)).toEqual({ line: 2, column: 5 });
    const first = load('\uFEFFa = @\n');
    expect(positionAt(first.source, first.problems[0]!.span.start)).toEqual({ line: 1, column: 5 });
    expect(file.editor.validate('a = ')).toMatch(/^TOML syntax error: /);
  });

  it('reports wrong types with exact spans and ignores unknown keys', () => {
    const text = [
      '[mcp_servers.a]',
      'command = 1',
      'args = "x"',
      'env = "y"',
      'whatever = { nested = true }',
      '[mcp_servers.b]',
      'command = "npx"',
      'args = ["ok", 2]',
      'env = { A = 1, B = "fine" }',
      'http_headers = { X = true }',
      '[mcp_servers.c]',
      'startup_timeout_sec = 5',
      'cwd = "/w"',
      '[mcp_servers.d]',
      'url = "https://d"',
      'bearer_token = "secret"',
      '',
    ].join('\n');
    const file = load(text);
    expect(file.problems.map((p) => [p.message, at(file, p.span), p.path?.join('.')])).toEqual([
      ['"command" must be a string', '1', 'mcp_servers.a.command'],
      ['"args" must be an array of strings', '"x"', 'mcp_servers.a.args'],
      ['"env" must be a table of strings', '"y"', 'mcp_servers.a.env'],
      ['"args" must be an array of strings', '2', 'mcp_servers.b.args.1'],
      ['"env" must be a table of strings', '1', 'mcp_servers.b.env.A'],
      ['"http_headers" must be a table of strings', 'true', 'mcp_servers.b.http_headers.X'],
      ['Codex refuses to load this file: "http_headers" is not supported for stdio (server "b" has a "command", so it is a stdio server)', 'http_headers', 'mcp_servers.b.http_headers'],
      ['server "c" has neither "command" nor "url"', 'c', 'mcp_servers.c'],
      ['Codex rejects "bearer_token"; use "bearer_token_env_var" with the variable\'s name', 'bearer_token', 'mcp_servers.d.bearer_token'],
    ]);
    const a = server(file, 'a');
    expect(a.transport).toBe('unknown');
    expect(a.command).toBeUndefined();
    const b = server(file, 'b');
    expect(b.args.map((s) => s.value)).toEqual(['ok']);
    expect(b.env.map((e) => e.key)).toEqual(['B']);
    expect(server(file, 'c').transport).toBe('unknown');
    expect(server(file, 'd').transport).toBe('http');
  });

  describe('a key of the other transport (formats.md §3.2: `<field> is not supported for stdio|streamable_http`)', () => {
    const refuses = (key: string, transport: string, server: string) =>
      `Codex refuses to load this file: "${key}" is not supported for ${transport} (server "${server}" ${
        transport === 'stdio' ? 'has a "command", so it is a stdio server' : 'has a "url" and no "command", so it is a streamable HTTP server'
      })`;
    // [case, text, expected [message, source text at the span, path]]
    const fires: [string, string, [string, string, string][]][] = [
      ['url beside command', '[mcp_servers.both]\ncommand = "npx"\nargs = ["-y", "@acme/y@1.0.0"]\nurl = "https://y.example.com/mcp"\n',
        [[refuses('url', 'stdio', 'both'), 'url', 'mcp_servers.both.url']]],
      ['bearer_token_env_var on stdio', '[mcp_servers.stdio_hdr]\ncommand = "npx"\nbearer_token_env_var = "Z_TOKEN"\n',
        [[refuses('bearer_token_env_var', 'stdio', 'stdio_hdr'), 'bearer_token_env_var', 'mcp_servers.stdio_hdr.bearer_token_env_var']]],
      ['http_headers (dotted) and env_http_headers (sub-table) on stdio',
        '[mcp_servers.s]\ncommand = "x"\nhttp_headers.A = "b"\n[mcp_servers.s.env_http_headers]\nB = "C"\n',
        [
          [refuses('http_headers', 'stdio', 's'), 'http_headers', 'mcp_servers.s.http_headers'],
          [refuses('env_http_headers', 'stdio', 's'), 'env_http_headers', 'mcp_servers.s.env_http_headers'],
        ]],
      ['an empty env table on http still counts', '[mcp_servers.h]\nurl = "https://h"\nenv = {}\n',
        [[refuses('env', 'streamable_http', 'h'), 'env', 'mcp_servers.h.env']]],
      ['env as a sub-table on http', '[mcp_servers.h]\nurl = "https://h"\n[mcp_servers.h.env]\nA = "1"\n',
        [[refuses('env', 'streamable_http', 'h'), 'env', 'mcp_servers.h.env']]],
      ['args, cwd and env_vars in an inline table and dotted keys on http',
        '[mcp_servers]\nx.url = "https://x"\nx.env_vars = ["A"]\ny = { url = "https://y", cwd = "/tmp", args = [] }\n',
        [
          [refuses('env_vars', 'streamable_http', 'x'), 'env_vars', 'mcp_servers.x.env_vars'],
          [refuses('args', 'streamable_http', 'y'), 'args', 'mcp_servers.y.args'],
          [refuses('cwd', 'streamable_http', 'y'), 'cwd', 'mcp_servers.y.cwd'],
        ]],
    ];
    it.each(fires)('fires: %s', (_, text, expected) => {
      const file = load(text);
      expect(file.problems.map((p) => [p.message, at(file, p.span), p.path?.join('.')])).toEqual(expected);
    });

    const quiet: [string, string][] = [
      ['the minimal example of formats.md §3.5', '[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y", "@example/docs-mcp"]\nenv_vars = ["DOCS_API_KEY"]\n'
        + 'startup_timeout_sec = 20\ntool_timeout_sec = 60\nenabled_tools = ["search", "fetch"]\ndefault_tools_approval_mode = "prompt"\n\n'
        + '[mcp_servers.docs.tools.fetch]\napproval_mode = "approve"\n\n[mcp_servers.github]\nurl = "https://api.githubcopilot.com/mcp/"\n'
        + 'bearer_token_env_var = "GITHUB_PAT"\nenv_http_headers = { "X-MCP-Toolsets" = "GITHUB_TOOLSETS" }\n'],
      ['every stdio key on a stdio server', '[mcp_servers.s]\ncommand = "x"\nargs = []\nenv = { A = "1" }\nenv_vars = ["B"]\ncwd = "/w"\n'],
      ['every http key on an http server', '[mcp_servers.h]\nurl = "https://h"\nbearer_token_env_var = "T"\nhttp_headers = { A = "b" }\nenv_http_headers = { C = "D" }\n'],
      ['keys shared by both transports', '[mcp_servers.s]\ncommand = "x"\nenabled = false\nrequired = true\nstartup_timeout_sec = 5\nstartup_timeout_ms = 5000\n'
        + 'tool_timeout_sec = 9\nenabled_tools = ["a"]\ndisabled_tools = ["b"]\nsupports_parallel_tool_calls = true\nname = "S"\n'
        + '[mcp_servers.h]\nurl = "https://h"\nenabled = true\nstartup_timeout_sec = 5\ntool_timeout_sec = 9\nenabled_tools = ["a"]\ndisabled_tools = ["b"]\n'],
      ['OAuth keys on stdio: placement unconfirmed, not flagged', '[mcp_servers.s]\ncommand = "x"\nscopes = ["read"]\noauth_resource = "https://r"\n'],
      ['keys formats.md does not list', '[mcp_servers.s]\ncommand = "x"\ntype = "http"\nheaders = { A = "b" }\n[mcp_servers.h]\nurl = "https://h"\nworking_dir = "/w"\n'],
    ];
    it.each(quiet)('does not fire: %s', (_, text) => {
      expect(load(text).problems).toEqual([]);
    });

    it('a table holding only enabled / tool / approval keys is an overlay: a note, not an error', () => {
      const cases: [string, string][] = [
        ['enabled = false', '"enabled"'],
        ['enabled_tools = ["read"]\ndefault_tools_approval_mode = "prompt"', '"enabled_tools", "default_tools_approval_mode"'],
        ['[mcp_servers.o.tools.search]\napproval_mode = "prompt"', '"tools"'],
      ];
      for (const [body, keys] of cases) {
        const file = load(`[mcp_servers.o]\n${body}\n`);
        expect(file.problems.map((p) => [p.level, p.message, at(file, p.span)]), body).toEqual([[
          'note', `server "o" sets only ${keys}: an overlay, which Codex merges over a server "o" defined in the user's ~/.codex/config.toml; with no such server there, Codex fails to load this file`, 'o',
        ]]);
      }
      // the user's own file has nothing below it to overlay
      const user = codex.parse(makeSource('/home/u/.codex/config.toml', '~/.codex/config.toml', '[mcp_servers.o]\nenabled = false\n'));
      expect(user.problems.map((p) => [p.level, p.message])).toEqual([[undefined, 'server "o" has neither "command" nor "url"']]);
    });

    it('a server with neither command nor url gets only that problem', () => {
      const file = load('[mcp_servers.n]\nargs = ["x"]\nhttp_headers = { A = "b" }\n');
      expect(file.problems.map((p) => p.message)).toEqual(['server "n" has neither "command" nor "url"']);
    });

    it('bearer_token is reported once, by its own message', () => {
      const file = load('[mcp_servers.s]\ncommand = "x"\nbearer_token = "t"\n');
      expect(file.problems.map((p) => p.message)).toEqual(['Codex rejects "bearer_token"; use "bearer_token_env_var" with the variable\'s name']);
    });
  });

  it('reports mcp_servers or a server that is not a table', () => {
    const scalar = load('mcp_servers = "none"\n');
    expect(scalar.problems.map((p) => [p.message, at(scalar, p.span)])).toEqual([['"mcp_servers" must be a table', '"none"']]);
    const arrayOfTables = load('[[mcp_servers]]\ncommand = "x"\n');
    expect(arrayOfTables.problems.map((p) => [p.message, at(arrayOfTables, p.span)])).toEqual([['"mcp_servers" must be a table', '[[mcp_servers]]']]);
    const entry = load('[mcp_servers]\ndb = "npx"\n');
    expect(entry.problems.map((p) => [p.message, at(entry, p.span)])).toEqual([['server "db" must be a table', '"npx"']]);
  });

  describe('hostile sizes (fuzz regressions): quick, a model and problems, no internal error', () => {
    const N = 20_000;
    const long = `a${'.a'.repeat(N)}`;
    it.each([
      ['a dotted key of 20,000 parts', `${long} = 1\n`, false],
      ['a table header of 20,000 parts', `[${long}]\n`, false],
      ['an array-table header of 20,000 parts', `[[${long}]]\n`, false],
      ['a=[[[[… 20,000 deep', `a=${'['.repeat(N)}`, true],
      ['args 20,000 deep, closed', `[mcp_servers.a]\ncommand = "npx"\nargs = ${'['.repeat(N)}${']'.repeat(N)}\n`, true],
    ])('%s', (_, text, invalid) => {
      const started = performance.now();
      const file = load(text);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(file.problems.length > 0).toBe(invalid);
      const result = scanTree({ '.codex/config.toml': text }, rules);
      expect(result.internalErrors).toEqual([]);
      expect(result.findings.some((f) => f.ruleId === 'invalid-config' && f.level === 'error')).toBe(invalid);
    });

    it('a server under a 20,000-part dotted key loads, without positions for it', () => {
      const text = `mcp_servers.s.command = "npx"\nmcp_servers.s.env.${long} = 1\n[mcp_servers.t]\ncommand = "uvx"\n`;
      const file = load(text);
      expect(file.servers.map((s) => [s.name, s.command?.value])).toEqual([['s', 'npx'], ['t', 'uvx']]);
      expect(at(file, server(file, 't').command!.span)).toBe('"uvx"');
      expect(file.problems.map((p) => p.message)).toEqual(['"env" must be a table of strings']);
      expect(scanTree({ '.codex/config.toml': text }, rules).internalErrors).toEqual([]);
    });
  });

  it('keeps __proto__ keys as ordinary names', () => {
    const file = load('[mcp_servers.__proto__]\ncommand = "evil"\n');
    expect(file.servers.map((s) => [s.name, s.command?.value])).toEqual([['__proto__', 'evil']]);
    expect(({} as Record<string, unknown>).command).toBeUndefined();
  });
});

describe('codex editor', () => {
  it('appends to and inserts into single-line args', () => {
    const text = '[mcp_servers.db]\ncommand = "npx"\nargs = ["-y", "pkg"]\n';
    expect(edit(text, (f) => f.editor.insertArg(f.servers[0]!, 2, '--read-only'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = ["-y", "pkg", "--read-only"]\n',
    );
    expect(edit(text, (f) => f.editor.insertArg(f.servers[0]!, 1, '--read-only'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = ["-y", "--read-only", "pkg"]\n',
    );
    expect(edit('[mcp_servers.db]\ncommand = "npx"\nargs = []\n', (f) => f.editor.insertArg(f.servers[0]!, 0, 'a"b'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = ["a\\"b"]\n',
    );
    expect(edit('[mcp_servers.db]\ncommand = "npx"\nargs = [\n  # none yet\n]\n', (f) => f.editor.insertArg(f.servers[0]!, 0, 'x'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = [\n  # none yet\n  "x"\n]\n',
    );
  });

  it('follows the layout of multi-line args with comments', () => {
    const trailing = '[mcp_servers.db]\ncommand = "npx"\nargs = [\n  "-y", # flag\n  "pkg",  # package\n]\n';
    expect(edit(trailing, (f) => f.editor.insertArg(f.servers[0]!, 2, '--read-only'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = [\n  "-y", # flag\n  "pkg",  # package\n  "--read-only",\n]\n',
    );
    const bare = '[mcp_servers.db]\ncommand = "npx"\nargs = [\n    "-y",\n    "pkg" # the package\n]\n';
    expect(edit(bare, (f) => f.editor.insertArg(f.servers[0]!, 2, '--read-only'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = [\n    "-y",\n    "pkg", # the package\n    "--read-only"\n]\n',
    );
    expect(edit(bare, (f) => f.editor.insertArg(f.servers[0]!, 0, '--read-only'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = [\n    "--read-only",\n    "-y",\n    "pkg" # the package\n]\n',
    );
    const crlf = '[mcp_servers.db]\r\ncommand = "npx"\r\nargs = [\r\n  "-y",\r\n  "pkg"]\r\n';
    expect(edit(crlf, (f) => f.editor.insertArg(f.servers[0]!, 2, '--read-only'))).toBe(
      '[mcp_servers.db]\r\ncommand = "npx"\r\nargs = [\r\n  "-y",\r\n  "pkg",\r\n  "--read-only"]\r\n',
    );
  });

  it('adds args after the command line when there are none', () => {
    const text = '[mcp_servers.db]\n  command = "npx" # run it\n  env = { A = "1" }\n\n[mcp_servers.web]\nurl = "https://w"\n';
    expect(edit(text, (f) => f.editor.insertArg(f.servers[0]!, 0, '--read-only'))).toBe(
      '[mcp_servers.db]\n  command = "npx" # run it\n  args = ["--read-only"]\n  env = { A = "1" }\n\n[mcp_servers.web]\nurl = "https://w"\n',
    );
    expect(edit('[mcp_servers]\ndocs.command="npx"\n', (f) => f.editor.insertArg(f.servers[0]!, 0, 'x'))).toBe(
      '[mcp_servers]\ndocs.command="npx"\ndocs.args=["x"]\n',
    );
    expect(edit('mcp_servers = { a = { command = "x" } }\n', (f) => f.editor.insertArg(f.servers[0]!, 0, 'v'))).toBe(
      'mcp_servers = { a = { command = "x", args = ["v"] } }\n',
    );
  });

  it('sets env in an inline table, an env sub-table, or a new env line', () => {
    const inline = '[mcp_servers.db]\ncommand = "npx"\nenv = { A = "1" }\n';
    expect(edit(inline, (f) => f.editor.setEnv(f.servers[0]!, 'DB_READ_ONLY', 'true'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nenv = { A = "1", DB_READ_ONLY = "true" }\n',
    );
    expect(edit(inline, (f) => f.editor.setEnv(f.servers[0]!, 'A', 'two'))).toBe('[mcp_servers.db]\ncommand = "npx"\nenv = { A = "two" }\n');

    const subTable = '[mcp_servers.db]\ncommand = "npx"\n\n[mcp_servers.db.env]\nA = "1" # one\n\n# [mcp_servers.old]\n[mcp_servers.web]\nurl = "https://w"\n';
    expect(edit(subTable, (f) => f.editor.setEnv(f.servers[0]!, 'my key', 'v'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\n\n[mcp_servers.db.env]\nA = "1" # one\n"my key" = "v"\n\n# [mcp_servers.old]\n[mcp_servers.web]\nurl = "https://w"\n',
    );

    const none = '[mcp_servers.db]\ncommand = "npx"\nargs = [\n  "x",\n]\n\n# next\n[mcp_servers.web]\nurl = "https://w"\n';
    expect(edit(none, (f) => f.editor.setEnv(f.servers[0]!, 'K', 'v'))).toBe(
      '[mcp_servers.db]\ncommand = "npx"\nargs = [\n  "x",\n]\nenv = { K = "v" }\n\n# next\n[mcp_servers.web]\nurl = "https://w"\n',
    );
    expect(edit('[mcp_servers.db]\r\ncommand = "npx"\r\n', (f) => f.editor.setEnv(f.servers[0]!, 'K', 'v'))).toBe(
      '[mcp_servers.db]\r\ncommand = "npx"\r\nenv = { K = "v" }\r\n',
    );
    expect(edit('[mcp_servers]\ndocs.command = "npx"\ndocs.env.A = "1"\n', (f) => f.editor.setEnv(f.servers[0]!, 'K', 'v'))).toBe(
      '[mcp_servers]\ndocs.command = "npx"\ndocs.env.A = "1"\ndocs.env.K = "v"\n',
    );
    expect(edit('mcp_servers = { a = { command = "x" } }\n', (f) => f.editor.setEnv(f.servers[0]!, 'K', 'v'))).toBe(
      'mcp_servers = { a = { command = "x", env = { K = "v" } } }\n',
    );
  });

  it('replaces strings keeping the quote style where it can', () => {
    const text = "[mcp_servers.a]\ncommand = 'npx'\nargs = [\"pkg@latest\"]\n[mcp_servers.b]\nurl = '''\nhttps://x'''\n";
    expect(edit(text, (f) => f.editor.replaceString(f.servers[0]!.command!, 'uvx'))).toContain("command = 'uvx'\n");
    expect(edit(text, (f) => f.editor.replaceString(f.servers[0]!.command!, "it's"))).toContain('command = "it\'s"\n');
    expect(edit(text, (f) => f.editor.replaceString(f.servers[0]!.args[0]!, 'pkg@1.2.3'))).toContain('args = ["pkg@1.2.3"]\n');
    expect(edit(text, (f) => f.editor.replaceString(f.servers[0]!.args[0]!, 'a\\b\n"c"\t'))).toContain('args = ["a\\\\b\\n\\"c\\"\\t"]\n');
    expect(edit(text, (f) => f.editor.replaceString(f.servers[1]!.url!, 'https://y'))).toContain("url = '''https://y'''\n");
  });
});

describe('codex host: long names', () => {
  it('looks paths up segment by segment: a 50,000-character server name with 25,000 args stays fast', () => {
    const name = 'x'.repeat(50_000);
    const text = `[mcp_servers."${name}"]\ncommand = "npx"\nargs = [${Array(25_000).fill('1').join(',')}]\n`;
    const started = performance.now();
    const file = codex.parse(makeSource('/x/.codex/config.toml', '.codex/config.toml', text));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(file.servers.map((s) => s.name.length)).toEqual([50_000]);
    // 25,000 non-string args: one problem each, capped later by invalid-config; the paths of 50,000 characters
    // spend the scan's budget for positions before the last args, which the file's last problem says
    expect(file.problems.length).toBe(25_001);
    expect(text.slice(file.problems[0]!.span.start, file.problems[0]!.span.end)).toBe('1');
    expect(file.problems.at(-1)!.message).toMatch(/^too large to map: /);
  });

  it('fails closed when positions run out: findings past that point would all point at the start of the file', () => {
    // each server's long name is repeated in the path of each of its keys: the budget for positions runs out
    const name = (i: number) => `${'n'.repeat(60_000)}${i}`;
    const keys = Array.from({ length: 50 }, (_, j) => `k${j} = 1\n`).join('');
    const text = Array.from({ length: 16 }, (_, i) => `[mcp_servers."${name(i)}"]\ncommand = "npx"\nargs = ["pkg${i}"]\n${keys}`).join('\n');
    const file = codex.parse(makeSource('/x/.codex/config.toml', '.codex/config.toml', text));
    expect(file.servers).toHaveLength(16);
    const truncated = file.problems.filter((p) => p.message.startsWith('too large to map: '));
    expect(truncated).toHaveLength(1);
    expect(truncated[0]!.level ?? 'error').toBe('error');
    // servers before that point keep their own spans
    expect(text.slice(file.servers[0]!.args[0]!.span.start, file.servers[0]!.args[0]!.span.end)).toBe('"pkg0"');
  });

  it('keeps the positions of every server beside values nested hundreds deep', () => {
    const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
    const text = Array.from({ length: 300 }, (_, i) => `[mcp_servers.s${i}]\ncommand = "npx"\nargs = ["pkg${i}"]\n\n[extra.s${i}]\ndeep = ${deep(900)}\n`).join('\n');
    const file = codex.parse(makeSource('/x/.codex/config.toml', '.codex/config.toml', text));
    expect(file.problems).toEqual([]);
    expect(file.servers.map((s) => text.slice(s.args[0]!.span.start, s.args[0]!.span.end))).toEqual(Array.from({ length: 300 }, (_, i) => `"pkg${i}"`));
  });
});
