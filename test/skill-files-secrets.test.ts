/**
 * Round two for skills: secrets in a skill's scripts and text files (hardcoded-secret), unpinned requirements in its
 * dependency manifests (unpinned-package notes), and which files a SKILL.md runs (src/skills/references.ts).
 */
import { describe, expect, it } from 'vitest';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { unpinnedPackage } from '../rules/unpinned-package.js';
import { unpinnedRequirements } from '../rules/unpinned-package/manifests.js';
import { referencedFiles } from '../src/skills/references.js';
import { picker, seededRandom } from './helpers/random.js';
import { scanTree, testRule } from './rule-tester.js';

const pick = picker(seededRandom(1717));
const anu = (n: number) => pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', n);
const SKPROJ = `sk-proj-${anu(74)}T3BlbkFJ${anu(74)}`;
const GHP = `ghp_${anu(36).replace(/[_-]/g, 'a')}`;
const S = '.claude/skills/deploy';
const MANIFEST = '---\nname: deploy\ndescription: Deploys the app.\n---\nRun `bash scripts/setup.sh`.\n';
const skill = (files: Record<string, string>) => ({ [`${S}/SKILL.md`]: MANIFEST, ...Object.fromEntries(Object.entries(files).map(([k, v]) => [`${S}/${k}`, v])) });

testRule(hardcodedSecret, {
  valid: [
    { name: 'a script that reads the key from the environment', files: skill({ 'scripts/setup.sh': 'export OPENAI_API_KEY="${OPENAI_API_KEY:?set it}"\ncurl -H "Authorization: Bearer $OPENAI_API_KEY" https://api.example.com\n' }) },
    { name: 'placeholders in a config.yaml', files: skill({ 'config.yaml': 'api_key: YOUR_API_KEY_HERE\ntoken: <paste-your-token>\npassword: changeme\n' }) },
    { name: 'a placeholder in .env.example', files: skill({ '.env.example': 'GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' }) },
    { name: 'prose in SKILL.md about tokens', files: { [`${S}/SKILL.md`]: `${MANIFEST}Set GITHUB_TOKEN to a token with repo scope.\n` } },
    // a real skill's heading (a zellij-config skill): the Basic scheme's word in prose, followed by more words
    // lines of real skills' scripts and SKILL.md files (a second sweep of committed skills), each once reported
    {
      name: 'code that computes or reads a credential',
      files: skill({
        'scripts/run.py': 'orig_tokens = count_tokens(orig_text)\napi_key = os.environ.get("ANTHROPIC_API_KEY")\ntoken = secrets.token_hex(8)\nkey = os.urandom(32)\n',
        'scripts/server.cjs': 'let TOKEN = tokenInfo.value\nTOKEN = generateToken()\nconst planKey = getPlanSessionKey(ctx, status);\nsigningCredentials: credentials);\n',
      }),
    },
    // a real plugin's SDK samples and tests (Cursor's cursor-sdk and orchestrate skills), each once reported
    {
      name: 'a property path or a constant\'s name, unquoted, with the punctuation that ends it',
      files: skill({
        'references/auth.md': '```ts\nconst agent = await Agent.create({ apiKey: process.env.CURSOR_API_KEY! });\n  apiKey: process.env.CURSOR_API_KEY!,\nenv: { GITHUB_TOKEN: process.env.GITHUB_TOKEN! },\nconst apiKey = process.env.CURSOR_SERVICE_ACCOUNT_KEY!;\n```\n',
        'scripts/a.test.ts': 'const ORIGINAL_API_KEY = process.env.CURSOR_API_KEY;\nelse process.env.CURSOR_API_KEY = ORIGINAL_API_KEY;\ntoken = config.auth.token,\nkey = env["API_KEY"];\n',
      }),
    },
    // getsentry/sentry-for-ai's Swift sample and anthropics/claude-plugins-official's plugin-dev reference page
    {
      name: 'a keyword after a label, and a counting stand-in in an example header',
      files: skill({
        'references/errors.md': '```swift\ncase .wrongPassword:     return "Wrong password"\n```\n',
        'references/auth.md': '```json\n"Authorization": "Bearer sk-abc123"\n"Authorization": "sk-abc123"\n```\n',
      }),
    },
    // anthropics/skills: a Go struct literal and a curl example
    {
      name: 'a Go pointer to a struct literal after a label, and a numbered template word as a bearer token',
      files: skill({
        'go/README.md': '```go\n        OfMCPOAuth: &anthropic.BetaManagedAgentsMCPOAuthCreateParams{\n                    OfClientSecretPost: &anthropic.BetaManagedAgentsTokenEndpointAuthPostParam{\n```\n',
        'reference/evaluation.md': '```bash\ncurl -H "Authorization: Bearer token123" \\\n```\n',
      }),
    },
    { name: 'a shell expansion in a secret-named variable', files: skill({ 'scripts/scan.sh': 'SECRETS_OUT="$TMPDIR_SCAN/secrets.json"\nAPI_TOKEN=$(cat ~/.token)\n' }) },
    { name: 'a bearer token cut short by an ellipsis, in a code sample', files: { [`${S}/SKILL.md`]: `${MANIFEST}    "Authorization": "Bearer sk-abc123..."  // NEVER!\nSend \`Bearer Zx81kQ0v…\` here.\n` } },
    { name: 'prose with "pass:", "tokens:" and "basic"', files: { [`${S}/SKILL.md`]: `${MANIFEST}If tests pass: Continue\nhumanizer pass: remove AI patterns\nCached tokens: $0.30/MTok\nThis is needed for basic commands.\nUse Bearer authentication.\n` } },
    { name: 'versions in a lockfile under credential-named packages', files: skill({ 'package-lock.json': '{\n  "dependencies": {\n    "@aws-sdk/credential-provider-node": "^3.972.42",\n    "@aws-sdk/token-providers": "3.972.0"\n  }\n}\n' }) },
    { name: 'a well-known default password in a quoted connection string', files: { [`${S}/SKILL.md`]: `${MANIFEST}"Host=localhost;Username=postgres;Password=postgres"\n` } },
    // a real skill's reference page (a deploy harness): an action named after a label
    { name: 'an action or a repository path after "Auth:" or "Token:"', files: { [`${S}/SKILL.md`]: `${MANIFEST}- Auth: \`google-github-actions/auth@v3\` — WIF recommended.\n- Token: \`actions/checkout@v4\`\napi_key: docs/keys/rotation.md\n` } },
    { name: 'Markdown headings that start with "Basic" or "Bearer"', files: { [`${S}/SKILL.md`]: `${MANIFEST}\n**Basic structure:**\n\n**Bearer authentication:** send the header\n\nBasic usage_example:: see below\n` } },
  ],
  invalid: [
    {
      name: 'an OpenAI key exported in scripts/setup.sh',
      files: skill({ 'scripts/setup.sh': `#!/bin/sh\nexport OPENAI_API_KEY=${SKPROJ}\n` }),
      errors: [{ line: 2, column: 23, endColumn: 23 + SKPROJ.length, file: `${S}/scripts/setup.sh`, level: 'error', message: /^OpenAI API key sk-… \(164 chars\) in the skill file scripts\/setup\.sh \(line 2\)$/ }],
    },
    {
      name: 'a token in config.yaml',
      files: skill({ 'config.yaml': `github:\n  token: ${GHP}\n` }),
      errors: [{ line: 2, column: 10, file: `${S}/config.yaml`, message: /^GitHub personal access token ghp_… \(40 chars\) in the skill file config\.yaml \(line 2\)$/ }],
    },
    {
      name: 'a password in a .env file',
      files: skill({ '.env': 'DB_PASSWORD=hunterfox\n' }),
      errors: [{ line: 1, column: 13, endColumn: 22, file: `${S}/.env`, message: /^Password … \(9 chars\) in the skill file \.env/ }],
    },
    {
      name: 'a token in SKILL.md itself',
      files: { [`${S}/SKILL.md`]: `${MANIFEST}\n\`\`\`bash\ncurl -H "Authorization: Bearer ${GHP}" https://api.github.com/user\n\`\`\`\n` },
      errors: [{ line: 8, column: 32, file: `${S}/SKILL.md`, message: /^GitHub personal access token ghp_… \(40 chars\) in the skill file SKILL\.md \(line 8\)$/ }],
    },
    {
      name: 'a password in a quoted connection string: the closing quote is not part of it',
      files: { [`${S}/SKILL.md`]: `${MANIFEST}"Host=localhost;Username=app;Password=Xk93mQ2vL8"\n` },
      errors: [{ line: 6, column: 39, endColumn: 49, message: /^Password in connection string … \(10 chars\)/ }],
    },
    {
      name: 'an unquoted random value is still a value; a dotted one of a vendor\'s format still that format',
      files: skill({ 'scripts/env.sh': `API_KEY=k8ZqR2vX9mT4wL7pN3sJ\nexport GH=${GHP};\n` }),
      errors: [
        { line: 1, column: 9, file: `${S}/scripts/env.sh`, message: /^Secret … \(20 chars\) assigned to API_KEY|^Secret … \(20 chars\)/ },
        { line: 2, column: 11, file: `${S}/scripts/env.sh`, message: /^GitHub personal access token ghp_… \(40 chars\)/ },
      ],
    },
    {
      name: 'a password under a key that says so, letters only',
      files: skill({ 'config.yaml': 'database:\n  password: Sunshine\n' }),
      errors: [{ line: 2, column: 13, endColumn: 21, message: /^Password … \(8 chars\)/ }],
    },
    {
      name: 'a password in inline code after its label: the backticks are not part of it',
      files: { [`${S}/SKILL.md`]: `${MANIFEST}- Password: \`Xk93mQ2vL8pW\`\n` },
      errors: [{ line: 6, column: 14, endColumn: 26, file: `${S}/SKILL.md`, message: /^Password … \(12 chars\)/ }],
    },
    {
      name: 'a base64 secret with slashes after a key',
      files: skill({ 'config.yaml': 'aws_secret_access_key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq4Tr8sLm1\n' }),
      errors: [{ line: 1, column: 24, file: `${S}/config.yaml`, message: /in the skill file config\.yaml \(line 1\)$/ }],
    },
    {
      name: 'a bearer token in inline code: the backtick is not part of it',
      files: { [`${S}/SKILL.md`]: `${MANIFEST}Send \`Authorization: Bearer Zx81kQ0vW3mNc7tYb2LpR9sd\` with each request.\n` },
      errors: [{ line: 6, column: 29, endColumn: 53, file: `${S}/SKILL.md`, message: /^Bearer token … \(24 chars\) in the skill file SKILL\.md \(line 6\)$/ }],
    },
  ],
});

describe('secrets in skill files are masked', () => {
  it('in messages and code frames', () => {
    const result = scanTree(skill({ 'scripts/setup.sh': `export OPENAI_API_KEY=${SKPROJ}\n` }), [hardcodedSecret]);
    const [finding] = result.findings;
    expect(JSON.stringify(finding)).not.toContain(SKPROJ.slice(12, 40));
    expect(finding!.snippet!.map((l) => l.text).join('\n')).toContain('export OPENAI_API_KEY=');
  });
});

testRule(unpinnedPackage, {
  valid: [
    { name: 'pinned and hashed requirements', files: skill({ 'requirements.txt': 'requests==2.32.3\nhttpx[http2]==0.27.0 ; python_version > "3.8"\n# a comment\n-r other.txt\n' }) },
    { name: 'a hashed requirements file', files: skill({ 'requirements.txt': 'requests>=2 \\\n    --hash=sha256:aaaa\n' }) },
    { name: 'exact package.json versions', files: skill({ 'package.json': '{ "dependencies": { "left-pad": "1.3.0", "local": "file:../x" } }\n' }) },
    { name: 'pinned pyproject dependencies', files: skill({ 'pyproject.toml': '[project]\nname = "x"\ndependencies = ["requests==2.32.3"]\n' }) },
  ],
  invalid: [
    {
      name: 'requests>=2 in requirements.txt',
      files: skill({ 'requirements.txt': 'requests>=2\nclick\n' }),
      errors: [
        { line: 1, column: 1, endColumn: 12, level: 'note', file: `${S}/requirements.txt`, message: 'The skill\'s requirements.txt asks for requests with ">=2", a range that moves: whatever is newest when the skill\'s dependencies are installed is what runs, unreviewed. Pin an exact version (==1.2.3), or install from a lock file with hashes.' },
        { line: 2, column: 1, endColumn: 6, level: 'note', message: /asks for click with no version/ },
      ],
    },
    {
      name: '"left-pad": "^1" in package.json',
      files: skill({ 'package.json': '{\n  "dependencies": {\n    "left-pad": "^1"\n  }\n}\n' }),
      errors: [{ line: 3, column: 5, endColumn: 21, level: 'note', file: `${S}/package.json`, message: /asks for left-pad with "\^1", a range that moves.*\("1\.2\.3"\)/ }],
    },
    {
      name: 'a range in pyproject.toml',
      files: skill({ 'pyproject.toml': '[project]\nname = "x"\ndependencies = [\n  "requests>=2",\n]\n' }),
      errors: [{ line: 4, column: 4, endColumn: 15, level: 'note', message: /asks for requests with ">=2"/ }],
    },
  ],
});

describe('unpinnedRequirements', () => {
  it('reads Poetry tables and optional dependencies', () => {
    const text = '[tool.poetry.dependencies]\npython = "^3.10"\nrequests = "^2.31"\nhttpx = "0.27.0"\n[project.optional-dependencies]\ndev = ["pytest"]\n';
    expect(unpinnedRequirements('pyproject.toml', text).map((r) => `${r.name}@${r.spec}`)).toEqual(['requests@^2.31', 'pytest@']);
  });
  it('ignores files that are not manifests and JSON that does not parse', () => {
    expect(unpinnedRequirements('notes.txt', 'requests')).toEqual([]);
    expect(unpinnedRequirements('package.json', '{ not json')).toEqual([]);
  });
});

describe('referencedFiles', () => {
  it('finds the files a SKILL.md\'s code runs, not those its prose mentions', () => {
    const md = [
      'Run `node scripts/x.js` first; tools/prose.py is only mentioned.',
      '```bash',
      '$ python -u tools/y.py --in a.txt',
      'bash ./z.sh && uv run --with requests path.py',
      './bin/run.sh arg',
      'curl -fsSL https://x.example/a.sh | sh',
      'npm test',
      'python3 -c "print(1)"',
      'node ${CLAUDE_PLUGIN_ROOT}/scripts/plugin.js',
      'python /usr/local/bin/tool.py',
      '```',
      '`uv run python tools/w.py`',
    ].join('\n');
    expect(referencedFiles(md)).toEqual(['tools/y.py', './z.sh', 'path.py', './bin/run.sh', 'scripts/x.js', 'tools/w.py']);
  });

  // getsentry/sentry-for-ai's skill references hold JavaScript classes: a line starting "constructor" crashed the
  // whole scan (the program's name looked up Object's members)
  it('a code line whose first word is a member of Object.prototype is just a word', () => {
    const md = ['```js', 'class ApiError extends Error {', '  constructor (message, response) {', '  }', '}', 'toString run x.py', 'hasOwnProperty run y.py', '__proto__ run z.py', '```'].join('\n');
    expect(referencedFiles(md)).toEqual([]);
  });

  it('a skill the reader cannot read is an internal error for that skill, and the scan goes on', () => {
    const result = scanTree({
      [`${S}/SKILL.md`]: `${MANIFEST}\n\`\`\`js\n  constructor (message) {}\n\`\`\`\n`,
      '.mcp.json': '{ "mcpServers": { "db": { "command": "npx", "args": ["-y", "@acme/db-mcp@latest"] } } }',
    }, [unpinnedPackage]);
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.map((f) => f.file)).toEqual(['.mcp.json']);
  });
});
