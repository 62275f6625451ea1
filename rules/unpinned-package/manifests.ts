/**
 * Requirements in a skill's dependency manifests — `requirements*.txt`, `package.json` (dependencies, optional and
 * dev dependencies), `pyproject.toml` (`[project] dependencies`, `optional-dependencies`, Poetry's dependency
 * tables) — whose version moves: whatever is published when the skill's install step runs gets installed. Pinned
 * (`==1.2.3`, `1.2.3`), hashed (`--hash=sha256:…`), local and commit-pinned entries are fine. Pure: text in, entries
 * with offsets out. Lock files are not read: they pin by design.
 */
import { PINNED_KINDS, parseNpmSpec, parsePypiSpec } from '../../src/analysis/package-spec.js';

export interface Requirement {
  name: string;
  /** the version as written ('' for none) */
  spec: string;
  /** offsets of the whole entry in the manifest's text */
  start: number;
  end: number;
}

/** Unpinned entries of a manifest, by its file name; an empty list for other files or text that does not parse. */
export function unpinnedRequirements(relPath: string, text: string): Requirement[] {
  const name = relPath.slice(relPath.lastIndexOf('/') + 1);
  if (/^requirements(?:[-_.][\w.-]*)?\.(?:txt|in)$/i.test(name)) return requirementsTxt(text);
  if (name === 'package.json') return packageJson(text);
  if (name === 'pyproject.toml') return pyproject(text);
  return [];
}

/** One PEP 508 requirement string (`requests>=2`, `httpx[http2]==0.27.0; python_version>"3.8"`), if unpinned. */
function pep508(text: string, start: number): Requirement | undefined {
  const parsed = parsePypiSpec(text.trim());
  if (!parsed || PINNED_KINDS.has(parsed.kind)) return undefined;
  const lead = text.length - text.trimStart().length;
  return { name: parsed.name, spec: parsed.spec, start: start + lead, end: start + lead + text.trim().length };
}

/** The line up to a `#` that starts it or follows a blank (a comment in requirements files and, outside strings,
 * in TOML); found by a scan, not a backtracking regex. */
function withoutComment(line: string): string {
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) return line.slice(0, i);
  }
  return line;
}

function requirementsTxt(text: string): Requirement[] {
  const out: Requirement[] = [];
  // every entry of a file installed with --require-hashes carries a hash; one hashed line means pip checks them all
  const hashed = /--hash[= ]/.test(text);
  let start = 0;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const code = withoutComment(line);
    const entry = code.replace(/\s--hash[= ]\S+/g, '').replace(/\\\s*$/, '').trimEnd();
    if (!hashed && entry.trim() && !entry.trim().startsWith('-')) {
      const found = pep508(entry, start);
      if (found) out.push(found);
    }
    start += raw.length + 1;
  }
  return out;
}

const EXACT_NPM = /^(?:=|v)?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function packageJson(text: string): Requirement[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!data || typeof data !== 'object') return [];
  const out: Requirement[] = [];
  for (const section of ['dependencies', 'optionalDependencies', 'devDependencies']) {
    const deps = (data as Record<string, unknown>)[section];
    if (!deps || typeof deps !== 'object') continue;
    for (const [pkg, version] of Object.entries(deps as Record<string, unknown>)) {
      if (typeof version !== 'string' || EXACT_NPM.test(version.trim())) continue;
      const parsed = version.startsWith('npm:') ? parseNpmSpec(version.slice(4)) : parseNpmSpec(/^[\w.-]+:|^[./~]|#/.test(version) ? version : `${pkg}@${version}`);
      if (parsed && PINNED_KINDS.has(parsed.kind)) continue;
      if (/^(?:workspace|link|file|portal):/.test(version)) continue;
      const at = entryOffset(text, section, pkg, version);
      out.push({ name: pkg, spec: version, start: at?.start ?? 0, end: at?.end ?? 0 });
    }
  }
  return out;
}

/** Where `"pkg": "version"` sits in the text: searched after the section's key (JSON.parse keeps no offsets). */
function entryOffset(text: string, section: string, pkg: string, version: string): { start: number; end: number } | undefined {
  const from = text.indexOf(JSON.stringify(section));
  if (from < 0) return undefined;
  const key = text.indexOf(JSON.stringify(pkg), from);
  if (key < 0) return undefined;
  const value = text.indexOf(JSON.stringify(version), key);
  return value < 0 ? undefined : { start: key, end: value + JSON.stringify(version).length };
}

function pyproject(text: string): Requirement[] {
  const out: Requirement[] = [];
  let table = '';
  let inArray = false;
  let start = 0;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const bare = withoutComment(line).trim();
    if (!inArray && bare.startsWith('[') && bare.endsWith(']')) {
      let from = 0;
      let to = bare.length;
      while (from < to && bare[from] === '[') from++;
      while (to > from && bare[to - 1] === ']') to--;
      table = bare.slice(from, to).trim().replace(/["']/g, '');
    } else {
      const arrayStart = /^\s*(?:dependencies|[\w.-]+)\s*=\s*\[/.exec(line);
      const pep621 = table === 'project' ? /^\s*dependencies\s*=/.test(line) : table === 'project.optional-dependencies' || table === 'dependency-groups';
      if (!inArray && arrayStart && pep621) inArray = true;
      if (inArray) {
        for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)) {
          const found = pep508(m[1] ?? m[2]!, start + m.index + 1);
          if (found) out.push(found);
        }
        if (withoutComment(line.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '""')).trimEnd().endsWith(']')) inArray = false;
      } else if (/^tool\.poetry(?:\.group\.[\w-]+)?\.(?:dev-)?dependencies$/.test(table)) {
        const m = /^\s*([A-Za-z0-9][\w.-]*)\s*=\s*"([^"]*)"/.exec(line);
        if (m && m[1]!.toLowerCase() !== 'python' && !EXACT_NPM.test(m[2]!.replace(/^==/, '')) && !/^==?\d+(?:\.\d+)*$/.test(m[2]!)) {
          out.push({ name: m[1]!, spec: m[2]!, start: start + line.indexOf(m[1]!), end: start + m[0].length });
        }
      }
    }
    start += raw.length + 1;
  }
  return out;
}
