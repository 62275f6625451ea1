/**
 * What the launch analysis reports (a `Launch`, with its `DockerRun` and `EnvAssignment`s) and the context a wrapper
 * hands on to the command it runs.
 *
 * A module of its own so that the wrapper and runner modules, which build these, and `launch.ts`, which dispatches to
 * them, all import the types from below rather than from one another.
 */
import type { Span } from '../model/types.js';
import type { Ecosystem, PackageRef } from './package-spec.js';
import type { Token } from './shell.js';

export type Runner =
  | 'npx' | 'npm exec' | 'bunx' | 'pnpm dlx' | 'yarn dlx'
  | 'uvx' | 'uv tool run' | 'uv run' | 'pipx run'
  | 'docker run' | 'podman run' | 'nerdctl run' | 'finch run';

/** A variable set for the launched process: `docker run -e NAME=value`, `env NAME=value`, `NAME=value npx …`. */
export interface EnvAssignment {
  name: string;
  /** undefined for `docker run -e NAME` (taken from the caller's environment) */
  value: string | undefined;
  token: Token;
  /** source span of the value, when there is one */
  valueSpan?: Span;
}

export interface DockerRun {
  /** the image token (same as the launch's `package.token`) */
  image: Token;
  /** the image as written, without tag and digest */
  repository: string;
  /** '' when none */
  tag: string;
  /** `sha256:…`, '' when none */
  digest: string;
  /** `-e` / `--env` */
  env: EnvAssignment[];
  /** `--env-file` values */
  envFiles: Token[];
}

export interface Launch {
  runner: Runner;
  ecosystem: Ecosystem;
  /** the word naming the runner's program, as written (`npx`, `/usr/local/bin/npx`, `docker`, `uv`) */
  command: Token;
  /** what is fetched and run */
  package: PackageRef;
  /** further packages the runner fetches and puts on the PATH (`npx -p a -p b cmd`: the ones not chosen as `package`) */
  extraPackages: PackageRef[];
  /** the command run when it is named apart from the package: `npx -p pkg <bin>`, `uvx --from spec <bin>`, `pipx run --spec spec <bin>` */
  bin?: Token;
  /** every option token given to the runner before the package (flags and their values) */
  runnerOptions: Token[];
  /** the words after the package (or after `bin`): the server's own arguments; for docker, the container's command */
  args: Token[];
  /** wrappers around the launch, outermost first: `cmd /c`, `bash -c`, `wsl`, `env`, `exec` */
  wrappers: string[];
  /** variables set by wrappers (`env A=1 npx …`, `A=1 npx …` inside a shell string) */
  env: EnvAssignment[];
  /** false when the runner is told not to download (`npx --no-install pkg`): it runs only what is installed */
  fetches: boolean;
  /** docker/podman details */
  docker?: DockerRun;
}

/** What a wrapper hands on to the command it runs. */
export interface LaunchContext {
  /** the wrappers around the command so far, outermost first */
  wrappers: string[];
  /** variables set so far by wrappers and `NAME=value` prefixes */
  env: EnvAssignment[];
  /** wrappers nested so far: bounded, so that `sh -c 'sh -c …'` ends */
  depth: number;
  /**
   * analyses the words a wrapper runs as a command of its own: handed down rather than imported, so that the wrapper
   * module does not import `launch.ts` back
   */
  analyze: (words: Token[], ctx: LaunchContext, splitHead: boolean) => Launch[];
}
