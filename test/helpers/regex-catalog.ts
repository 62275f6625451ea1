/**
 * Every regular expression the scanner runs on scanned text, read from the code itself: regex literals and
 * `new RegExp(...)` / `RegExp(...)` calls in `src/` and `rules/`, plus the token formats of `rules/token-formats.json`.
 *
 * A `new RegExp` argument is folded at test time when it is built from literals: strings, templates (`String.raw`
 * too), `+`, `[...].join(sep)`, file-level constants (imported ones too), the `.source` of a constant regex, and calls
 * of file-level arrow functions with foldable arguments (`prog('curl|wget')`). A `new RegExp` inside a function that takes the pattern as a parameter
 * (`pathMatcher(pattern)`) is folded once per call site whose arguments fold. What cannot be folded is returned as
 * `unresolved`, so that the test can hold the list of such sites to the ones it knows and explains.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { ROOT } from './worktree.js';

export interface CatalogRegex {
  /** `src/engine/filter.ts:12`, `rules/token-formats.json#jwt` */
  where: string;
  source: string;
  flags: string;
}

export interface Catalog {
  regexes: CatalogRegex[];
  /** `new RegExp` sites whose pattern is not known before run time */
  unresolved: string[];
}

function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

type Bindings = ReadonlyMap<string, string>;

/** What one file declares at its top level: constants and functions, by name, and what it imports from where. */
interface FileScope {
  consts: Map<string, ts.Expression>;
  functions: Map<string, ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression>;
  imports: Map<string, { file: string; name: string }>;
  /** every project file's scope, for imported constants */
  project: Map<string, FileScope>;
}

function scopeOf(file: string, sf: ts.SourceFile, project: Map<string, FileScope>): FileScope {
  const scope: FileScope = { consts: new Map(), functions: new Map(), imports: new Map(), project };
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')) {
      const from = posix.normalize(posix.join(posix.dirname(file), statement.moduleSpecifier.text)).replace(/\.js$/, '.ts');
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) scope.imports.set(el.name.text, { file: from, name: (el.propertyName ?? el.name).text });
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name) scope.functions.set(statement.name.text, statement);
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      const init = decl.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) scope.functions.set(decl.name.text, init);
      else scope.consts.set(decl.name.text, init);
    }
  }
  return scope;
}

/** The single expression a function returns, if its body is that simple. */
function returnedExpression(fn: ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression): ts.Expression | undefined {
  if (!fn.body) return undefined;
  if (!ts.isBlock(fn.body)) return fn.body;
  const [only] = fn.body.statements;
  return fn.body.statements.length === 1 && only && ts.isReturnStatement(only) ? only.expression : undefined;
}

function isStringRaw(tag: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(tag) && tag.expression.getText() === 'String' && tag.name.text === 'raw';
}

/** The string value of `expr` if it is built from literals and constants only. */
function fold(expr: ts.Expression, scope: FileScope, env: Bindings, depth = 0): string | undefined {
  if (depth > 50) return undefined;
  const again = (e: ts.Expression, bindings: Bindings = env) => fold(e, scope, bindings, depth + 1);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return again(expr.expression);
  if (ts.isTemplateExpression(expr)) return templateValue(expr, (part) => part.text, again);
  if (ts.isTaggedTemplateExpression(expr) && isStringRaw(expr.tag)) {
    const t = expr.template;
    return ts.isNoSubstitutionTemplateLiteral(t) ? t.rawText : templateValue(t, (part) => part.rawText ?? '', again);
  }
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [again(expr.left), again(expr.right)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isIdentifier(expr)) {
    if (env.has(expr.text)) return env.get(expr.text);
    const found = constantOf(expr.text, scope);
    return found ? fold(found.init, found.scope, new Map(), depth + 1) : undefined;
  }
  // `PATTERN.source` of a constant regex literal (here or imported)
  if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'source' && ts.isIdentifier(expr.expression)) {
    const found = constantOf(expr.expression.text, scope);
    if (found?.init.kind !== ts.SyntaxKind.RegularExpressionLiteral) return undefined;
    const text = found.init.getText();
    return text.slice(1, text.lastIndexOf('/'));
  }
  if (ts.isCallExpression(expr)) return foldCall(expr, scope, again);
  return undefined;
}

/** A constant's initializer and the scope it is declared in, following an import once. */
function constantOf(name: string, scope: FileScope): { init: ts.Expression; scope: FileScope } | undefined {
  const init = scope.consts.get(name);
  if (init) return { init, scope };
  const imported = scope.imports.get(name);
  const target = imported && scope.project.get(imported.file);
  const targetInit = target?.consts.get(imported!.name);
  return target && targetInit ? { init: targetInit, scope: target } : undefined;
}

function templateValue(
  t: ts.TemplateExpression,
  text: (part: ts.TemplateHead | ts.TemplateMiddle | ts.TemplateTail) => string,
  again: (e: ts.Expression) => string | undefined,
): string | undefined {
  let out = text(t.head);
  for (const span of t.templateSpans) {
    const value = again(span.expression);
    if (value === undefined) return undefined;
    out += value + text(span.literal);
  }
  return out;
}

function foldCall(call: ts.CallExpression, scope: FileScope, again: (e: ts.Expression, env?: Bindings) => string | undefined): string | undefined {
  const callee = call.expression;
  // `[a, b, c].join('|')`
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'join' && ts.isArrayLiteralExpression(callee.expression)) {
    const parts = callee.expression.elements.map((e) => again(e));
    const sep = call.arguments[0] ? again(call.arguments[0]) : ',';
    return parts.some((p) => p === undefined) || sep === undefined ? undefined : parts.join(sep);
  }
  if (!ts.isIdentifier(callee)) return undefined;
  const fn = scope.functions.get(callee.text);
  const body = fn && returnedExpression(fn);
  if (!fn || !body) return undefined;
  const bindings = new Map<string, string>();
  for (const [i, param] of fn.parameters.entries()) {
    const arg = call.arguments[i];
    const value = arg ? again(arg) : undefined;
    if (!ts.isIdentifier(param.name) || value === undefined) return undefined;
    bindings.set(param.name.text, value);
  }
  return again(body, bindings);
}

/** The function a node sits in, with its name and parameter names (for folding per call site). */
function enclosingFunction(node: ts.Node): { name: string; params: string[] } | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) && n.name) return { name: n.name.text, params: n.parameters.map((p) => p.name.getText()) };
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name)) {
      return { name: n.parent.name.text, params: n.parameters.map((p) => p.name.getText()) };
    }
  }
  return undefined;
}

interface Parsed { file: string; sf: ts.SourceFile; scope: FileScope }

/** Every call `name(...)` in the project files. */
function callsOf(name: string, files: Parsed[]): { call: ts.CallExpression; file: Parsed }[] {
  const out: { call: ts.CallExpression; file: Parsed }[] = [];
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) out.push({ call: node, file });
      ts.forEachChild(node, visit);
    };
    visit(file.sf);
  }
  return out;
}

function regexCall(node: ts.Node): ts.NewExpression | ts.CallExpression | undefined {
  if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') return node;
  return undefined;
}

/** The patterns of one `new RegExp(...)` site: folded directly, or once per call site of its enclosing function. */
function foldRegexCall(node: ts.NewExpression | ts.CallExpression, file: Parsed, files: Parsed[]): { source: string; flags: string; where: string }[] | undefined {
  const [patternArg, flagsArg] = node.arguments ?? [];
  if (!patternArg) return undefined;
  const at = `${file.file}:${file.sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const attempt = (env: Bindings) => {
    const source = fold(patternArg, file.scope, env);
    const flags = flagsArg ? fold(flagsArg, file.scope, env) : '';
    return source === undefined || flags === undefined ? undefined : { source, flags };
  };
  const direct = attempt(new Map());
  if (direct) return [{ ...direct, where: at }];
  const fn = enclosingFunction(node);
  if (!fn) return undefined;
  const sites = callsOf(fn.name, files);
  const out = [];
  for (const { call, file: callFile } of sites) {
    const env = new Map<string, string>();
    fn.params.forEach((param, i) => {
      const arg = call.arguments[i];
      const value = arg ? fold(arg, callFile.scope, new Map()) : undefined;
      if (value !== undefined) env.set(param, value);
    });
    const folded = attempt(env);
    if (!folded) return undefined;
    out.push({ ...folded, where: `${at} via ${callFile.file}:${callFile.sf.getLineAndCharacterOfPosition(call.getStart()).line + 1}` });
  }
  return out.length ? out : undefined;
}

/** Every regex of the project's source, and the token formats. */
export function regexCatalog(): Catalog {
  const project = new Map<string, FileScope>();
  const files: Parsed[] = [...tsFiles('src'), ...tsFiles('rules')].map((file) => {
    const sf = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const scope = scopeOf(file, sf, project);
    project.set(file, scope);
    return { file, sf, scope };
  });
  const regexes: CatalogRegex[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText();
        const slash = text.lastIndexOf('/');
        regexes.push({ where: `${file.file}:${file.sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, source: text.slice(1, slash), flags: text.slice(slash + 1) });
      }
      const call = regexCall(node);
      if (call) {
        const folded = foldRegexCall(call, file, files);
        if (folded) regexes.push(...folded);
        else unresolved.push(`${file.file}: ${call.getText().slice(0, 80)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file.sf);
  }
  const formats = JSON.parse(readFileSync(join(ROOT, 'rules/token-formats.json'), 'utf8')) as { formats: { id: string; pattern: string; flags?: string }[] };
  for (const f of formats.formats) regexes.push({ where: `rules/token-formats.json#${f.id}`, source: f.pattern, flags: `${f.flags ?? ''}g` });
  // The prefilter (src/analysis/secret-formats.ts): one alternation of every format per flag set, tested once per string.
  const byFlags = new Map<string, string[]>();
  for (const f of formats.formats) byFlags.set(f.flags ?? '', [...(byFlags.get(f.flags ?? '') ?? []), `(?:${f.pattern})`]);
  for (const [flags, sources] of byFlags) regexes.push({ where: `rules/token-formats.json (prefilter, flags "${flags}")`, source: sources.join('|'), flags });
  return { regexes, unresolved };
}
