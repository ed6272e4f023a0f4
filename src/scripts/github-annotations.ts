import path from 'node:path';
import { error, warning, type AnnotationProperties } from '@actions/core';
import { problemIn } from '../checker/format';
import type { Problem } from '../screen/types';

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
  // GitHub wants each file's path from the repository's root, where the workflow runs.
  const folder = path.relative(process.cwd(), schemasDir).split(path.sep).join('/') || '.';
  for (const p of result.problems) error(...annotationOf(problemIn(p, folder)));
  for (const w of result.warnings) warning(...annotationOf(problemIn(w, folder)));
}

function annotationOf(problem: Problem): [string, AnnotationProperties] {
  const { file, line, column } = problem;
  return [problem.message, { file, startLine: line, startColumn: column }];
}

/** An annotation as GitHub reads it from a workflow command. */
export type Annotation = {
  level: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  message: string;
};

const WORKFLOW_COMMAND = /^::(error|warning) (.*?)::(.*)$/;

/** GitHub's escapes undone in one pass, so an escaped `%` stays what it was (`%252C` is `%2C`). */
const unescape = (text: string) =>
  text.replace(/%(25|0D|0A|3A|2C)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** What GitHub shows for one line the checker printed, or undefined for a line that is no annotation. */
export function readAnnotation(printed: string): Annotation | undefined {
  const [, level, properties = '', message = ''] = WORKFLOW_COMMAND.exec(printed) ?? [];
  if (level !== 'error' && level !== 'warning') return undefined;
  const values = new Map(
    properties.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), unescape(pair.slice(at + 1))] as const;
    }),
  );
  return {
    level,
    file: values.get('file') ?? '',
    line: Number(values.get('line')),
    column: Number(values.get('col')),
    message: unescape(message),
  };
}
