/**
 * Secrets the second round of real configurations showed missing: letters-only passwords where only a password goes
 * (a connection URI's userinfo, a connection string's `Password=`, a `*_PASSWORD` env var), and Stripe webhook
 * signing secrets (`whsec_…`). Placeholders and well-known defaults in the same slots stay negative.
 */
import { describe, expect, it } from 'vitest';
import { hardcodedSecret } from '../rules/hardcoded-secret.js';
import { looksLikeSecret } from '../src/analysis/secret-values.js';
import { claudeServer } from './helpers/configs.js';
import { picker, seededRandom } from './helpers/random.js';
import { testRule } from './rule-tester.js';

const pick = picker(seededRandom(1818));
const an = (n: number) => pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n);
const WHSEC = `whsec_${an(32)}`;

/** One server "srv" whose only arg is `arg` (its value starts at line 6, column 10). */
const withArg = (arg: string) => ({ '.mcp.json': claudeServer([arg]) });
/** One server "srv" with `npx pkg@1.0.0` and `env` (the env object sits on line 8). */
const withEnv = (env: Record<string, string>) => ({ '.mcp.json': claudeServer(['pkg@1.0.0'], env) });

testRule(hardcodedSecret, {
  valid: [
    ...['password', 'postgres', 'admin', 'changeme', 'mypassword', 'dbpass', 'example', 'secret', 'PASSWORD', 'yourpassword'].map((pw) => ({
      name: `a placeholder or default password in a URI: ${pw}`,
      files: withArg(`postgresql://app:${pw}@db.example.com/app`),
    })),
    { name: 'the user name repeated as the password', files: withArg('mongodb://alice:Alice@db.example.com/app') },
    { name: 'a short letters-only password (under 6)', files: withArg('postgresql://app:abcde@db.example.com/app') },
    { name: 'a reference as the password', files: withArg('mongodb+srv://app:${MONGO_PASSWORD}@cluster0.example.net/app') },
    {
      name: 'placeholders in *_PASSWORD env values',
      files: withEnv({ DB_PASSWORD: 'changeme', PGPASSWORD: 'postgres', MYSQL_PASSWORD: 'required', REDIS_PASSWORD: 'YOUR_PASSWORD', B_PASSWORD: '<password>', C_PASSWORD: 'mypassword' }),
    },
    { name: 'a default password given to docker run -e', files: { '.mcp.json': claudeServer(['run', '-i', '--rm', '-e', 'POSTGRES_PASSWORD=postgres', 'mcp/postgres:1.0.0'], undefined, 'docker') } },
    { name: 'a word after --password is not taken for a password', files: { '.mcp.json': claudeServer(['pkg@1.0.0', '--password', 'prompt']) } },
    { name: 'a letters-only value under a token name stays a description', files: withEnv({ API_TOKEN: 'Sunshine' }) },
    { name: 'a whsec_ placeholder', files: withEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_...' }) },
    { name: 'a whsec_ run of one character', files: withEnv({ STRIPE_WEBHOOK_SECRET: `whsec_${'x'.repeat(32)}` }) },
  ],
  invalid: [
    {
      name: 'a letters-only password in a postgresql URI',
      files: withArg('postgresql://app:hunterfox@db.example.com/app'),
      errors: [{ line: 6, column: 27, endColumn: 36, level: 'error', message: 'Password in postgresql URL … (9 chars) in args[0] of server "srv"' }],
    },
    {
      name: 'a capitalised letters-only password in a mongodb+srv URI',
      files: withArg('mongodb+srv://admin:Sunshine@cluster0.example.net/app'),
      errors: [{ line: 6, column: 30, endColumn: 38, message: /^Password in mongodb\+srv URL … \(8 chars\)/ }],
    },
    {
      name: 'a letters-only password in a connection string',
      files: withEnv({ CONNECTION_STRING: 'Server=db;User Id=app;Password=quietriver;' }),
      errors: [{ line: 8, column: 67, endColumn: 77, message: /^Password in connection string … \(10 chars\) in env\.CONNECTION_STRING/ }],
    },
    {
      name: 'a letters-only *_PASSWORD env value',
      files: withEnv({ DB_PASSWORD: 'hunterfox' }),
      errors: [{ line: 8, column: 30, endColumn: 39, message: 'Password … (9 chars) in env.DB_PASSWORD of server "srv"' }],
    },
    {
      name: 'a letters-only password given to docker run -e',
      files: { '.mcp.json': claudeServer(['run', '-i', '--rm', '-e', 'POSTGRES_PASSWORD=quietriver', 'mcp/postgres:1.0.0'], undefined, 'docker') },
      errors: [{ line: 10, column: 28, endColumn: 38, message: /^Password assigned to POSTGRES_PASSWORD … \(10 chars\)/ }],
    },
    {
      name: 'a Stripe webhook signing secret',
      files: withEnv({ STRIPE_WEBHOOK_SECRET: WHSEC }),
      errors: [{ line: 8, column: 40, endColumn: 40 + WHSEC.length, message: /^Stripe webhook signing secret whsec_… \(38 chars\) in env\.STRIPE_WEBHOOK_SECRET/ }],
    },
    {
      name: 'a Stripe webhook signing secret under any name',
      files: withArg(`--webhook=${WHSEC}`),
      errors: [{ line: 6, column: 20, message: /^Stripe webhook signing secret whsec_…/ }],
    },
  ],
});

describe('letters-only passwords', () => {
  it('count only in a dedicated password slot', () => {
    expect(looksLikeSecret('hunterfox', 'password', undefined, 'dedicated')).toBe(true);
    expect(looksLikeSecret('hunterfox', 'password')).toBe(false);
    expect(looksLikeSecret('hunterfox', 'token')).toBe(false);
    expect(looksLikeSecret('correct-horse', 'password', undefined, 'dedicated')).toBe(false);
  });
});
