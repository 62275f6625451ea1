// The peer: secretlint with its recommended preset, installed on demand into bench/out/peer (never a dependency of
// mcp-audit). secretlint 12.1 and later require Node >= 22; 12.0.0 is the newest release whose engines allow Node 20,
// so that is what runs on Node 20–21. `--peer-version` overrides the choice.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function defaultPeerVersion(nodeVersion = process.versions.node) {
  const major = Number(nodeVersion.split('.')[0]);
  return major >= 22 ? '13' : '12.0.0';
}

const PRESET = '@secretlint/secretlint-rule-preset-recommend';

/** Installs (or reuses) secretlint; returns { available, version, bin, rc, reason? }. */
export function ensurePeer(outDir, { version, log = () => {} }) {
  const dir = join(outDir, 'peer');
  const bin = join(dir, 'node_modules', 'secretlint', 'bin', 'secretlint.js');
  const rc = join(dir, '.secretlintrc.json');
  const marker = join(dir, '.bench-peer.json');
  const installedVersion = () => {
    try {
      return JSON.parse(readFileSync(join(dir, 'node_modules', 'secretlint', 'package.json'), 'utf8')).version;
    } catch {
      return undefined;
    }
  };
  let requested;
  try {
    requested = JSON.parse(readFileSync(marker, 'utf8')).requested;
  } catch {
    requested = undefined;
  }
  if (requested !== version || !existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    log(`  installing secretlint@${version} and ${PRESET}@${version} into ${dir} ...`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['install', '--prefix', dir, `secretlint@${version}`, `${PRESET}@${version}`, '--no-audit', '--no-fund', '--loglevel=error'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (r.error || r.status !== 0 || !existsSync(bin)) {
      const why = (r.error?.message ?? r.stderr ?? '').trim().split('\n').filter(Boolean).slice(-3).join(' / ') || `npm exited with ${r.status}`;
      return { available: false, requested: version, reason: `npm install failed: ${why}` };
    }
    writeFileSync(marker, JSON.stringify({ requested: version }) + '\n');
  }
  writeFileSync(rc, JSON.stringify({ rules: [{ id: PRESET }] }, null, 2) + '\n');
  const installed = installedVersion();
  const probe = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    const why = (probe.stderr || probe.stdout || '').trim().split('\n').slice(0, 2).join(' / ');
    return { available: false, requested: version, version: installed, reason: `secretlint ${installed} does not run on Node ${process.versions.node}: ${why}` };
  }
  let engines;
  try {
    engines = JSON.parse(readFileSync(join(dir, 'node_modules', 'secretlint', 'package.json'), 'utf8')).engines?.node;
  } catch {
    engines = undefined;
  }
  let presetVersion;
  try {
    presetVersion = JSON.parse(readFileSync(join(dir, 'node_modules', ...PRESET.split('/'), 'package.json'), 'utf8')).version;
  } catch {
    presetVersion = undefined;
  }
  return { available: true, requested: version, version: installed, presetVersion, engines, bin, rc };
}

/** Glob patterns for the files mcp-audit reads in the synthetic trees: the three host configs and skill folders. */
export const PEER_GLOBS = ['**/.mcp.json', '**/.vscode/mcp.json', '**/.codex/config.toml', '**/skills/**'];
