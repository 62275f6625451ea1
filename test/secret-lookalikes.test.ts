/**
 * hardcoded-secret in the text of skills: what looks like a secret and is not, from a sweep of github/awesome-copilot's
 * skills (each case below was once reported, or masked in every message along with its fragments), beside the near
 * misses that must still be found.
 */
import { describe, expect, it } from 'vitest';
import { hardcodedSecret, tokenFormats } from '../rules/hardcoded-secret.js';
import { secretKeyKind } from '../src/analysis/secret-names.js';
import { secretsInText } from '../src/analysis/secrets-in-line.js';
import { picker, seededRandom } from './helpers/random.js';
import { testRule } from './rule-tester.js';

const pick = picker(seededRandom(4242));
const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY = pick(AN, 32);
const PW = `Xk93${pick(AN, 8)}`;
const S = '.claude/skills/ops';
const MANIFEST = '---\nname: ops\ndescription: Operates the service.\n---\n';
const doc = (body: string) => ({ [`${S}/SKILL.md`]: `${MANIFEST}${body}` });
const script = (name: string, text: string) => ({ [`${S}/SKILL.md`]: MANIFEST, [`${S}/scripts/${name}`]: text });

testRule(hardcodedSecret, {
  valid: [
    { name: 'the AWS CLI\'s Key=…,Values=… shorthand', files: doc('aws ssm describe-parameters --parameter-filters "Key=Path,Values=<path>"\naws resourcegroupstaggingapi get-resources --tag-filters Key=Environment,Values=production\n') },
    { name: 'keys of data structures: a partition, a row, an icon', files: doc('```json\n"partitionKey": "account_test_chunk_001",\n{"rowKey": "550e8400-e29b-41d4-a716-446655440000", "countryCode":"CA"}\n"azure_icon_key": "data_lake_storage_gen1"\n```\n') },
    { name: 'a label in a comment that more words follow', files: script('layout.js', '  // ── RE-ROUTING PASS: minimize crossings by routing edges via outer margins ──\n') },
    { name: 'a slug in a URL\'s path', files: doc('- [How does MSYS2 differ?](https://www.msys2.org/wiki/How-does-MSYS2-differ-from-Cygwin/)\n') },
    { name: 'a password in a URL to a documentation domain', files: doc('DATABASE_URL = "postgresql://user:Xk93mQ2vL8@prod-db.example.com/mydb"\nredis://:Zq81vW0mLp@cache.example.org:6379\n') },
    { name: 'a workflow expression that reads the secret at run time', files: doc('```json\n"secret": "@parameters(\'graphClientSecret\')",\n"password": "@body(\'Get_secret\')?[\'value\']"\n```\n') },
    { name: 'keyword arguments that are code', files: script('db.py', 'def connect(server, database, auth_mode, user=None, password=None):\n    client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key=require_api_key())\n') },
    { name: 'a field\'s type', files: doc('```diff\n+   password: string;\n+   token?: str\n```\n') },
    { name: 'tutorial passwords', files: doc('Use these test credentials: username: testuser@example.com, password: TestPass123\n```python\npassword = "hunter2"\nDB_PASSWORD=P@ssw0rd\n```\n') },
  ],
  invalid: [
    { name: 'a key of the AWS shorthand\'s first pair is still judged', files: script('env.sh', `API_KEY=${KEY},Region=us-east-1\n`), errors: [{ line: 1, column: 9, endColumn: 9 + KEY.length }] },
    { name: 'a credential named key after a data word that names one (Azure\'s primaryKey)', files: doc(`"primaryKey": "${KEY}"\n`), errors: [{ line: 5, column: 16, endColumn: 16 + KEY.length }] },
    { name: 'a password under a variable\'s name at the end of its line', files: script('compose.yaml', `    DB_PASS: ${PW}\n`), errors: [{ line: 1, column: 14, endColumn: 14 + PW.length, message: /^Password/ }] },
    { name: 'a password in a URL to a real host', files: doc(`postgresql://app:${PW}@db.internal:5432/app\n`), errors: [{ line: 5, column: 18, endColumn: 18 + PW.length, message: /^Password in postgresql URL/ }] },
    { name: 'a key in a URL\'s path', files: doc(`https://actions.zapier.com/mcp/sk-ak-${KEY}/sse\n`), errors: [{ line: 5, column: 32 }] },
    { name: 'a password built like a tutorial\'s but with a random part', files: doc(`password: Test${PW}\n`), errors: [{ line: 5, column: 11 }] },
  ],
});

describe('names that say key', () => {
  it.each(['partitionKey', 'rowKey', 'sortKey', 'cacheKey', 'azure_icon_key', 'idempotencyKey', 'I18N_MESSAGE_KEY'])('%s names a key of data', (name) => {
    expect(secretKeyKind(name)).toBeUndefined();
  });
  it.each(['apiKey', 'primaryKey', 'AZURE_STORAGE_KEY', 'routingKey', 'searchKey', 'queryKey', 'Key', 'cache_api_key'])('%s names a credential', (name) => {
    expect(secretKeyKind(name)).toBe('secret');
  });
});

describe('the backstop leaves named data alone, and still masks a random quoted word', () => {
  const masked = (line: string) => secretsInText(line, tokenFormats).map((s) => line.slice(s.start, s.end));
  it.each([
    ['a file', '"regression_patch": "quality/patches/BUG-001-regression-test.patch",'],
    ['a file name', '"junit": "tdd-green-BUG-001.xml"'],
    ['a slug', '"name": "Data-Lake-Storage-Gen1", "other": "Windows10-Core-Services"'],
    ['a slug with a UUID', '"environment": "Default-26e65220-5561-46ef-9783-ce5f20489241"'],
    ['a path of requirement ids', '"cell": "REQ-010/cell-RING_RESET-MMIO"'],
    ['a dotted name', '"query": ".data.organization.projectV2", "pkg": "Microsoft.WindowsAppRuntime.1.8"'],
    ['an assignment', '"set": "_versionMyTool=1.0.0"'],
    ['an SVG in base64', `"icon": "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxOCI+PC9zdmc+"`],
  ])('%s', (_, line) => {
    expect(masked(line)).toEqual([]);
  });
  it('a random quoted word', () => {
    expect(masked(`"value": "${KEY}"`)).toEqual([KEY]);
  });
});
