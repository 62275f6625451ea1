import { describe, expect, it } from 'vitest';
import { dangerousDocker, mountDanger } from '../rules/dangerous-docker.js';
import { claudeServer } from './helpers/configs.js';
import { testRule } from './rule-tester.js';

/** A Claude Code server, one arg per line: arg i sits on line 6 + i, value at column 10. */
const claude = (args: string[], command = 'docker') => claudeServer(args, undefined, command);


const run = (...options: string[]) => claude(['run', '-i', '--rm', ...options, 'mcp/tool:1.2.0']);
/** Position of the nth option given to `run` (after `run -i --rm`). */
const opt = (n: number, length?: number) => ({ line: 9 + n, column: 10, ...(length === undefined ? {} : { endColumn: 10 + length }) });

testRule(dangerousDocker, {
  valid: [
    { name: 'a plain docker run', files: { '.mcp.json': run('-e', 'GITHUB_TOKEN') } },
    { name: 'a named volume and project folders', files: { '.mcp.json': run('-v', 'mcp-data:/data', '-v', './project:/workspace', '-v', '$HOME/projects/app:/app', '--mount', 'type=volume,source=cache,target=/cache') } },
    { name: 'harmless system files', files: { '.mcp.json': run('-v', '/etc/localtime:/etc/localtime:ro', '-v', '/tmp/x:/tmp/x') } },
    { name: 'anonymous volume', files: { '.mcp.json': run('-v', '/data') } },
    { name: 'a variable whose default is a project folder', files: { '.mcp.json': run('-v', '${DATA:-./data}:/data', '-v', '${DATA}:/data') } },
    { name: 'privileged switched off', files: { '.mcp.json': run('--privileged=false') } },
    { name: 'harmless capabilities, dropping all', files: { '.mcp.json': run('--cap-add=NET_BIND_SERVICE', '--cap-drop', 'ALL') } },
    { name: 'other networks and security options', files: { '.mcp.json': run('--network=bridge', '--network', 'mcp-net', '--security-opt', 'no-new-privileges', '--pid=container:x') } },
    { name: 'flags after the image belong to the container', files: { '.mcp.json': claude(['run', '-i', 'mcp/tool:1.2.0', '--privileged', '-v', '/:/host']) } },
    { name: 'docker exec is no run', files: { '.mcp.json': claude(['exec', '-i', '--privileged', 'box', 'server']) } },
    { name: 'not docker', files: { '.mcp.json': claude(['-y', 'pkg@1.0.0', '--privileged'], 'npx') } },
  ],
  invalid: [
    {
      name: '--privileged',
      files: { '.mcp.json': run('--privileged') },
      errors: [{
        ...opt(0, 12), level: 'error',
        message: 'server "srv" starts its container with docker run --privileged, which gives the container every capability and all host devices and turns off seccomp and AppArmor: a process in it can take over the host.',
      }],
    },
    {
      name: '--cap-add SYS_ADMIN (two elements) and --cap-add=ALL (one)',
      files: { '.mcp.json': run('--cap-add', 'SYS_ADMIN', '--cap-add=ALL') },
      errors: [
        { ...opt(1, 9), level: 'error', message: /^server "srv" starts its container with docker run --cap-add SYS_ADMIN, which adds SYS_ADMIN, which lets a process/ },
        { ...opt(2, 13), level: 'error', message: /docker run --cap-add=ALL, which adds ALL, which gives the container every Linux capability/ },
      ],
    },
    {
      name: 'CAP_ prefixes, lists and lower-case; NET_ADMIN alone is a warning',
      files: { '.mcp.json': run('--cap-add=cap_sys_ptrace,NET_ADMIN', '--cap-add', 'CAP_SYS_MODULE') },
      errors: [{ ...opt(0), level: 'warning', message: /adds SYS_PTRACE, which .*; it adds NET_ADMIN, which/ }, { ...opt(2), level: 'error' }],
    },
    {
      name: 'host namespaces',
      files: { '.mcp.json': run('--pid=host', '--network', 'host', '--net=HOST', '--ipc=host', '--userns=host') },
      errors: [
        { ...opt(0, 10), level: 'error', message: /--pid=host, which shares the host's processes/ },
        { ...opt(2, 4), level: 'warning', message: /--network host, which puts the container on the host's network stack/ },
        { ...opt(3), level: 'warning' },
        { ...opt(4), level: 'warning', message: /IPC namespace/ },
        { ...opt(5), level: 'warning', message: /root in the container is root on the host/ },
      ],
    },
    {
      name: 'security options',
      files: { '.mcp.json': run('--security-opt', 'seccomp=unconfined', '--security-opt=apparmor:unconfined', '--security-opt', 'label=disable') },
      errors: [
        { ...opt(1, 18), level: 'warning', message: /--security-opt seccomp=unconfined, which turns off the seccomp filter/ },
        { ...opt(2), level: 'warning', message: /AppArmor/ },
        { ...opt(4), level: 'warning', message: /SELinux/ },
      ],
    },
    {
      name: 'the docker socket, read-only or not',
      files: { '.mcp.json': run('-v', '/var/run/docker.sock:/var/run/docker.sock', '--volume=/run/docker.sock:/run/docker.sock:ro') },
      errors: [
        { ...opt(1, 41), level: 'error', message: /-v \/var\/run\/docker\.sock:\/var\/run\/docker\.sock, which mounts the container engine's socket/ },
        { ...opt(2), level: 'error', message: /read-only does not help/ },
      ],
    },
    {
      name: 'the root file system, even read-only',
      files: { '.mcp.json': run('-v', '/:/host:ro') },
      errors: [{ ...opt(1, 10), level: 'error', message: /mounts the host's whole file system \(read-only\)/ }],
    },
    {
      name: 'home folders: read-write is an error, read-only a warning',
      files: { '.mcp.json': run('-v', '${HOME}:/root', '-v', '$HOME:/home/me:ro', '-v', '/Users/jane/:/h', '-v', 'C:\\Users\\jane:/data', '-v', '~:/home') },
      errors: [
        { ...opt(1), level: 'error', message: /mounts a whole home folder \(\$\{HOME\}, read-write\): SSH keys, cloud credentials and tokens, and shell start-up files/ },
        { ...opt(3), level: 'warning', message: /\(\$HOME, read-only\)/ },
        { ...opt(5), level: 'error', message: /\(\/Users\/jane, read-write\)/ },
        { ...opt(7), level: 'error', message: /\(C:\/Users\/jane, read-write\)/ },
        { ...opt(9), level: 'error' },
      ],
    },
    {
      name: 'the default of a variable is what is mounted wherever nobody set it',
      files: { '.mcp.json': run('-v', '${DATA:-$HOME}:/data', '-v', '${KEYS:-~/.ssh}:/keys:ro') },
      errors: [
        { ...opt(1), level: 'error', message: /mounts a whole home folder \(\$HOME whenever DATA is not set, read-write\)/ },
        { ...opt(3), level: 'warning', message: /mounts a credentials folder \(~\/\.ssh whenever KEYS is not set, read-only\)/ },
      ],
    },
    {
      name: 'credential folders',
      files: { '.mcp.json': run('-v', '~/.ssh:/root/.ssh:ro', '-v', '/home/me/.aws:/root/.aws', '-v', '$HOME/.config/gcloud:/gcloud:ro', '-v', '${HOME}/.kube/config:/kube') },
      errors: [
        { ...opt(1), level: 'warning', message: /mounts a credentials folder \(~\/\.ssh, read-only\)/ },
        { ...opt(3), level: 'error', message: /read and replace these keys/ },
        { ...opt(5), level: 'warning' },
        { ...opt(7), level: 'error' },
      ],
    },
    {
      name: '--mount bind of /etc (read-only) and of / (short keys)',
      files: { '.mcp.json': run('--mount', 'type=bind,source=/etc,target=/host-etc,readonly', '--mount=type=bind,src=/,dst=/host') },
      errors: [
        { ...opt(1), level: 'warning', message: /--mount type=bind,source=\/etc,target=\/host-etc,readonly, which mounts the host's \/etc \(read-only\)/ },
        { ...opt(2), level: 'error' },
      ],
    },
    {
      name: 'a cluster -itv takes the next element',
      files: { '.mcp.json': claude(['run', '-itv', '/:/host', 'mcp/tool:1.2.0']) },
      errors: [{ line: 8, column: 10, endColumn: 17, message: /docker run -v \/:\/host/ }],
    },
    {
      name: 'inside a shell string, each at its word',
      files: { '.mcp.json': claude(['-c', 'exec docker run --rm -i --privileged -v /var/run/docker.sock:/var/run/docker.sock mcp/tool:1'], 'bash') },
      errors: [{ line: 7, column: 34, endColumn: 46 }, { line: 7, column: 50, endColumn: 91 }],
    },
    {
      name: 'podman, in Codex TOML',
      files: { '.codex/config.toml': '[mcp_servers.box]\ncommand = "podman"\nargs = ["run", "-i", "--privileged", "quay.io/x/y:1"]\n' },
      errors: [{ line: 3, column: 23, endColumn: 35, message: /^server "box" starts its container with podman run --privileged/ }],
    },
  ],
});

describe('mountDanger', () => {
  it('classifies mount sources', () => {
    const level = (source: string, ro = false) => mountDanger(source, ro)?.level;
    expect(level('/')).toBe('error');
    expect(level('C:\\')).toBe('error');
    expect(level('/run')).toBe('error');
    expect(level('/run/user/1000/podman/podman.sock', true)).toBe('error');
    expect(level('//./pipe/docker_engine')).toBe('error');
    expect(level('/home')).toBe('error');
    expect(level('/root', true)).toBe('warning');
    expect(level('/mnt/c/Users/me/.ssh')).toBe('error');
    expect(level('%USERPROFILE%', true)).toBe('warning');
    expect(level('${userHome}/.docker')).toBe('error');
    expect(level('/home/me/code')).toBeUndefined();
    expect(level('/etc/ssl/certs', true)).toBeUndefined();
    expect(level('/rootfs')).toBeUndefined();
    expect(level('data')).toBeUndefined();
  });
});
