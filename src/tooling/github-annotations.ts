import path from 'node:path';
import { error, warning, type AnnotationProperties } from '@actions/core';
import type { Problem } from '../shared/screen-files/types';

/** GitHub sets `GITHUB_ACTIONS=true` in every step of a workflow run, and nowhere else. */
export function inGitHubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true';
}

/**
 * Each problem as a workflow command (`::error file=…,line=…,col=…::message`,
 * `::warning` for a warning), which a pull request shows on the line it names.
 * @actions/core writes them to stdout, escaped as GitHub reads them.
 */
export function printAnnotations(
  result: { problems: readonly Problem[]; warnings: readonly Problem[] },
  schemasDir: string,
): void {
  for (const p of result.problems) error(p.message, placeOf(p, schemasDir));
  for (const w of result.warnings) warning(w.message, placeOf(w, schemasDir));
}

/** The checker names every file `schemas/<name>`; GitHub wants its path from the repository's root. */
function placeOf(problem: Problem, schemasDir: string): AnnotationProperties {
  const name = problem.file.replace(/^schemas\//, '');
  const file = path.relative(process.cwd(), path.join(schemasDir, name)).split(path.sep).join('/');
  return { file, startLine: problem.line, startColumn: problem.column };
}
