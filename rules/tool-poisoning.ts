/**
 * @file tool-poisoning: instructions aimed at the model in what a server serves — a tool's, prompt's or resource's
 * description, title, schema text, or the server's instructions — as recorded in the tools lockfile by
 * `mcp-audit probe`. These texts enter the model's context and the model obeys them; the user never sees them.
 *
 * Shapes (probe.md §1.7; Invariant Labs' tool-poisoning write-up and the peers' rules it cites): `<IMPORTANT>`-style
 * pseudo-tags, "ignore previous instructions", hiding something from the user, reading credential or config files,
 * coercing the order of tool calls, a side-channel parameter (`sidenote`) that asks for data, hidden Unicode, long
 * encoded blobs, and descriptions far longer than a tool needs. Each pattern is specific enough to stay quiet on the
 * plain descriptions of public servers (see test/tools-lock-rules.test.ts).
 */
import { currentEntries, lockReport, quoted } from '../src/analysis/locked-servers.js';
import type { LockedText, Report, Rule } from '../src/model/types.js';
import { describeRun, hiddenRuns } from './hidden-unicode/chars.js';

interface Pattern {
  what: string;
  test: (text: LockedText) => RegExpExecArray | null | boolean;
}

const CREDENTIAL_PATH = /(?:~\/\.ssh\b|\.ssh\/|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws\/credentials|~\/\.aws\b|(?:^|[\s'"`(/])\.env\b|\bmcp\.json\b|\.cursor\/|\.claude\.json|\.codex\/config\.toml|\.netrc\b|\.npmrc\b|\.git-credentials|\.docker\/config\.json|\bkeychain\b|\.kube\/config|\.gnupg\b)/i;
const READ_VERB = /\b(?:read|cat|open|load|include|pass|send|attach|provide|upload|copy|extract|contents?\s+of)\b/i;
const SIDE_CHANNEL_PARAMS = new Set(['sidenote', 'side_note', 'sidechannel', 'note', 'notes', 'context', 'metadata', 'debug', 'extra', 'feedback', 'annotation']);
const ASKS_FOR_DATA = /\b(?:content|contents|full text|secret|secrets|token|tokens|api[ _-]?keys?|password|passwords|credentials?|private key|conversation|chat history|system prompt|previous messages|environment variables)\b/i;

const PATTERNS: Pattern[] = [
  {
    what: 'a pseudo-tag that marks text as instructions for the model',
    test: (t) => /<\s*\/?\s*(?:important|system|instructions?|override|priority|secret|hidden|admin|critical|assistant_?only)\s*>/i.exec(t.value),
  },
  {
    what: 'an instruction to ignore earlier instructions',
    test: (t) => /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|preceding|other|system)\s+(?:instructions|prompts?|rules|directions|guidelines)\b/i.exec(t.value),
  },
  {
    what: 'an instruction to keep something from the user',
    test: (t) => /\b(?:do\s+not|don'?t|never|without)\s+(?:tell|telling|mention|mentioning|inform|informing|notify|notifying|disclose|disclosing|reveal|revealing|alert|alerting|show|showing|let)\b[^.\n]{0,40}?\b(?:user|human|them)\b/i.exec(t.value)
      ?? /\b(?:the\s+)?user\s+(?:must|should|does|need)\s*(?:not|n't)\s+(?:know|see|be\s+told|notice|find\s+out)\b/i.exec(t.value),
  },
  {
    what: 'an instruction to read a credential or config file',
    test: (t) => {
      const m = CREDENTIAL_PATH.exec(t.value);
      return m && READ_VERB.test(t.value) ? m : null;
    },
  },
  {
    what: 'an instruction about the order of tool calls that coerces the model',
    test: (t) => /\b(?:before|instead\s+of)\s+(?:using|calling|invoking|running)\s+any\s+other\s+tools?\b/i.exec(t.value)
      ?? /\botherwise\s+(?:the|this)\s+(?:tool|server|system)\s+will\s+(?:not\s+work|fail|crash)\b/i.exec(t.value)
      ?? /\b(?:very\s+){1,3}important\s*[:!]/i.exec(t.value),
  },
  {
    what: 'a parameter that asks the model for data it has no reason to send',
    test: (t) => t.key === 'description' && SIDE_CHANNEL_PARAMS.has(String(t.path.at(-2)).toLowerCase()) && ASKS_FOR_DATA.test(t.value),
  },
  {
    what: 'a long encoded blob',
    test: (t) => !t.path.includes('icons') && /(?:[A-Za-z0-9+/]{160,}={0,2}|\b[0-9a-fA-F]{256,}\b)/.exec(t.value),
  },
];

/** Longer than any plain description of a public server seen (the longest ran to about 2,500 characters). */
const MAX_DESCRIPTION = 6000;
const MAX_INSTRUCTIONS = 20000;

function textReports(text: LockedText, report: (message: string, level?: Report['level']) => void, what: string): void {
  // one finding per text, naming every shape found in it: a poisoned description is one problem, not five
  const shapes: string[] = [];
  for (const pattern of PATTERNS) {
    const m = pattern.test(text);
    if (m) shapes.push(`${pattern.what} (${m === true ? quoted(text.value) : quoted(m[0])})`);
  }
  const hidden = hiddenRuns(text.value)[0];
  if (hidden) shapes.push(`hidden characters (${describeRun(hidden.codePoints)})`);
  if (shapes.length) report(`${what} holds ${shapes.join('; ')}: the model reads this as an instruction, the user never sees it`);
  const max = text.key === 'instructions' ? MAX_INSTRUCTIONS : MAX_DESCRIPTION;
  if ((text.key === 'description' || text.key === 'instructions') && text.value.length > max) {
    report(`${what} is ${text.value.length} characters long: padding like this can carry instructions past a reviewer`, 'warning');
  }
}

export const toolPoisoning: Rule = {
  meta: {
    id: 'tool-poisoning',
    level: 'error',
    description: 'A recorded tool, prompt or resource definition (or a server\'s instructions) holds instructions aimed at the model: hidden tags, "ignore previous instructions", secrecy towards the user, reading credential files.',
    precision: 'high',
    securitySeverity: '8.8',
    tags: ['security', 'tool-poisoning', 'prompt-injection'],
    fixable: 'none',
    owasp: ['MCP03:2025', 'MCP06:2025'],
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    for (const { server, locked } of currentEntries(file, context)) {
      const texts: { text: LockedText; what: string }[] = [];
      if (locked.instructions) texts.push({ text: locked.instructions, what: `the instructions of server "${server.name}"` });
      for (const item of locked.items) {
        for (const text of item.texts) texts.push({ text, what: `the ${text.key === 'property-name' ? 'parameter name' : text.key || 'text'} of ${item.kind} "${item.name}" of server "${server.name}"` });
      }
      for (const { text, what } of texts) {
        textReports(text, (message, level) => reports.push(lockReport(file, context, server, text, message, level ? { level } : {})), what);
      }
    }
    return reports;
  },
};
