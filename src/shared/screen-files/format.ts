import type { Problem } from './types';

/** `schemas/<file>:<line>:<column> <message>`: the form editors and terminals turn into a link. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column} ${p.message}`;
}
