/** @file invalid-config: a file its host could not load, or an entry it would reject or misread. */
import type { Rule } from '../src/types.js';

export const invalidConfig: Rule = {
  meta: {
    id: 'invalid-config',
    level: 'error',
    description: 'A config file or server entry that the host cannot load: syntax errors, comments in strict JSON, wrong types, missing command or url.',
    precision: 'very-high',
    securitySeverity: '2.0',
    tags: ['security', 'correctness'],
    fixable: 'none',
  },
  checkConfig: (file) => file.problems.map((problem) => ({
    message: problem.message,
    span: problem.span,
    path: problem.path ?? [],
    level: problem.level,
  })),
};
