/** @file invalid-config: a file its host could not load, or an entry it would reject or misread. */
import type { Rule } from '../src/model/types.js';

export const MAX_PROBLEMS_PER_FILE = 50;

export const invalidConfig: Rule = {
  meta: {
    id: 'invalid-config',
    level: 'error',
    description: 'A config file or server entry that the host cannot load: syntax errors, comments in strict JSON, wrong types, missing command or url.',
    precision: 'very-high',
    securitySeverity: '2.0',
    tags: ['security', 'correctness'],
    fixable: 'none',
    owasp: [],
  },
  checkConfig: (file) => {
    // A damaged minified file can hold thousands of errors; after the first ones, one line says how many more.
    const shown = file.problems.slice(0, MAX_PROBLEMS_PER_FILE).map((problem) => ({
      message: problem.message,
      span: problem.span,
      path: problem.path ?? [],
      level: problem.level,
    }));
    const rest = file.problems.length - shown.length;
    if (rest > 0) {
      const last = file.problems[MAX_PROBLEMS_PER_FILE]!;
      shown.push({ message: `${rest} more problem${rest === 1 ? '' : 's'} in this file, not listed`, span: last.span, path: ['(more)'], level: undefined });
    }
    return shown;
  },
};
