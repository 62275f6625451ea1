/**
 * A token pasted into mcp-audit's own settings file (as a rule's name, a glob, an option) never reaches an error
 * message or `--print-config` whole (issue 15 §3: every error line passes through the masker). In-process, through
 * `main` as the command line runs it.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/cli.js';
import { picker, seededRandom } from './helpers/random.js';
import { tempTrees } from './rule-tester.js';

const tree = tempTrees();
const pick = picker(seededRandom(4711));
const TOKEN = `ghp_${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 36)}`;

async function run(args: string[], settings: string) {
  let out = '';
  const cwd = tree({ '.mcp-audit.json': settings, '.mcp.json': '{ "mcpServers": {} }\n' });
  const code = await main(args, { cwd, env: {}, stdoutIsTty: false, stdout: (t) => { out += t; }, stderr: (t) => { out += t; } });
  return { code, out };
}

/** Every 8-character piece of the token past its visible prefix (`ghp_`). */
const pieces = Array.from({ length: TOKEN.length - 8 - 3 }, (_, i) => TOKEN.slice(4 + i, 12 + i));

describe('a token in the settings file', () => {
  it.each([
    ['as a rule name', JSON.stringify({ rules: { [TOKEN]: 'off' } }), /unknown rule "ghp_\*+"/],
    ['as a rule level', JSON.stringify({ rules: { 'hardcoded-secret': TOKEN } }), /rules\.hardcoded-secret must be one of/],
    ['in a bad glob', JSON.stringify({ ignore: [`${TOKEN}{`] }), /ignore\[0\] "ghp_\*+\{" is not a valid glob/],
    ['on a line that does not parse', `{ "rules": { "x": "off" ${TOKEN} } }`, /^ {2}\|\n1 \| .*ghp_\*{36}/m],
  ])('%s: the error names it masked', async (_, settings, expected) => {
    const { code, out } = await run(['.'], settings);
    expect(code).toBe(2);
    expect(out).toMatch(expected);
    for (const piece of pieces) expect(out).not.toContain(piece);
  });

  it('as an option value, in --print-config: masked, and still JSON', async () => {
    const { code, out } = await run(['--print-config', '.'], JSON.stringify({ rules: { 'missing-read-only': ['warn', { allowWrite: [TOKEN] }] } }));
    expect(code).toBe(0);
    const printed = JSON.parse(out) as { settings: { rules: Record<string, [string, { allowWrite: string[] }]> } };
    expect(printed.settings.rules['missing-read-only']![1].allowWrite).toEqual([`ghp_${'*'.repeat(36)}`]);
    for (const piece of pieces) expect(out).not.toContain(piece);
  });
});
