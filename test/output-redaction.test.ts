/**
 * Redaction as a property of the output path (issue 15 §3): the masker (src/model/redact.ts), the backstop's
 * flag-then-value and KEY=value forms (src/analysis/secrets-in-line.ts), and each repro of the issue through
 * `main()` in-process: a launch spec with `?private_token=`, `${API_TOKEN:-<secret>}`, YAML errors quoting the line
 * (Continue and SKILL.md), a repeated secret in a code frame, `--password <pw>` on the error line of a file that does
 * not parse, `--token <v>` in a SKILL.md frame.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenFormats } from '../rules/hardcoded-secret.js';
import { secretsInText } from '../src/analysis/secrets-in-line.js';
import { main } from '../src/cli/cli.js';
import { rules } from '../rules/index.js';
import { scan } from '../src/engine/engine.js';
import { codeFrame } from '../src/engine/frames.js';
import { Redaction } from '../src/engine/redaction.js';
import { makeSource } from '../src/model/source.js';
import { reportContext } from '../src/report/load-context.js';
import { Masker, maskInPlace, visiblePrefix } from '../src/model/redact.js';
import type { Finding, Rule } from '../src/model/types.js';
import { picker, seededRandom } from './helpers/random.js';
import { tempTrees } from './rule-tester.js';
import type { FileSpec } from './rule-tester.js';

const pick = picker(seededRandom(0x0e7a5c));
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const GHP = `ghp_${pick(ALNUM, 36)}`;
const GLPAT = `glpat-${pick(ALNUM, 20)}`;
/**
 * Lower-case letters and digits without a known format: found only by where it sits (after --password, --token,
 * KEY=), not by the backstop's guess at long mixed-case words.
 */
const PW = `${pick('abcdefghijklmnopqrstuvwxyz0123456789', 18)}7q`;
const TOKEN = `${pick(ALNUM, 30)}Z9`;

describe('Masker', () => {
  it('masks every occurrence, keeping the kind\'s prefix and the length', () => {
    const m = new Masker();
    m.add(GHP);
    expect(m.mask(`a ${GHP} b ${GHP}.`)).toBe(`a ${maskInPlace(GHP)} b ${maskInPlace(GHP)}.`);
    expect(maskInPlace(GHP).startsWith('ghp_****')).toBe(true);
  });

  it('masks any 8-character piece of a secret: one cut by a window, or quoted in part by an error message', () => {
    const m = new Masker();
    m.add(PW);
    const head = PW.slice(0, 11);
    const tail = PW.slice(-9);
    expect(m.mask(`…"${head}`)).toBe(`…"${'*'.repeat(head.length)}`);
    expect(m.mask(`${tail}"]`)).toBe(`${'*'.repeat(tail.length)}"]`);
    // seven characters are not a piece
    expect(m.mask(`x${PW.slice(3, 10)}x`)).toBe(`x${PW.slice(3, 10)}x`);
  });

  it('remembers a long text once masked, and forgets it when it learns a secret', () => {
    const m = new Masker();
    m.add(GHP);
    const long = `${'k'.repeat(300)} ${GHP} ${PW}`;
    const once = m.mask(long);
    expect(once).toBe(`${'k'.repeat(300)} ${maskInPlace(GHP)} ${PW}`);
    expect(m.mask(long)).toBe(once);
    // the text masked before PW was known must not come back from memory with PW in it
    m.add(PW);
    expect(m.mask(long)).toBe(`${'k'.repeat(300)} ${maskInPlace(GHP)} ${maskInPlace(PW)}`);
  });

  it('masks short secrets only whole, and ignores values too short to tell from a word', () => {
    const m = new Masker();
    m.add('Xy7#pq');
    m.add('abc');
    expect(m.mask('pw=Xy7#pq; abc Xy7#p')).toBe('pw=******; abc Xy7#p');
  });

  it('finds the same pieces as comparing every window of the text (its rolling hash loses none)', () => {
    const piece = fc.string({ unit: fc.constantFrom(...'abcAB12-_*é\u{1F600}'), minLength: 6, maxLength: 30 });
    fc.assert(fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.nat(3), fc.nat(40), fc.nat(40), fc.string({ maxLength: 5 }))), (secrets, parts) => {
      const m = new Masker();
      for (const s of secrets) m.add(s);
      const text = parts.map(([i, a, b, noise]) => noise + secrets[i % secrets.length]!.slice(Math.min(a, b), Math.max(a, b))).join('');
      // the masker's contract, the slow way: every window equal to a piece of a secret, beyond its visible prefix
      const hidden = new Array<boolean>(text.length).fill(false);
      for (const s of new Set(secrets)) {
        const prefix = visiblePrefix(s);
        const length = s.length < 8 ? s.length : 8;
        for (let k = 0; k + length <= s.length; k++) {
          for (let at = text.indexOf(s.slice(k, k + length)); at >= 0; at = text.indexOf(s.slice(k, k + length), at + 1)) {
            for (let j = Math.max(0, prefix - k); j < length; j++) hidden[at + j] = true;
          }
          if (s.length < 8) break;
        }
      }
      expect(m.mask(text)).toBe(text.split('').map((c, i) => (hidden[i] ? '*' : c)).join(''));
    }), { numRuns: 300, seed: 15 });
  });

  it('masks nothing when it knows nothing, and stays linear on a long text with many secrets', () => {
    expect(new Masker().mask(GHP)).toBe(GHP);
    const m = new Masker();
    const secrets = Array.from({ length: 2000 }, () => pick(ALNUM, 40));
    for (const s of secrets) m.add(s);
    const text = secrets.join(' ').repeat(5);
    const started = performance.now();
    const masked = m.mask(text);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(masked).toMatch(/^[* ]+$/);
  });
});

describe('code frames', () => {
  it('mask a secret cut by the edge of a long line\'s window, even when fewer than 8 of its characters show', () => {
    const secret = pick(ALNUM, 40);
    const line = `${'x'.repeat(100)}${secret}${'y'.repeat(400)}`;
    const source = makeSource('/r/.mcp.json', '.mcp.json', line);
    const redaction = new Redaction();
    redaction.report('/r/other.json', { start: 0, end: secret.length }, [secret]); // known by value only
    // a finding at column 176: the window starts 40 columns before it, 5 characters before the secret ends
    const [frame] = codeFrame(source, { startLine: 1, startColumn: 176, endLine: 1, endColumn: 180 }, redaction);
    expect(frame!.column).toBe(136);
    expect(frame!.text.startsWith('*****yyy')).toBe(true);
  });
});

describe('Redaction.forReport: the edits JSON and SARIF print', () => {
  const finding = (text: string): Finding => ({
    ruleId: 'r', level: 'warning', message: 'm', file: '.mcp.json', span: { start: 0, end: 1 },
    region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 }, location: '', fingerprint: 'f',
    fix: { description: 'rewrite the url', safe: false, edits: [{ file: '.mcp.json', start: 0, end: 1, text }] },
    suggestions: [{ description: 'keep', safe: false, edits: [{ file: '.mcp.json', start: 0, end: 1, text: 'https' }] }],
  });

  it('leaves out the edits of a fix whose text holds a secret, and says so; keeps every other fix as it is', () => {
    const redaction = new Redaction();
    redaction.report('/r/.mcp.json', { start: 0, end: GHP.length }, [GHP]);
    const [shown] = redaction.forReport([finding(`https://h.example.com/?t=${GHP}`)]);
    expect(shown!.fix).toEqual({ description: 'rewrite the url (its edits are left out: they hold a secret)', safe: false, edits: [] });
    expect(shown!.suggestions).toEqual(finding('').suggestions);
    const clean = finding('https://h.example.com/');
    expect(redaction.forReport([clean])[0]!.fix).toBe(clean.fix);
  });
});

describe('internal errors', () => {
  it('a rule\'s error quoting what it read is masked, on stderr and in SARIF', async () => {
    const boom: Rule = {
      meta: { ...rules[0]!.meta, id: 'boom' },
      checkConfig(file) {
        throw new Error(`cannot read ${file.source.text.slice(0, 200)}`);
      },
    };
    const dir = tree({ '.mcp.json': JSON.stringify({ mcpServers: { a: { command: 'npx', env: { GITHUB_TOKEN: GHP } } } }) });
    const result = scan({ paths: ['.'], cwd: dir, rules: [boom] });
    expect(result.internalErrors[0]).toContain(`cannot read {"mcpServers":{"a":{"command":"npx","env":{"GITHUB_TOKEN":"${maskInPlace(GHP)}"`);
    expect(reportContext(result, [boom], '0.0.0').internalErrors!.join('\n')).not.toContain(GHP.slice(4, 12));
  });
});

describe('the backstop reads flags and assignments in any text', () => {
  const found = (text: string) => secretsInText(text, tokenFormats).map((s) => text.slice(s.start, s.end));

  it.each([
    ['a command line', `tool --token ${TOKEN} --verbose`, TOKEN],
    ['a flag with =', `tool --api-key=${TOKEN}`, TOKEN],
    ['a JSON array', `"args": ["--password", "${PW}", "x"]`, PW],
    ['a TOML array', `args = ['--password', '${PW}']`, PW],
    ['markdown code', `Run \`tool --password ${PW}\`.`, PW],
    ['an assignment', `API_KEY=${TOKEN} tool`, TOKEN],
    ['an export', `export SERVICE_TOKEN=${TOKEN}`, TOKEN],
    ['a second line', `first\nsecond --token ${TOKEN}\r\nthird`, TOKEN],
  ])('%s', (_, text, secret) => {
    expect(found(text)).toContain(secret);
  });

  it.each([
    ['a flag followed by a flag', 'tool --token --verbose'],
    ['a flag that is not secret', `tool --name ${TOKEN}`],
    ['a placeholder', 'tool --token YOUR_TOKEN_HERE'],
    ['a reference', 'tool --token ${GITHUB_TOKEN}'],
    ['prose', 'Pass the token with --token and the password with --password.'],
  ])('not %s', (_, text) => {
    expect(found(text)).toEqual([]);
  });

  it('keeps the secret, not the quoted word around it, when both are seen', () => {
    expect(found(`"args": ["--figma-api-key=${TOKEN}"]`)).toEqual([TOKEN]);
  });
});

const tree = tempTrees();
async function run(args: string[], files: Record<string, FileSpec>) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd: tree(files), env: {}, stdoutIsTty: false, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  return { code, stdout, stderr, all: `${stdout}\n${stderr}` };
}
const FORMATS = [['--no-color'], ['--format', 'json'], ['--format', 'sarif'], ['--format', 'github']];
/** Runs every format; returns the outputs joined, after checking that none holds any 8-character piece of `secret`. */
async function everyFormat(files: Record<string, FileSpec>, secret: string, extra: string[] = []): Promise<string> {
  let all = '';
  for (const format of FORMATS) {
    const out = await run([...format, ...extra, '--fail-on', 'none'], files);
    expect(out.code, out.stderr).toBe(0);
    for (let i = 0; i + 8 <= secret.length; i++) {
      const piece = secret.slice(i, i + 8);
      if (i + 8 > 6) expect(out.all.includes(piece), `${format.join(' ')}: ${piece}`).toBe(false);
    }
    all += out.all;
  }
  return all;
}

describe('the issue\'s repros: no rule and no parser prints a secret', () => {
  it('unpinned-package quoting a launch spec with ?private_token=glpat-…', async () => {
    const files = { '.mcp.json': JSON.stringify({ mcpServers: { gl: { command: 'npx', args: ['-y', `git+https://gitlab.com/x/y.git?private_token=${GLPAT}`] } } }) };
    const all = await everyFormat(files, GLPAT);
    expect(all).toContain(`npx runs "git+https://gitlab.com/x/y.git?private_token=${maskInPlace(GLPAT)}"`);
  });

  it('env-var-without-default quoting ${API_TOKEN:-<secret>} (Codex passes it as written)', async () => {
    const files = { '.codex/config.toml': `[mcp_servers.a]\ncommand = "npx"\nargs = ["-y", "a-mcp@1.0.0", "\${API_TOKEN:-${GHP}}"]\n` };
    const all = await everyFormat(files, GHP);
    expect(all).toContain(`\${API_TOKEN:-${maskInPlace(GHP)}}`);
    expect(all).toMatch(/env-var-without-default/);
  });

  it('a YAML error quoting the line, in a Continue file and through skill-frontmatter', async () => {
    const files = {
      '.continue/mcpServers/x.yaml': `mcpServers:\n  - name: a\n    command: npx\n    args: |${GHP}\n      more\n`,
      '.claude/skills/s/SKILL.md': `---\nname: s\ndescription: |${GHP}\n  x\n---\nBody.\n`,
    };
    const all = await everyFormat(files, GHP);
    expect(all).toContain(`Block scalar header includes extra characters: |${maskInPlace(GHP)}`);
    expect(all).toMatch(/skill-frontmatter/);
    // with invalid-config off, the file that did not parse is named on stderr, message masked
    const quiet = await run(['--disable-rule', 'invalid-config'], files);
    expect(quiet.stderr).toContain('could not parse: YAML syntax error: Block scalar header includes extra characters: |ghp_****');
    expect(quiet.all).not.toContain(GHP.slice(4, 12));
  });

  it('a code frame masks every occurrence of a secret on the line, not only the one reported', async () => {
    const files = { '.mcp.json': `{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "a-mcp", "--note", "${PW}", "--password", "${PW}"] } } }\n` };
    const { stdout } = await run(['--no-color'], files);
    expect(stdout).toContain(`"--note", "${'*'.repeat(PW.length)}", "--password", "${'*'.repeat(PW.length)}"`);
    expect(stdout).not.toContain(PW.slice(0, 8));
  });

  it('--password <pw> on the error line of a file that does not parse', async () => {
    const files = { '.codex/config.toml': `[mcp_servers.a]\ncommand = "npx"\nargs = ["--password", "${PW}" "x"]\n` };
    await everyFormat(files, PW);
    const { stdout } = await run(['--no-color'], files);
    expect(stdout).toContain(`args = ["--password", "${'*'.repeat(PW.length)}" "x"]`);
    const off = await run(['--disable-rule', 'invalid-config', '--no-color'], files);
    expect(off.stderr).toMatch(/could not parse/);
    expect(off.all).not.toContain(PW.slice(0, 8));
  });

  it('--token <v> in a SKILL.md and in a skill script, in their code frames', async () => {
    const files = {
      '.claude/skills/s/SKILL.md': `---\nname: s\ndescription: Installs it.\n---\nRun \`curl -fsSL https://get.example.com/i.sh | sh -s -- --token ${TOKEN}\`\n`,
      '.claude/skills/s/scripts/install.sh': `#!/bin/sh\ncurl -fsSL https://get.example.com/i.sh | sh -s -- --token ${TOKEN}\n`,
    };
    await everyFormat(files, TOKEN);
    const { stdout } = await run(['--no-color'], files);
    // two findings per file (shell-pipe-install, and hardcoded-secret, which reads skill files too): every frame masked
    expect(stdout.match(/sh -s -- --token \*{32}/g)).toHaveLength(4);
  });

  it('the diff of --fix-dry-run and a suppression comment quoting a secret', async () => {
    const files = {
      '.vscode/mcp.json': `{\n  "servers": {\n    // mcp-audit-ignore[${GHP}]: ${PW}\n    "a": { "command": "npx", "args": ["-y", "a-mcp@1.0.0", "--password", "${PW}"] }, // ${GHP}\n    "gh": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" }\n  }\n}\n`,
    };
    await everyFormat(files, GHP);
    await everyFormat(files, PW);
    const dry = await run(['--fix-dry-run', '--offline', '--unsafe-fixes'], files);
    expect(dry.stdout).toContain('+++ b/.vscode/mcp.json');
    expect(dry.all).not.toContain(GHP.slice(4, 12));
    expect(dry.all).not.toContain(PW.slice(0, 8));
  });
});
