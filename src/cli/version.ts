/**
 * The tool's version, read from package.json. A module of its own because it finds package.json relative to this
 * file: it must stay in src/cli/ so that every layout the code runs from finds it.
 */
import { readFileSync } from 'node:fs';

export function toolVersion(): string {
  for (const rel of ['../../package.json', '../../../package.json']) {
    try {
      return JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')).version as string;
    } catch {
      // try the next layout (dist/bin/mcp-audit.cjs and src/cli/version.ts, vs dist/src/cli/version.js)
    }
  }
  return '0.0.0';
}
