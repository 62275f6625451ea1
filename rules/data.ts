/**
 * Files that live beside the rules — their data (JSON) and doc pages (Markdown). The build copies them next to the
 * compiled rules and next to the bundled CLI, so this one relative lookup works from source, from dist/rules and
 * from the bundle.
 */
import { readFileSync } from 'node:fs';

export function readRuleFile(name: string): string {
  return readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
}
