/** skill-frontmatter: `allowed-tools` entries that remove the prompt for any, network or root shell commands. */
import { describe, expect, it } from 'vitest';
import { skillFrontmatter } from '../rules/skill-frontmatter.js';
import { judgeEntry, toolEntries } from '../rules/skill-frontmatter/allowed-tools.js';
import { scanTree, testRule } from './rule-tester.js';

const S = '.claude/skills/notes';
/** A valid frontmatter with `allowed-tools` on line 4 (its value from column 16) or the given lines from line 4. */
const tools = (...lines: string[]) => ({ [`${S}/SKILL.md`]: `---\nname: notes\ndescription: Take notes.\n${lines.join('\n')}\n---\n# Notes\n` });
const one = (value: string) => tools(`allowed-tools: ${value}`);

testRule(skillFrontmatter, {
  valid: [
    { name: 'narrow commands', files: one('Bash(npm test) Bash(git status:*) Read Grep') },
    { name: 'comma-separated, with blanks inside a pattern', files: one('Bash(git add:*), Bash(git commit -m *), Read') },
    { name: 'a YAML list of narrow entries', files: tools('allowed-tools:', '  - Read', '  - Bash(npm run lint)') },
    { name: 'tools other than the shell', files: one('Read Write Edit WebFetch') },
    { name: 'an interpreter running one named script', files: one('Bash(python scripts/extract.py:*)') },
  ],
  invalid: [
    {
      name: 'unrestricted Bash',
      files: one('Bash Read'),
      errors: [{
        line: 4, column: 16, endColumn: 20, level: 'error',
        message: '"allowed-tools" grants Bash: every shell command, unrestricted. While this skill is active the agent runs such commands without asking, and anything it reads can steer it to them. List only the commands the skill needs (for example Bash(npm test)).',
      }],
    },
    { name: 'Bash(*)', files: one('Read Bash(*)'), errors: [{ line: 4, column: 21, endColumn: 28, level: 'error', message: /grants Bash\(\*\): every shell command/ }] },
    { name: 'Bash(:*)', files: one('Bash(:*)'), errors: [{ line: 4, column: 16, level: 'error' }] },
    { name: 'a network pattern', files: one('Bash(curl:*)'), errors: [{ line: 4, column: 16, endColumn: 28, level: 'warning', message: /grants Bash\(curl:\*\): network commands \(curl\)/ }] },
    { name: 'ssh in the new pattern form', files: one('Bash(ssh *)'), errors: [{ line: 4, column: 16, level: 'warning', message: /network commands \(ssh\)/ }] },
    { name: 'sudo', files: one('Bash(sudo:*)'), errors: [{ line: 4, column: 16, level: 'error', message: /commands run as root or administrator \(sudo\)/ }] },
    { name: 'a wildcard on an interpreter', files: one('Bash(python:*)'), errors: [{ line: 4, column: 16, level: 'error', message: /any code run through python/ }] },
    {
      name: 'a YAML list',
      files: tools('allowed-tools:', '  - Read', '  - Bash', '  - Bash(wget:*)'),
      errors: [{ line: 6, column: 5, endColumn: 9, level: 'error' }, { line: 7, column: 5, level: 'warning' }],
    },
    { name: 'a quoted value is reported at the value', files: one('"Bash(curl:*) Read"'), errors: [{ line: 4, column: 16, level: 'warning' }] },
  ],
});

describe('allowed-tools entries', () => {
  it('splits on blanks and commas outside parentheses', () => {
    expect(toolEntries('Bash(git add:*), Read  Bash(npm run x)').map((e) => e.text)).toEqual(['Bash(git add:*)', 'Read', 'Bash(npm run x)']);
  });
  it('judges entries', () => {
    expect(judgeEntry('Bash(npm test)')).toBeUndefined();
    expect(judgeEntry('Bash(/usr/bin/sudo apt-get:*)')?.level).toBe('error');
    expect(judgeEntry('PowerShell(Invoke-WebRequest:*)')?.level).toBe('warning');
    expect(judgeEntry('Bash(node scripts/x.js)')).toBeUndefined();
    expect(judgeEntry('Bash(python3 -c:*)')?.level).toBe('error');
    expect(judgeEntry('Bash(node -e *)')?.level).toBe('error');
  });

  // [entry, any code?]: `-m` names what runs; runners of any package are npx under another name
  const cases: [string, boolean][] = [
    ['Bash(python3 -m py_compile:*)', false],
    ['Bash(python -m pytest *)', false],
    ['Bash(python -m json.tool:*)', false],
    ['Bash(python -m:*)', true],
    ['Bash(python3 -m *)', true],
    ['Bash(python -m timeit:*)', true],
    ['Bash(python3 -m pip install:*)', true],
    ['Bash(python -m cProfile *)', true],
    ['Bash(python -c:*)', true],
    ['Bash(npm:*)', true],
    ['Bash(npm exec:*)', true],
    ['Bash(npm x *)', true],
    ['Bash(npm test:*)', false],
    ['Bash(npm run lint:*)', false],
    ['Bash(npm install)', false],
    ['Bash(pnpm dlx *)', true],
    ['Bash(pnpm test)', false],
    ['Bash(yarn dlx:*)', true],
    ['Bash(yarn lint:*)', false],
    ['Bash(uv *)', true],
    ['Bash(uv run:*)', true],
    ['Bash(uv tool run *)', true],
    ['Bash(uv sync)', false],
    ['Bash(uv pip list)', false],
    ['Bash(pipx run *)', true],
    ['Bash(pipx list)', false],
    ['Bash(pip *)', true],
    ['Bash(pip3 install:*)', true],
    ['Bash(uv pip install *)', true],
    ['Bash(pip list)', false],
    ['Bash(pip install -r requirements.txt)', false],
    ['Bash(source:*)', true],
    ['Bash(source .venv/bin/activate)', false],
    ['Bash(constructor:*)', false],
  ];
  it.each(cases)('%s runs any code: %s', (entry, anyCode) => {
    const got = judgeEntry(entry);
    expect(got?.level === 'error' && got.why.startsWith('any code run through')).toBe(anyCode);
  });
});

describe('allowed-tools in a slash command\'s frontmatter', () => {
  const command = (tools: string) => `---\ndescription: Release the package.\nallowed-tools: ${tools}\n---\nRun the release.\n`;
  const scanCommand = (tools: string, path = '.claude/commands/release.md') =>
    scanTree({ [path]: command(tools) }, [skillFrontmatter]).findings.map((f) => [f.level, f.message.split(': ')[0], f.message.includes('While this slash command runs')]);

  it('reports an unrestricted or root shell, and a network command, for as long as the command runs', () => {
    expect(scanCommand('Bash')).toEqual([['error', '"allowed-tools" grants Bash', true]]);
    expect(scanCommand('Bash(sudo:*)')).toEqual([['error', '"allowed-tools" grants Bash(sudo:*)', true]]);
    expect(scanCommand('Bash(curl:*)')).toEqual([['warning', '"allowed-tools" grants Bash(curl:*)', true]]);
  });

  it('leaves narrow grants, a command without frontmatter, and other Markdown alone', () => {
    expect(scanCommand('Bash(npm test), Read')).toEqual([]);
    expect(scanTree({ '.claude/commands/plain.md': 'Run the tests.\n' }, [skillFrontmatter]).findings).toEqual([]);
    expect(scanCommand('Bash', 'CLAUDE.md')).toEqual([]);
  });
});
