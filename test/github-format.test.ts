/** `--format github`: workflow commands that the Actions runner turns into annotations. */
import { describe, expect, it } from 'vitest';
import { docsUrl, rules } from '../rules/index.js';
import { describeSecret } from '../src/model/redact.js';
import type { ReportContext } from '../src/report/context.js';
import { escapeData, escapeProperty, formatGithub } from '../src/report/github.js';
import type { Finding } from '../src/model/types.js';
import { scanTree } from './rule-tester.js';

const ctx: ReportContext = {
  rules: rules.map((r) => r.meta),
  toolVersion: '0.1.0',
  readRuleDoc: () => undefined,
  sourceText: () => undefined,
};

function finding(partial: Partial<Finding>): Finding {
  return {
    ruleId: 'invalid-config',
    level: 'error',
    message: 'something is wrong',
    file: '.mcp.json',
    span: { start: 0, end: 0 },
    region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 },
    location: '',
    fingerprint: '0'.repeat(32),
    ...partial,
  };
}

/** Reads a workflow command back the way the runner does (`ActionCommand.TryParseV2`). */
function parse(line: string): { command: string; props: Record<string, string>; message: string } {
  const m = /^::([a-z]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!m) throw new Error(`not a workflow command: ${line}`);
  const unescape = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  const props: Record<string, string> = {};
  for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
    const eq = pair.indexOf('=');
    props[pair.slice(0, eq)] = unescape(pair.slice(eq + 1));
  }
  return { command: m[1]!, props, message: unescape(m[3]!) };
}

function lines(output: string): string[] {
  expect(output === '' || output.endsWith('\n')).toBe(true);
  return output.split('\n').slice(0, -1);
}

describe('github format', () => {
  it('annotates a real finding at its exact region', () => {
    const result = scanTree({ '.mcp.json': '{\n  "mcpServers": {\n    "db": { "command": 42 }\n  }\n}\n' }, rules);
    const out = formatGithub(result.findings, ctx);
    expect(out).toBe(
      '::error file=.mcp.json,line=3,col=24,endLine=3,endColumn=26,title=invalid-config'
      + `::"command" of server "db" must be a string%0ADocs: ${docsUrl('invalid-config')}\n`,
    );
  });

  it('writes one line per finding, and nothing when there are none', () => {
    expect(formatGithub([], ctx)).toBe('');
    const result = scanTree({ 'a/.mcp.json': '{"mcpServers": {"a": {"command": 1, "args": 2}}}', 'b/.vscode/mcp.json': '{ "servers": { "x": { "command": 3 } } }' }, rules);
    const out = lines(formatGithub(result.findings, ctx));
    expect(out).toHaveLength(result.findings.length);
    out.forEach((line, i) => {
      const f = result.findings[i]!;
      const { command, props, message } = parse(line);
      expect(command).toBe('error');
      expect(props).toEqual({
        file: f.file,
        line: String(f.region.startLine),
        col: String(f.region.startColumn),
        endLine: String(f.region.endLine),
        endColumn: String(f.region.endColumn),
        title: f.ruleId,
      });
      expect(message.split('\n')[0]).toBe(f.message);
    });
  });

  it('maps levels to error, warning and notice', () => {
    const out = lines(formatGithub([finding({ level: 'error' }), finding({ level: 'warning' }), finding({ level: 'note' })], ctx));
    expect(out.map((l) => parse(l).command)).toEqual(['error', 'warning', 'notice']);
  });

  it('leaves out columns when a finding spans lines', () => {
    const [line] = lines(formatGithub([finding({ region: { startLine: 2, startColumn: 5, endLine: 4, endColumn: 3 } })], ctx));
    expect(line!.startsWith('::error file=.mcp.json,line=2,endLine=4,title=invalid-config::')).toBe(true);
  });

  it('escapes data and properties as the runner expects', () => {
    expect(escapeData('100% done\r\nnext: a,b')).toBe('100%25 done%0D%0Anext: a,b');
    expect(escapeProperty('a,b:c%d\ne')).toBe('a%2Cb%3Ac%25d%0Ae');
    const f = finding({ file: 'we,ird:dir/%20/.mcp.json', message: 'line one: 50%\r\nline two, with ::error:: inside' });
    const out = lines(formatGithub([f], ctx));
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('file=we%2Cird%3Adir/%2520/.mcp.json,');
    const back = parse(out[0]!);
    expect(back.props.file).toBe(f.file);
    expect(back.message.split('\n').slice(0, 2)).toEqual(['line one: 50%\r', 'line two, with ::error:: inside']);
  });

  it('lists the fix and suggestions under the message', () => {
    const f = finding({
      message: 'unpinned',
      fix: { description: 'pin pkg to 1.2.3', safe: true, edits: [] },
      suggestions: [{ description: 'use a digest', safe: false, edits: [] }, { description: 'vendor it', safe: false, edits: [] }],
    });
    const { message } = parse(lines(formatGithub([f], ctx))[0]!);
    expect(message).toBe([
      'unpinned',
      'Fix (mcp-audit --fix): pin pkg to 1.2.3',
      'Suggestion: use a digest',
      'Suggestion: vendor it',
      `Docs: ${docsUrl('invalid-config')}`,
    ].join('\n'));
    const unsafe = parse(lines(formatGithub([finding({ fix: { description: 'switch transport', safe: false, edits: [] } })], ctx))[0]!);
    expect(unsafe.message).toContain('Fix (mcp-audit --fix --unsafe-fixes): switch transport');
  });

  it('adds no source text, so a masked finding stays masked', () => {
    const secret = 'sk-' + 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56';
    const text = `{"mcpServers":{"a":{"url":"https://x.example","headers":{"Authorization":"Bearer ${secret}"}}}}`;
    const start = text.indexOf(secret);
    const f = finding({
      ruleId: 'hardcoded-secret',
      message: `a bearer token in "Authorization": ${describeSecret(secret)}`,
      span: { start, end: start + secret.length },
      region: { startLine: 1, startColumn: start + 1, endLine: 1, endColumn: start + 1 + secret.length },
      snippet: [{ line: 1, text: text.replace(secret, 'sk-' + '*'.repeat(secret.length - 3)) }],
      suggestions: [{ description: `move the token out of the file and rotate it (${describeSecret(secret)})`, safe: false, edits: [{ file: '.mcp.json', start, end: start + secret.length, text: '${TOKEN}' }] }],
    });
    const out = formatGithub([f], { ...ctx, sourceText: () => text });
    expect(out).not.toContain(secret);
    expect(out).not.toContain(secret.slice(3, 15));
    expect(out).not.toContain('***');
    expect(parse(lines(out)[0]!).message).toContain(describeSecret(secret));
  });
});
