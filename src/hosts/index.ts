/** Every supported host; discovery asks each in turn whether a path is one of its config files. */
import { claudeCode } from './claude-code.js';
import { codex } from './codex.js';
import type { Host } from './host.js';
import { vscode } from './vscode.js';

export const hosts: Host[] = [claudeCode, vscode, codex];
