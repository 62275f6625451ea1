/**
 * @file malformed-tool: a recorded tool, prompt, resource or resource template that breaks the MCP schema, or two of
 * one kind sharing a name (a uri for resources). The probe lists with raw requests and records everything as it came
 * (src/probe/session.ts), but a client built on the official TypeScript SDK parses each list result with a typed
 * schema, and one bad item fails the whole result: `listTools()` throws and the client sees no tool of that server.
 *
 * What is checked is what both SDK generations reject, from their zod schemas (`@modelcontextprotocol/sdk` 1.x
 * `types.js` and `@modelcontextprotocol/core` 2.x: ToolSchema, ToolAnnotationsSchema, ToolExecutionSchema,
 * PromptSchema, PromptArgumentSchema, ResourceSchema, ResourceTemplateSchema, IconSchema, BaseMetadataSchema),
 * which follow `schema.ts` of the 2025-11-25 and 2026-07-28 revisions. Two checks hold only for an entry probed
 * over 2025-11-25 or earlier, because 2026-07-28 relaxed them and SDK 2.x with it: `outputSchema` must have
 * `type: "object"`, and each `inputSchema.properties` value must be an object. A tool with an empty name and names
 * repeated in one list are not rejected by the SDK; the spec asks for tool names of 1 to 128 characters, unique
 * within a server (2025-11-25 server/tools.mdx, Tool names), and a client keyed by name keeps only one of two.
 */
import { currentEntries, lockReport, quoted } from '../src/analysis/locked-servers.js';
import type { LockedItem, LockedKind, Report, Rule } from '../src/model/types.js';

/** A problem with one item: what is wrong, and the field it is in (for the finding's path). */
interface Problem { field: string; text: string }

const KEY: Record<LockedKind, string> = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resourceTemplates' };
const LIST_CALL: Record<LockedKind, string> = { tool: 'listTools()', prompt: 'listPrompts()', resource: 'listResources()', resourceTemplate: 'listResourceTemplates()' };
const NOUN: Record<LockedKind, string> = { tool: 'tool', prompt: 'prompt', resource: 'resource', resourceTemplate: 'resource template' };
/** the field two items of a kind must not share */
const IDENTITY: Record<LockedKind, string> = { tool: 'name', prompt: 'name', resource: 'uri', resourceTemplate: 'uriTemplate' };
const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
const TASK_SUPPORT = new Set(['required', 'optional', 'forbidden']);
/** the first revision in which outputSchema may be any JSON Schema and property schemas any JSON value */
const RELAXED = '2026-07-28';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a JSON value is, for a message: `a number (3)`, `null`, `an array`. */
function what(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `the string ${quoted(v, 30)}`;
  return `${typeof v === 'number' ? 'a number' : 'a boolean'} (${String(v)})`;
}

function check(out: Problem[], field: string, value: unknown, ok: boolean, wanted: string, optional = true): void {
  if ((optional && value === undefined) || ok) return;
  out.push({ field, text: value === undefined ? `"${field}" is missing` : `"${field}" is ${what(value)}, not ${wanted}` });
}

const str = (out: Problem[], d: Record<string, unknown>, field: string, optional = true) => check(out, field, d[field], typeof d[field] === 'string', 'a string', optional);

function icons(out: Problem[], d: Record<string, unknown>): void {
  const v = d.icons;
  const ok = Array.isArray(v) && v.every((i) => isObject(i) && typeof i.src === 'string');
  check(out, 'icons', v, ok, 'a list of objects each with a string "src"');
}

function meta(out: Problem[], d: Record<string, unknown>): void {
  check(out, '_meta', d._meta, isObject(d._meta), 'an object');
}

/** `inputSchema` / `outputSchema`: a JSON Schema object; `type: "object"` where the revision requires it. */
function schema(out: Problem[], d: Record<string, unknown>, field: 'inputSchema' | 'outputSchema', legacy: boolean): void {
  const s = d[field];
  if (field === 'outputSchema' && s === undefined) return;
  if (!isObject(s)) return void check(out, field, s, false, 'a JSON Schema object', false);
  if ((field === 'inputSchema' || legacy) && s.type !== 'object') out.push({ field, text: `"${field}.type" is ${what(s.type)}, not "object"` });
  if (field === 'outputSchema' && !legacy) return;
  const props = s.properties;
  if (props !== undefined && !isObject(props)) out.push({ field, text: `"${field}.properties" is ${what(props)}, not an object` });
  else if (legacy && isObject(props)) {
    const bad = Object.keys(props).find((k) => props[k] === null || typeof props[k] !== 'object');
    if (bad !== undefined) out.push({ field, text: `"${field}.properties" entry ${quoted(bad, 40)} is ${what(props[bad])}, not a schema object` });
  }
  const req = s.required;
  if (req !== undefined && !(Array.isArray(req) && req.every((r) => typeof r === 'string'))) out.push({ field, text: `"${field}.required" is ${what(req)}, not a list of strings` });
}

function toolProblems(d: Record<string, unknown>, legacy: boolean): Problem[] {
  const out: Problem[] = [];
  str(out, d, 'name', false);
  str(out, d, 'title');
  str(out, d, 'description');
  schema(out, d, 'inputSchema', legacy);
  schema(out, d, 'outputSchema', legacy);
  const a = d.annotations;
  if (a !== undefined && !isObject(a)) check(out, 'annotations', a, false, 'an object');
  else if (isObject(a)) {
    if (a.title !== undefined && typeof a.title !== 'string') out.push({ field: 'annotations', text: `"annotations.title" is ${what(a.title)}, not a string` });
    for (const hint of HINTS) {
      if (a[hint] !== undefined && typeof a[hint] !== 'boolean') out.push({ field: 'annotations', text: `"annotations.${hint}" is ${what(a[hint])}, not true or false` });
    }
  }
  const e = d.execution;
  if (e !== undefined && !(isObject(e) && (e.taskSupport === undefined || TASK_SUPPORT.has(e.taskSupport as string)))) {
    out.push({ field: 'execution', text: isObject(e) ? `"execution.taskSupport" is ${what(e.taskSupport)}, not "required", "optional" or "forbidden"` : `"execution" is ${what(e)}, not an object` });
  }
  icons(out, d);
  meta(out, d);
  return out;
}

function promptProblems(d: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  str(out, d, 'name', false);
  str(out, d, 'title');
  str(out, d, 'description');
  const args = d.arguments;
  if (args !== undefined && !Array.isArray(args)) check(out, 'arguments', args, false, 'a list');
  else if (Array.isArray(args)) {
    args.forEach((arg, i) => {
      const bad = !isObject(arg) ? `is ${what(arg)}, not an object` : typeof arg.name !== 'string' ? `has ${arg.name === undefined ? 'no name' : `the name ${what(arg.name)}`}, not a string` : undefined;
      const also = isObject(arg) && ((arg.description !== undefined && typeof arg.description !== 'string') || (arg.required !== undefined && typeof arg.required !== 'boolean'));
      if (bad ?? also) out.push({ field: 'arguments', text: `"arguments[${i}]" ${bad ?? 'has a "description" that is not a string or a "required" that is not true or false'}` });
    });
  }
  icons(out, d);
  meta(out, d);
  return out;
}

function resourceProblems(d: Record<string, unknown>, template: boolean): Problem[] {
  const out: Problem[] = [];
  str(out, d, template ? 'uriTemplate' : 'uri', false);
  str(out, d, 'name', false);
  for (const field of ['title', 'description', 'mimeType']) str(out, d, field);
  if (!template) check(out, 'size', d.size, typeof d.size === 'number', 'a number');
  icons(out, d);
  meta(out, d);
  return out;
}

function problems(item: LockedItem, legacy: boolean): Problem[] {
  if (item.notObject) return [{ field: '', text: `it is ${what(item.notObject.value)}, not an object` }];
  const d = item.definition;
  if (item.kind === 'tool') {
    const out = toolProblems(d, legacy);
    // accepted by the SDK, but a tool no host can name (spec: 1 to 128 characters)
    if (d.name === '') out.push({ field: 'name', text: '"name" is empty' });
    return out;
  }
  return item.kind === 'prompt' ? promptProblems(d) : resourceProblems(d, item.kind === 'resourceTemplate');
}

export const malformedTool: Rule = {
  meta: {
    id: 'malformed-tool',
    level: 'warning',
    description: 'A recorded tool, prompt or resource breaks the MCP schema, or two share a name: the official TypeScript SDK\'s typed listTools() rejects the whole list over one bad item, so a client built on it sees none of the server\'s tools.',
    precision: 'very-high',
    securitySeverity: '3.0',
    tags: ['reliability', 'protocol'],
    fixable: 'none',
    owasp: [],
  },
  checkConfig(file, context) {
    const reports: Report[] = [];
    for (const { server, locked } of currentEntries(file, context)) {
      const legacy = (locked.protocolVersion ?? '') < RELAXED;
      for (const kind of Object.keys(KEY) as LockedKind[]) {
        const items = locked.items.filter((i) => i.kind === kind);
        const first = new Map<string, number>();
        items.forEach((item, index) => {
          // booleans and numbers have no recorded span: the finding points at the item's name, or the item
          const name = item.texts.find((t) => t.key === 'name' && t.path.length === item.path.length + 2);
          const label = `${NOUN[kind]} ${item.name ? `${quoted(item.name, 60)} ` : ''}(${KEY[kind]}[${index}] in the lockfile) of server "${server.name}"`;
          const found = problems(item, legacy);
          if (found.length) {
            const why = found.every((p) => p.text === '"name" is empty')
              ? 'the spec asks for tool names of 1 to 128 characters; a host cannot show or call it by name'
              : `the official TypeScript SDK's typed ${LIST_CALL[kind]} rejects the whole list over it, so a client built on it sees no ${NOUN[kind]}s from this server`;
            const at = { span: name?.span ?? item.span, path: found[0]!.field ? [...item.path, 'definition', found[0]!.field] : item.path };
            reports.push(lockReport(file, context, server, at, `${label} is malformed: ${found.map((p) => p.text).join('; ')}; ${why}`));
          }
          const id = item.definition[IDENTITY[kind]];
          if (typeof id !== 'string' || id === '') return;
          const twin = first.get(id);
          if (twin === undefined) first.set(id, index);
          else {
            reports.push(lockReport(file, context, server, { span: name?.span ?? item.span, path: item.path },
              `${label} has the same ${IDENTITY[kind]} as ${KEY[kind]}[${twin}]; a client that keys ${NOUN[kind]}s by ${IDENTITY[kind]} keeps one of the two, and a call meant for one can reach the other`));
          }
        });
      }
    }
    return reports;
  },
};
