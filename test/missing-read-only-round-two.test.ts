/** missing-read-only: catalog entries added in round two, each with its upstream source (rules/read-only-servers.json). */
import { describe, expect, it } from 'vitest';
import { missingReadOnly } from '../rules/missing-read-only.js';
import { catalog } from '../rules/missing-read-only/catalog.js';
import { claudeServer } from './helpers/configs.js';
import { scanTree, testRule } from './rule-tester.js';

const MONGO = ['-y', 'mcp-mongo-server@1.3.0', 'mongodb://localhost:27017/app'];
const cfg = (args: string[], env?: Record<string, string>, command = 'npx') => ({ '.mcp.json': claudeServer(args, env, command) });

testRule(missingReadOnly, {
  valid: [
    { name: 'mcp-mongo-server --read-only', files: cfg([...MONGO, '--read-only']) },
    { name: 'mcp-mongo-server -r', files: cfg([...MONGO, '-r']) },
    { name: 'mcp-mongo-server with MCP_MONGODB_READONLY=true', files: cfg(MONGO, { MCP_MONGODB_READONLY: 'true' }) },
    { name: 'awslabs IAM with --readonly', files: cfg(['awslabs.iam-mcp-server@1.0.0', '--readonly'], undefined, 'uvx') },
    { name: 'awslabs Cloud Control API with --readonly', files: cfg(['awslabs.ccapi-mcp-server@1.0.0', '--readonly'], undefined, 'uvx') },
    { name: 'awslabs Valkey with --readonly', files: cfg(['awslabs.valkey-mcp-server@1.0.0', '--readonly'], undefined, 'uvx') },
    { name: 'Aurora DSQL without --allow-writes (read-only by default)', files: cfg(['awslabs.aurora-dsql-mcp-server@1.0.0', '--cluster_endpoint', 'x'], undefined, 'uvx') },
    { name: 'ECS with ALLOW_WRITE=false', files: cfg(['--from', 'awslabs-ecs-mcp-server@0.1.0', 'ecs-mcp-server'], { ALLOW_WRITE: 'false' }, 'uvx') },
    { name: 'DocumentDB without --allow-write', files: cfg(['awslabs.documentdb-mcp-server@1.0.0'], undefined, 'uvx') },
  ],
  invalid: [
    {
      name: 'mcp-mongo-server without --read-only',
      files: cfg(MONGO),
      errors: [{ line: 7, column: 10, level: 'warning', message: /MongoDB MCP server \(kiliczsh\).*"--read-only"/ }],
    },
    {
      name: 'mcp-mongo-server with MCP_MONGODB_READONLY=1 (only "true" counts)',
      files: cfg(MONGO, { MCP_MONGODB_READONLY: '1' }),
      errors: [{ line: 7, column: 10, level: 'warning' }],
    },
    { name: 'awslabs IAM without --readonly', files: cfg(['awslabs.iam-mcp-server@1.0.0'], undefined, 'uvx'), errors: [{ line: 6, column: 10, message: /AWS IAM MCP server.*"--readonly"/ }] },
    { name: 'awslabs ElastiCache without --readonly', files: cfg(['awslabs.elasticache-mcp-server@1.0.0'], undefined, 'uvx'), errors: [{ line: 6, column: 10, message: /ElastiCache MCP server/ }] },
    {
      name: 'Aurora DSQL given --allow-writes',
      files: cfg(['awslabs.aurora-dsql-mcp-server@1.0.0', '--allow-writes'], undefined, 'uvx'),
      errors: [{ line: 7, column: 10, message: /--allow-writes/ }],
    },
    { name: 'ECS with ALLOW_WRITE=true', files: cfg(['--from', 'awslabs-ecs-mcp-server@0.1.0', 'ecs-mcp-server'], { ALLOW_WRITE: 'true' }, 'uvx'), errors: [{ line: 10, column: 30, message: /given write access with ALLOW_WRITE=true/ }] },
    { name: 'S3 Tables given --allow-write', files: cfg(['awslabs.s3-tables-mcp-server@1.0.0', '--allow-write'], undefined, 'uvx'), errors: [{ line: 7, column: 10 }] },
    { name: 'SQL Server given --allow_write_query', files: cfg(['awslabs.mssql-mcp-server@1.0.0', '--allow_write_query'], undefined, 'uvx'), errors: [{ line: 7, column: 10 }] },
  ],
});

describe('round-two catalog entries', () => {
  it('each name its upstream file at a pinned commit', () => {
    const ids = ['mcp-mongo-server', 'aws-ccapi-mcp-server', 'aws-iam-mcp-server', 'aws-elasticache-mcp-server', 'aws-valkey-mcp-server', 'aws-aurora-dsql-mcp-server', 'aws-documentdb-mcp-server', 'aws-ecs-mcp-server', 'aws-s3-tables-mcp-server', 'aws-dataprocessing-mcp-server', 'aws-serverless-mcp-server', 'aws-mssql-mcp-server'];
    for (const id of ids) {
      const entry = catalog.find((e) => e.id === id);
      expect(entry, id).toBeDefined();
      expect(entry!.source, id).toMatch(/^[\w.-]+\/[\w.-]+:\S+.*@[0-9a-f]{7,40} \(\d{4}-\d\d-\d\d\)$/);
      expect(entry!.confirmed, id).toBe(true);
    }
  });

  it('a finding names its catalog source apart from the message (provenance)', () => {
    const [finding] = scanTree({ '.mcp.json': cfg(MONGO)['.mcp.json']! }, [missingReadOnly]).findings;
    expect(finding!.provenance).toMatch(/kiliczsh\/mcp-mongo-server:README\.md and src\/index\.ts@65c57d45/);
  });
});
