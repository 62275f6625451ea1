import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compileFormats, emptyMatching, leadingLiteral, scanFormats } from '../src/analysis/secret-formats.js';
import type { FormatMatch } from '../src/analysis/secret-formats.js';
import { secretsInLine } from '../src/analysis/secrets-in-line.js';
import { nameWords, secretKeyKind } from '../src/analysis/secret-names.js';
import { hasReference, isPlaceholder, isReference, looksLikeSecret, shannonEntropy } from '../src/analysis/secret-values.js';
import { findSecrets } from '../src/analysis/secrets.js';
import type { StringContext } from '../src/analysis/secrets.js';
import { picker, seededRandom } from './helpers/random.js';

const data = JSON.parse(readFileSync(new URL('../rules/token-formats.json', import.meta.url), 'utf8')) as { formats: { id: string }[] };
const formats = compileFormats(data);

// ---------------------------------------------------------------------------------------------------------------
// Fake tokens: right shape, random content from a fixed seed. Never paste real tokens into tests.

const random = seededRandom(20261129);
const pick = picker(random);
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const an = (n: number) => pick(UPPER + LOWER + DIGITS, n);
const anu = (n: number) => pick(UPPER + LOWER + DIGITS + '_-', n);
const b64 = (n: number) => pick(UPPER + LOWER + DIGITS + '+/', n);
const hex = (n: number) => pick('0123456789abcdef', n);
const letters = (n: number) => pick(UPPER + LOWER, n);
const digits = (n: number) => pick(DIGITS, n);
const b64url = (s: string) => Buffer.from(s).toString('base64url');
const jwt = (payload: object) => `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.${anu(43)}`;
const sentryOrg = () =>
  `sntrys_${Buffer.from(JSON.stringify({ iat: 1767225600.5, url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: 'acme' })).toString('base64')}_${b64(43)}`;

/** One sample per format id: every format in the data file must have one (checked below). */
const samples: Record<string, () => string> = {
  'github-pat': () => `ghp_${an(36)}`,
  'github-fine-grained-pat': () => `github_pat_${an(22)}_${an(59)}`,
  'github-oauth': () => `gho_${an(36)}`,
  'github-app-token': () => `ghs_${an(36)}`,
  'github-refresh-token': () => `ghr_${an(36)}`,
  'gitlab-pat': () => `glpat-${anu(20)}`,
  'gitlab-pat-routable': () => `glpat-${anu(27)}.01${pick(LOWER + DIGITS, 7)}`,
  'gitlab-pipeline-trigger-token': () => `glptt-${hex(40)}`,
  'gitlab-deploy-token': () => `gldt-${an(20)}`,
  'gitlab-runner-token': () => `glrt-${an(20)}`,
  'slack-bot-token': () => `xoxb-${digits(11)}-${digits(12)}-${an(24)}`,
  'slack-user-token': () => `xoxp-${digits(11)}-${digits(11)}-${digits(12)}-${hex(32)}`,
  'slack-app-token': () => `xapp-1-A${pick(UPPER + DIGITS, 10)}-${digits(13)}-${hex(64)}`,
  'slack-legacy-token': () => `xoxs-${digits(10)}-${digits(10)}-${digits(10)}-${hex(20)}`,
  'slack-legacy-bot-token': () => `xoxb-${digits(10)}-${letters(1)}${an(21)}`,
  'slack-legacy-workspace-token': () => `xoxr-${an(40)}`,
  'slack-config-access-token': () => `xoxe.xoxp-1-${an(164)}`,
  'slack-config-refresh-token': () => `xoxe-1-${an(146)}`,
  'slack-webhook-url': () => `https://hooks.slack.com/services/T${pick(UPPER + DIGITS, 8)}/B${pick(UPPER + DIGITS, 10)}/${an(24)}`,
  'openai-api-key': () => `sk-proj-${anu(74)}T3BlbkFJ${anu(74)}`,
  'openai-project-key': () => `sk-proj-${anu(156)}`,
  'openrouter-api-key': () => `sk-or-v1-${hex(64)}`,
  'anthropic-api-key': () => `sk-ant-api03-${anu(93)}AA`,
  'anthropic-admin-api-key': () => `sk-ant-admin01-${anu(93)}AA`,
  'anthropic-token': () => `sk-ant-oat01-${anu(95)}`,
  'stripe-api-key': () => `sk_live_51${an(97)}`,
  'stripe-webhook-secret': () => `whsec_${an(32)}`,
  'aws-access-key-id': () => `AKIA${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
  'aws-bedrock-api-key': () => `ABSK${b64(132)}`,
  'gcp-api-key': () => `AIza${anu(35)}`,
  'npm-access-token': () => `npm_${an(36)}`,
  'huggingface-access-token': () => `hf_${letters(34)}`,
  'huggingface-org-token': () => `api_org_${letters(34)}`,
  'linear-api-key': () => `lin_api_${an(40)}`,
  'supabase-access-token': () => `sbp_${hex(40)}`,
  'supabase-secret-key': () => `sb_secret_${anu(31)}`,
  'sentry-user-token': () => `sntryu_${hex(64)}`,
  'sentry-org-token': sentryOrg,
  'notion-api-token': () => `ntn_${digits(11)}${an(35)}`,
  'notion-legacy-token': () => `secret_${an(43)}`,
  'atlassian-api-token': () => `ATATT3${an(178)}=${pick('0123456789ABCDEF', 7)}`,
  'perplexity-api-key': () => `pplx-${an(48)}`,
  'grafana-service-account-token': () => `glsa_${an(32)}_${hex(8)}`,
  'grafana-cloud-api-token': () => `glc_eyJ${b64(90)}`,
  'databricks-api-token': () => `dapi${hex(32)}`,
  'digitalocean-token': () => `dop_v1_${hex(64)}`,
  'doppler-token': () => `dp.pt.${an(43)}`,
  'terraform-cloud-token': () => `${an(14)}.atlasv1.${anu(67)}`,
  'vault-service-token': () => `hvs.CAESI${anu(90)}`,
  'pulumi-access-token': () => `pul-${hex(40)}`,
  'sendgrid-api-key': () => `SG.${anu(22)}.${anu(43)}`,
  'twilio-api-key': () => `SK${hex(32)}`,
  'postman-api-key': () => `PMAK-${hex(24)}-${hex(34)}`,
  'flyio-access-token': () => `fo1_${anu(43)}`,
  'planetscale-api-token': () => `pscale_tkn_${anu(43)}`,
  'shopify-token': () => `shpat_${hex(32)}`,
  'heroku-api-key': () => `HRKU-AA${anu(58)}`,
  'azure-ad-client-secret': () => `${an(3)}8Q~${an(34)}`,
  'figma-pat': () => `figd_${anu(40)}`,
  'mollie-api-key': () => `live_${an(30)}`,
  'groq-api-key': () => `gsk_${an(52)}`,
  'xai-api-key': () => `xai-${an(80)}`,
  'replicate-api-token': () => `r8_${an(37)}`,
  'tavily-api-key': () => `tvly-dev-${an(32)}`,
  'firecrawl-api-key': () => `fc-${hex(32)}`,
  'apify-api-token': () => `apify_api_${an(36)}`,
  // the napi_ prefix since Neon's changelog of 2025-01-31; a real committed key: 64 lower-case letters and digits
  'neon-api-key': () => `napi_${pick(LOWER + DIGITS, 64)}`,
  jwt: () => jwt({ sub: '1234', role: 'service_role', iat: 1767225600 }),
  'private-key': () => `-----BEGIN RSA PRIVATE KEY-----\n${b64(64)}\n${b64(64)}\n${b64(20)}==\n-----END RSA PRIVATE KEY-----`,
};

const env = (key: string): StringContext => ({ slot: 'env', key });
const other: StringContext = { slot: 'other' };
/** The secrets found, as the substrings they cover. */
const found = (value: string, context: StringContext = other) => findSecrets(value, context, formats).map((m) => value.slice(m.start, m.end));

// ---------------------------------------------------------------------------------------------------------------

describe('token-formats.json', () => {
  it('matches its schema', () => {
    const schema = {
      type: 'object',
      required: ['formats'],
      additionalProperties: false,
      properties: {
        $comment: { type: 'string' },
        formats: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['id', 'name', 'pattern'],
            additionalProperties: false,
            properties: {
              id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
              name: { type: 'string', minLength: 1 },
              pattern: { type: 'string', minLength: 1 },
              flags: { type: 'string', pattern: '^[imsu]*$' },
              minEntropy: { type: 'number', minimum: 0, maximum: 8 },
              envName: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
            },
          },
        },
      },
    };
    const ajv = new Ajv({ allErrors: true });
    const valid = ajv.validate(schema, data);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has unique ids and compiles every pattern', () => {
    const ids = data.formats.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(formats.length).toBe(ids.length);
  });

  it('holds no RE2-only syntax (mid-pattern inline flags, \\z)', () => {
    for (const f of formats) {
      expect(f.pattern, f.id).not.toMatch(/\(\?[imsU-]+[:)]/);
      expect(f.pattern, f.id).not.toMatch(/\\z/);
    }
  });

  it('has a sample for every format', () => {
    expect(Object.keys(samples).sort()).toEqual([...data.formats.map((f) => f.id)].sort());
  });

  it('rejects bad data with a clear message', () => {
    expect(() => compileFormats({})).toThrow(/"formats" array/);
    expect(() => compileFormats({ formats: [{ id: 'a', name: 'A', pattern: '(' }] })).toThrow(/entry 0 \(a\): bad pattern/);
    expect(emptyMatching(compileFormats({ formats: [{ id: 'a', name: 'A', pattern: 'x*' }, { id: 'b', name: 'B', pattern: 'x+' }] }))).toEqual(['a']);
    expect(emptyMatching(formats)).toEqual([]);
    expect(() => compileFormats({ formats: [{ id: 'a', name: 'A', pattern: 'x', flags: 'g' }] })).toThrow(/flags/);
    expect(() => compileFormats({ formats: [{ id: 'a', name: 'A', pattern: 'x', color: 1 }] })).toThrow(/unknown key "color"/);
    expect(() => compileFormats({ formats: [{ id: 'a', name: 'A', pattern: 'x' }, { id: 'a', name: 'B', pattern: 'y' }] })).toThrow(/duplicate id/);
  });
});

describe('known token formats', () => {
  for (const [id, make] of Object.entries(samples)) {
    it(`finds ${id} alone, in a sentence, after a flag, in a Bearer header`, () => {
      const token = make();
      const alone = findSecrets(token, other, formats);
      expect(alone.map((m) => [m.format?.id, m.start, m.end])).toEqual([[id, 0, token.length]]);
      expect(found(`value: ${token}; next`)).toEqual([token]);
      expect(found(`--token=${token}`, { slot: 'arg' })).toEqual([token]);
      if (!token.includes('\n')) expect(found(`Bearer ${token}`, { slot: 'header', key: 'Authorization' })).toEqual([token]);
      expect(found(`\${MY_VAR:-${token}}`).length).toBe(1);
    });
  }

  it('does not match a token glued to other word characters', () => {
    const t = `ghp_${an(36)}`;
    expect(found(`x${t}`)).toEqual([]);
    expect(found(`${t}a`)).toEqual([]);
  });

  it('skips low-entropy and placeholder-shaped matches', () => {
    expect(found(`ghp_${'x'.repeat(36)}`)).toEqual([]);
    expect(found('ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX')).toEqual([]);
    expect(found('AKIAIOSFODNN7EXAMPLE')).toEqual([]);
    expect(found(`sk_live_${'0'.repeat(24)}`)).toEqual([]);
    expect(found('-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----')).toEqual([]);
  });

  it('flags a hand-typed token in a vendor format (a counting sequence does not excuse it), not a generic one', () => {
    expect(found('sbp_0123456789abcdef0123456789abcdef01234567')).toEqual(['sbp_0123456789abcdef0123456789abcdef01234567']);
    expect(found('ghp_abcdefghijklmnopqrstuvwxyz0123456789', env('GITHUB_TOKEN'))).toEqual(['ghp_abcdefghijklmnopqrstuvwxyz0123456789']);
    expect(found('1234567890abcdefghij', env('API_KEY'))).toEqual([]);
    expect(found('Bearer abcdefghij0123456789', { slot: 'header', key: 'Authorization' })).toEqual([]);
  });

  it('does not flag the Supabase anon key (public by design) but flags service_role', () => {
    const anon = jwt({ iss: 'supabase', ref: 'abcdefghijkl', role: 'anon', iat: 1767225600, exp: 2082758400 });
    const service = jwt({ iss: 'supabase', ref: 'abcdefghijkl', role: 'service_role', iat: 1767225600, exp: 2082758400 });
    expect(found(anon, env('SUPABASE_ANON_KEY'))).toEqual([]);
    expect(found(service, env('SUPABASE_SERVICE_ROLE_KEY'))).toEqual([service]);
  });

  it('reports one match when two formats cover the same text, and the first format wins', () => {
    const key = `sk-ant-api03-${anu(93)}AA`;
    const m = findSecrets(key, env('ANTHROPIC_API_KEY'), formats);
    expect(m.map((x) => x.format?.id)).toEqual(['anthropic-api-key']);
  });

  it('finds several tokens in one string, in order', () => {
    const a = `ghp_${an(36)}`;
    const b = `npm_${an(36)}`;
    expect(found(`${a} and ${b}`)).toEqual([a, b]);
  });
});

describe('placeholders and references', () => {
  const placeholders = [
    '', '   ', 'YOUR_API_KEY_HERE', 'your-token', '<your-token>', '<paste-your-key-here>', '[REDACTED_API_KEY]', 'ACTUAL_API_KEY',
    'xxxxxxxxxxxxxxxxxxxx', '***', '********', 'changeme', 'change-me', 'example', 'dummy', 'test', 'TODO', 'sk-...', 'sk-…',
    'your_api_key', 'insert-token-here', 'REPLACE_ME', 'placeholder', 'null', 'none',
  ];
  for (const p of placeholders) {
    it(`${JSON.stringify(p)} is a placeholder`, () => {
      expect(isPlaceholder(p)).toBe(true);
      for (const key of ['API_KEY', 'GITHUB_TOKEN', 'DB_PASSWORD', 'CLIENT_SECRET']) expect(found(p, env(key))).toEqual([]);
      expect(found(p, { slot: 'header', key: 'X-API-Key' })).toEqual([]);
      expect(found(`Bearer ${p}`, { slot: 'header', key: 'Authorization' })).toEqual([]);
      expect(found(p, { slot: 'arg', previous: '--api-key' })).toEqual([]);
      expect(found(`--api-key=${p}`, { slot: 'arg' })).toEqual([]);
    });
  }

  const references = ['${VAR}', '${VAR:-default}', '${input:api-key}', '${env:API_KEY}', '$API_KEY', '{env:API_KEY}', '%API_KEY%', '${{ secrets.API_KEY }}', '$env:API_KEY', '{{ .Values.apiKey }}'];
  for (const r of references) {
    it(`${r} is a reference`, () => {
      expect(isReference(r)).toBe(true);
      expect(hasReference(r)).toBe(true);
      expect(found(r, env('API_KEY'))).toEqual([]);
      expect(found(`Bearer ${r}`, { slot: 'header', key: 'Authorization' })).toEqual([]);
      expect(found(r, { slot: 'arg', previous: '--token' })).toEqual([]);
    });
  }

  it('a literal default of ${VAR:-default} is checked like the value itself', () => {
    const token = `ghp_${an(36)}`;
    const random = an(32);
    const [m] = findSecrets(`\${GITHUB_TOKEN:-${token}}`, env('GITHUB_TOKEN'), formats);
    expect(m).toMatchObject({ start: 16, end: 56, reference: { start: 0, end: 57, name: 'GITHUB_TOKEN' } });
    expect(found(`\${API_KEY:-${random}}`, env('API_KEY'))).toEqual([random]);
    expect(found('${API_KEY:-}', env('API_KEY'))).toEqual([]);
    expect(found('${API_KEY:-your-key-here}', env('API_KEY'))).toEqual([]);
  });

  it('mixing text and a reference is not a literal', () => {
    expect(found('prefix-${TOKEN}', env('API_TOKEN'))).toEqual([]);
    expect(found('Bearer ${TOKEN}', { slot: 'header', key: 'Authorization' })).toEqual([]);
  });
});

describe('values that are not secrets', () => {
  const cases: [string, string][] = [
    ['SLACK_TEAM_ID', 'T01234567'],
    ['GIT_COMMIT', hex(40)],
    ['CONFIG_PATH', '/Users/someone/.config/app/config.json'],
    ['API_URL', 'https://api.example.com/v1'],
    ['VERSION', '1.2.3'],
    ['READ_ONLY', 'true'],
    ['WORKSPACE_ID', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ['GITHUB_TOKEN_PATH', '/run/secrets/github-token'],
    ['API_KEY_ID', an(20)],
    ['STRIPE_PUBLISHABLE_KEY', `pk_live_${an(24)}`],
    ['NEXT_PUBLIC_API_KEY', an(24)],
    ['API_KEY', 'ENV_API_KEY_NAME'],
    ['TOKEN', 'some-long-descriptive-words'],
    ['MAX_TOKENS', '4096'],
    ['KEY_FILE', 'C:\\keys\\service.json'],
  ];
  for (const [key, value] of cases) {
    it(`${key}=${value.length > 24 ? value.slice(0, 24) + '…' : value}`, () => {
      expect(found(value, env(key))).toEqual([]);
    });
  }

  it('a 40-hex SHA in args is not a secret', () => {
    expect(found(hex(40), { slot: 'arg', previous: '--ref' })).toEqual([]);
  });

  it('single-letter flags like -p are never treated as secret flags', () => {
    expect(found('@scope/some-package-name-1234', { slot: 'arg', previous: '-p' })).toEqual([]);
    expect(found(an(24), { slot: 'arg', previous: '-p' })).toEqual([]);
  });

  it('weak default passwords in URLs are not secrets', () => {
    expect(found('postgres://postgres:postgres@localhost:5432/app')).toEqual([]);
    expect(found('postgresql://user:password@db/app')).toEqual([]);
    expect(found('mongodb://admin:admin@localhost')).toEqual([]);
    expect(found('postgresql://user:${DB_PASSWORD}@db.example.com/app')).toEqual([]);
    expect(found('https://user@example.com/repo.git')).toEqual([]);
    expect(found('https://example.com/a:b@c')).toEqual([]);
  });
});

describe('context', () => {
  it('names that say secret', () => {
    const yes = ['GITHUB_TOKEN', 'OPENAI_API_KEY', 'apiKey', 'X-API-Key', 'X-Auth-Token', 'Private-Token', 'client_secret', 'DB_PASSWORD',
      'PGPASSWORD', 'MYSQL_PWD', 'STRIPE_KEY', 'access_token', 'api_key', 'apikey', 'key', 'GITHUB_PAT', 'AWS_SECRET_ACCESS_KEY',
      'Authorization', 'figma-api-key', 'access-token', 'DB_PASS', 'SERVICE_ACCOUNT_KEY'];
    for (const name of yes) expect(secretKeyKind(name), name).toBeDefined();
    const no = ['GITHUB_TOKEN_PATH', 'API_KEY_ID', 'PUBLIC_KEY', 'SUPABASE_ANON_KEY', 'SLACK_TEAM_ID', 'HOME', 'PORT', 'KEY_VAULT_NAME',
      'TOKEN_URL', 'SECRET_NAME', 'tokenizer', 'Content-Type', 'ref', 'PASSTHROUGH', 'keyboard', 'monkey'];
    for (const name of no) expect(secretKeyKind(name), name).toBeUndefined();
    expect(secretKeyKind('DB_PASSWORD')).toBe('password');
    expect(secretKeyKind('API_KEY')).toBe('secret');
    expect(nameWords('APIKeyValue')).toEqual(['api', 'key', 'value']);
  });

  it('env: a random value under a secret name', () => {
    const v = an(32);
    expect(found(v, env('MY_SERVICE_API_KEY'))).toEqual([v]);
    expect(found(v, env('SERVICE_URL'))).toEqual([]);
    expect(found(an(12), env('MY_SERVICE_API_KEY'))).toEqual([]);
    expect(found('s3cr3tP4ss', env('DB_PASSWORD'))).toEqual(['s3cr3tP4ss']);
    expect(found('postgres', env('DB_PASSWORD'))).toEqual([]);
  });

  it('headers: Authorization schemes and secret-named headers', () => {
    const v = an(28);
    const h = (key: string, value: string) => found(value, { slot: 'header', key });
    expect(h('Authorization', `Bearer ${v}`)).toEqual([v]);
    expect(h('Authorization', `bearer ${v}`)).toEqual([v]);
    expect(h('Authorization', `Token ${v}`)).toEqual([v]);
    expect(h('Authorization', v)).toEqual([v]);
    expect(h('X-API-Key', v)).toEqual([v]);
    expect(h('Accept', v)).toEqual([]);
    const basic = Buffer.from(`user:${an(16)}`).toString('base64');
    expect(h('Authorization', `Basic ${basic}`)).toEqual([basic]);
    expect(h('Authorization', `Basic ${Buffer.from('user:pass').toString('base64')}`)).toEqual([]);
    expect(h('Authorization', `Basic ${v}`)).toEqual([v]);
    expect(h('Authorization', 'Basic ${BASIC_CREDENTIALS}')).toEqual([]);
  });

  it('args: flags, assignments, headers, connection strings, shell strings', () => {
    const v = an(32);
    const arg = (value: string, previous?: string) => found(value, previous === undefined ? { slot: 'arg' } : { slot: 'arg', previous });
    expect(arg(v, '--access-token')).toEqual([v]);
    expect(arg(v, '--api-key')).toEqual([v]);
    expect(arg(v, '-token')).toEqual([v]);
    expect(arg(`--api-key=${v}`)).toEqual([v]);
    expect(arg(`--figma-api-key=${v}`)).toEqual([v]);
    expect(arg(`--password=Pa55-${an(6)}`).length).toBe(1);
    expect(arg(v, '--port')).toEqual([]);
    expect(arg(`OPENAI_API_KEY=${v}`)).toEqual([v]);
    expect(arg(`Authorization: Bearer ${v}`, '--header')).toEqual([v]);
    expect(arg(`Authorization:Bearer ${v}`)).toEqual([v]);
    expect(arg(`X-API-Key: ${v}`, '--header')).toEqual([v]);
    expect(arg(`X-Custom: ${v}`, '--header')).toEqual([]);
    expect(arg('Authorization: Bearer ${AUTH_TOKEN}', '--header')).toEqual([]);
    expect(arg('Authorization:${AUTH_HEADER}', '--header')).toEqual([]);
    expect(arg('postgresql://user:s3cr3tP4ss@db.example.com/app')).toEqual(['s3cr3tP4ss']);
    expect(arg('mongodb+srv://app:Zq8-wLm2xR4t@cluster0.example.mongodb.net/db?retryWrites=true')).toEqual(['Zq8-wLm2xR4t']);
    expect(arg('redis://:Zq8wLm2xR4t9@cache.example.com:6379/0')).toEqual(['Zq8wLm2xR4t9']);
    expect(arg(`https://${v}@git.example.com/org/repo.git`)).toEqual([v]);
    expect(arg('https://git@github.com/org/repo.git')).toEqual([]);
    // a key carried in the URL's path
    const zapier = `sk-ak-${an(40)}`;
    expect(arg(`https://actions.zapier.com/mcp/${zapier}/sse`)).toEqual([zapier]);
    expect(arg(`npx -y mcp-remote https://mcp.zapier.com/api/mcp/s/${an(48)}/mcp`).length).toBe(1);
    for (const url of [
      `https://raw.githubusercontent.com/org/repo/${hex(40)}/README.md`,
      'https://api.example.com/v1/projects/3f2504e0-4f89-11d3-9a0c-0305e82c3301/mcp',
      'https://registry.npmjs.org/@modelcontextprotocol/server-github/-/server-github-2025.4.8.tgz',
      'https://mcp.example.com/ThisIsAVeryLongCamelCasePathSegment/mcp',
      'https://mcp.example.com/${API_KEY}/sse',
    ]) expect(arg(url), url).toEqual([]);
    expect(arg('https://alice.smith@git.example.com/org/repo.git')).toEqual([]);
    expect(arg('https://${GIT_TOKEN}@git.example.com/org/repo.git')).toEqual([]);
    expect(arg(`docker run -i --rm -e GITHUB_TOKEN=${v} ghcr.io/github/github-mcp-server`)).toEqual([v]);
    expect(arg(`npx -y some-server --api-key ${v}`)).toEqual([v]);
    expect(arg(`npx -y some-server --api-key "${v}"`)).toEqual([v]);
    // a word glued to a shell operator: the operator is not part of the secret
    expect(arg(`set API_KEY=${v}&& node s.js`)).toEqual([v]);
    expect(arg(`export API_KEY=${v}; node s.js`)).toEqual([v]);
    expect(arg(`node s.js --api-key=${v}|| exit 1`)).toEqual([v]);
    expect(arg('https://example.com/mcp')).toEqual([]);
    expect(arg('C:\\Users\\someone\\server.js')).toEqual([]);
  });

  it('url: userinfo passwords and credential query parameters', () => {
    const v = an(24);
    const url = (value: string) => found(value, { slot: 'url' });
    expect(url(`https://api.example.com/mcp?api_key=${v}`)).toEqual([v]);
    expect(url(`https://api.example.com/mcp?format=json&apikey=${v}#top`)).toEqual([v]);
    expect(url(`https://api.example.com/mcp?access_token=${v}`)).toEqual([v]);
    expect(url(`https://api.example.com/mcp?token=${v}`)).toEqual([v]);
    expect(url(`https://api.example.com/mcp?key=${v}`)).toEqual([v]);
    expect(url('https://api.example.com/mcp?api_key=YOUR_API_KEY')).toEqual([]);
    expect(url('https://api.example.com/mcp?api_key=${API_KEY}')).toEqual([]);
    expect(url(`https://api.example.com/mcp?page=${v}`)).toEqual([]);
    expect(url(`https://deploy:${v}@git.example.com/repo`)).toEqual([v]);
    const gh = `ghp_${an(36)}`;
    expect(url(`https://mcp.example.com/${gh}/sse`)).toEqual([gh]);
  });

  it('connection strings with Password=', () => {
    expect(found('Server=db;User Id=sa;Password=Zq8wLm2xR4t9;', env('CONNECTION_STRING'))).toEqual(['Zq8wLm2xR4t9']);
  });
});

describe('helpers', () => {
  it('shannonEntropy', () => {
    expect(shannonEntropy('')).toBe(0);
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(shannonEntropy(an(40))).toBeGreaterThan(4);
  });

  it('looksLikeSecret by strength', () => {
    expect(looksLikeSecret(an(20), 'token')).toBe(true);
    expect(looksLikeSecret(an(10), 'token')).toBe(false);
    expect(looksLikeSecret(an(10), 'credential')).toBe(true);
    expect(looksLikeSecret('hunter22', 'password')).toBe(true);
    expect(looksLikeSecret('admin', 'password')).toBe(false);
    expect(looksLikeSecret('alice', 'password', 'alice')).toBe(false);
    expect(looksLikeSecret('with space inside 123', 'credential')).toBe(false);
  });
});

describe('less repeated work, same answers (issue 15)', () => {
  const formats = compileFormats(data);
  const random = seededRandom(2015);
  const pick = picker(random);
  const an = (n: number) => pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n);
  /** strings with tokens of many formats, pieces of them and the characters around them */
  const samples = Array.from({ length: 400 }, () => {
    const parts = ['ghp_', 'xoxb-', 'sk-', 'sk-proj-', 'AKIA', 'ey', 'glpat-', 'hvs.', '-----BEGIN', ' ', '"', '.', '_', '-', '='];
    return Array.from({ length: 1 + Math.floor(random() * 12) }, () => (random() < 0.5 ? parts[Math.floor(random() * parts.length)]! : an(Math.floor(random() * 40)))).join('');
  });

  it('a format is skipped only when its leading literal is missing, so the matches are the same', () => {
    expect(leadingLiteral('(?<![A-Za-z0-9_])ghp_[A-Za-z0-9]{36}(?![A-Za-z0-9_])')).toBe('ghp_');
    expect(leadingLiteral('(?<![A-Za-z0-9_])(?:ghu|ghs)_[A-Za-z0-9]{36}')).toBe('');
    expect(leadingLiteral('ab?c')).toBe('a');
    expect(leadingLiteral('a|b')).toBe('');
    expect(leadingLiteral('dp\\.pt\\.[A-Z]')).toBe('dp.pt.');
    expect(leadingLiteral('ghp_x', 'i')).toBe('');
    expect(leadingLiteral('\\d+x')).toBe('');
    const unfiltered = formats.map(({ literal: _, ...f }) => ({ ...f, regex: new RegExp(f.regex.source, f.regex.flags) }));
    for (const value of samples) {
      const got: FormatMatch[] = [];
      const want: FormatMatch[] = [];
      scanFormats(value, formats, (m) => got.push(m));
      scanFormats(value, unfiltered, (m) => want.push(m));
      expect(got.map((m) => [m.start, m.end, m.format.id]), value).toEqual(want.map((m) => [m.start, m.end, m.format.id]));
    }
  });

  it('entropy is computed as before, to the last bit', () => {
    const before = (s: string) => {
      const chars = [...s];
      if (!chars.length) return 0;
      const counts = new Map<string, number>();
      for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
      let h = 0;
      for (const n of counts.values()) h -= (n / chars.length) * Math.log2(n / chars.length);
      return h;
    };
    const units = ['a', 'B', '0', '_', '-', 'é', '😀', '\ud800', '\udc00', '\u200b', 'x', 'y'];
    for (const value of [...samples, '', 'aaaa', '\ud83d', '\ude00\ud83d', ...Array.from({ length: 500 }, () => pick(units.join(''), Math.floor(random() * 50)))]) {
      expect(shannonEntropy(value)).toBe(before(value));
    }
  });

  it('a KEY=value pair whose key names no secret is scanned once: the same spans as scanning it twice', () => {
    const KEYED = /["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s,"'{}[\]#]+))/g;
    const before = (line: string) => {
      const spans = findSecrets(line, { slot: 'other' }, formats).map((m) => `${m.start}:${m.end}`);
      for (const m of line.matchAll(KEYED)) {
        const value = m[2] ?? m[3] ?? m[4] ?? '';
        if (!value) continue;
        const offset = m.index! + m[0].length - value.length - (m[4] === undefined ? 1 : 0);
        // read as a header too only when written like one (Authorization, a dashed secret name: X-Api-Key)
        const slots = /^authorization$/i.test(m[1]!) || m[1] === 'X-Api-Key' ? (['env', 'header'] as const) : (['env'] as const);
        for (const slot of slots) {
          for (const s of findSecrets(value, { slot, key: m[1]! }, formats)) spans.push(`${offset + s.start}:${offset + s.end}`);
        }
      }
      for (const m of line.matchAll(/(["'])([A-Za-z0-9_\-+/=.~]{20,})\1/g)) {
        const value = m[2]!;
        if (/[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= 3.5 && looksLikeSecret(value, 'token')) {
          spans.push(`${m.index! + 1}:${m.index! + 1 + value.length}`);
        }
      }
      return spans;
    };
    const keys = ['API_TOKEN', 'Authorization', 'command', 'url', 'X-Api-Key', 'notes', 'password', 'args'];
    for (let k = 0; k < 300; k++) {
      const line = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        const value = random() < 0.5 ? `ghp_${an(36)}` : random() < 0.5 ? `Bearer ${an(30)}` : an(Math.floor(random() * 30));
        return `"${keys[Math.floor(random() * keys.length)]}": "${value}"`;
      }).join(', ');
      const got = secretsInLine(line, formats).map((s) => `${s.start}:${s.end}`);
      // as sets: the double scan listed some spans twice
      expect(new Set(got), line).toEqual(new Set(before(line)));
    }
  });
});
