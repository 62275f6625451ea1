/**
 * `--online`: before the scan's rules run, a first pass reads the configs (no rules), src/registry asks the registries
 * about the packages they launch, and the answers go into the scan's options for the rules to read. Nothing is asked
 * when no online rule runs. What could not be checked is said on stderr, one line each; it changes no exit code.
 */
import { scan } from '../engine/engine.js';
import { printable } from '../model/printable.js';
import type { Rule } from '../model/types.js';
import type { ScanArgs } from './args.js';
import type { Io } from './io.js';
import type { ScanPlan } from './scan.js';

/** The rules that read what `--online` gathers (unpinned-package: the digest an image's moving tag points to now). */
export const ONLINE_RULES = new Set(['unknown-package', 'deprecated-package', 'vulnerable-package', 'unpinned-package']);

export async function addOnlineFacts(args: ScanArgs, io: Io, plan: ScanPlan): Promise<void> {
  if (!args.online || !plan.rules.some((r: Rule) => ONLINE_RULES.has(r.meta.id))) return;
  const configs = scan({ ...plan.scanOptions, rules: [] }).configs;
  const { gatherOnlineFacts } = await import('../registry/index.js');
  const gathered = await gatherOnlineFacts(configs, {
    env: io.env,
    noCache: args.noCache,
    ...(args.registry ?? io.env.npm_config_registry ?? io.env.NPM_CONFIG_REGISTRY
      ? { registry: args.registry ?? io.env.npm_config_registry ?? io.env.NPM_CONFIG_REGISTRY } : {}),
  });
  plan.scanOptions.online = gathered.facts;
  // package names and registry answers come from outside: printable() keeps them from driving the terminal
  for (const note of gathered.notes) io.stderr(`mcp-audit: --online: ${printable(note)}\n`);
}
