/**
 * What the command line talks to: the current directory, the environment and the two output streams. bin.ts gives
 * the process's; tests give fakes. Its own module so that main and the runners it calls can all name it without
 * importing each other.
 */
export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdoutIsTty: boolean;
  /** stdin's bytes, for `-` (default: file descriptor 0) */
  readStdin?: () => Buffer;
  /** asks a yes/no question on the terminal (`mcp-audit probe`); undefined, without asking, when stdin and stderr are not one */
  confirm?: (question: string) => Promise<boolean | undefined>;
}
