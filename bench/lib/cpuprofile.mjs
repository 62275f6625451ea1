// Summarises a V8 .cpuprofile (what `node --cpu-prof` writes): self time by group, by module and by function, and
// inclusive time of the project's own functions. A sample's duration is the interval to the next sample, as in
// Chrome DevTools.
import { fileURLToPath } from 'node:url';
import { relative, sep } from 'node:path';

function moduleOf(url, repoRoot) {
  if (!url) return '';
  if (url.startsWith('node:')) return url;
  let path = url;
  if (url.startsWith('file://')) {
    try {
      path = fileURLToPath(url);
    } catch {
      path = url;
    }
  }
  const nm = path.lastIndexOf(`${sep}node_modules${sep}`);
  if (nm >= 0) {
    const rest = path.slice(nm + 14).split(sep);
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return `npm:${pkg}/${rest.slice(rest[0].startsWith('@') ? 2 : 1).join('/')}`;
  }
  const rel = relative(repoRoot, path);
  // bench/run.mjs and bench/profile.mjs run a copy of dist/ (bench/lib/snapshot.mjs): name it as dist/.
  return rel.startsWith('..') ? path : rel.split(sep).join('/').replace(/^bench\/out\/snapshot\//, '');
}

/** Coarse bucket: where the time went at a glance. */
function groupOf(fn, module) {
  if (!module) {
    if (fn === '(garbage collector)') return 'GC';
    if (fn === '(program)') return 'V8/native (program: parse, compile, runtime)';
    if (fn === '(idle)') return 'idle (waiting)';
    if (fn === '(root)') return 'root';
    return `native: ${fn || '(anonymous)'}`;
  }
  if (module.startsWith('node:internal/modules') || module.startsWith('node:internal/vm')) return 'node: module loading';
  if (module.startsWith('node:internal/fs') || module === 'node:fs') return 'node: fs';
  if (module.startsWith('node:')) return `node: other (${module.replace(/^node:(internal\/)?/, '').split('/')[0]})`;
  if (module.startsWith('npm:')) return `dependency ${module.slice(4).split('/').slice(0, module.slice(4).startsWith('@') ? 2 : 1).join('/')}`;
  return `project ${module.replace(/^dist\//, '').split('/')[0]}/`;
}

export function summarise(profile, repoRoot) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const { samples, timeDeltas } = profile;
  const times = [];
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i];
    times.push(t);
  }
  const self = new Map(); // node id -> µs
  for (let i = 0; i < samples.length; i++) {
    const d = (i + 1 < samples.length ? times[i + 1] : profile.endTime) - times[i];
    if (d > 0) self.set(samples[i], (self.get(samples[i]) ?? 0) + d);
  }
  const keyOf = (n) => {
    const module = moduleOf(n.callFrame.url, repoRoot);
    return { key: `${n.callFrame.functionName || '(anonymous)'}\t${module}\t${n.callFrame.lineNumber + 1}`, module, fn: n.callFrame.functionName || '(anonymous)' };
  };
  const add = (map, k, v) => map.set(k, (map.get(k) ?? 0) + v);
  const selfFn = new Map();
  const selfModule = new Map();
  const selfGroup = new Map();
  const inclusive = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const n = byId.get(id);
    const { key, module, fn } = keyOf(n);
    total += us;
    add(selfFn, key, us);
    add(selfModule, module || `(${fn})`, us);
    add(selfGroup, groupOf(n.callFrame.functionName, module), us);
    // inclusive: every distinct function on the stack gets the sample's time once
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = keyOf(byId.get(cur)).key;
      if (!seen.has(k)) {
        seen.add(k);
        add(inclusive, k, us);
      }
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([k, us]) => ({ key: k, ms: us / 1000, pct: (100 * us) / total }));
  const fnRow = (r) => {
    const [fn, module, line] = r.key.split('\t');
    return { fn, where: module ? `${module}:${line}` : '', ms: r.ms, pct: r.pct };
  };
  return {
    totalMs: total / 1000,
    wallMs: (profile.endTime - profile.startTime) / 1000,
    samples: samples.length,
    byGroup: sorted(selfGroup),
    byModule: sorted(selfModule),
    topSelf: sorted(selfFn).map(fnRow),
    // the project's own code (and its rules), by inclusive time
    topInclusive: sorted(inclusive).map(fnRow).filter((r) => /^(dist\/|src\/|rules\/)/.test(r.where)),
    scripts: new Set(profile.nodes.map((n) => n.callFrame.url).filter((u) => u && !u.startsWith('node:'))).size,
  };
}

export function formatSummary(s, { top = 15, title = '' } = {}) {
  const fmt = (ms) => ms.toFixed(1).padStart(8);
  const pct = (p) => `${p.toFixed(1).padStart(5)}%`;
  const lines = [];
  if (title) lines.push(title);
  lines.push(`profile: ${s.wallMs.toFixed(0)} ms from first to last sample, ${s.samples} samples, ${s.scripts} script files with samples`);
  lines.push('', 'self time by group:');
  for (const r of s.byGroup.slice(0, top)) lines.push(`${fmt(r.ms)} ms ${pct(r.pct)}  ${r.key}`);
  lines.push('', 'self time by module:');
  for (const r of s.byModule.slice(0, top)) lines.push(`${fmt(r.ms)} ms ${pct(r.pct)}  ${r.key}`);
  lines.push('', 'top functions by self time:');
  for (const r of s.topSelf.slice(0, top)) lines.push(`${fmt(r.ms)} ms ${pct(r.pct)}  ${r.fn}  ${r.where}`);
  lines.push('', "project functions by inclusive time (self + callees):");
  for (const r of s.topInclusive.slice(0, top)) lines.push(`${fmt(r.ms)} ms ${pct(r.pct)}  ${r.fn}  ${r.where}`);
  return lines.join('\n') + '\n';
}
