import { JsonSource } from './json-source';
import type { CheckResult, Problem, ScreenEntry, ScreenFile, SourceFile } from './types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Routes of the app itself, which no screen may take. */
export const RESERVED_ROUTES = ['/', '/sign-in', '/preview'];

const byPosition = (a: Problem, b: Problem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

/**
 * Checks every file of `schemas/` at once (routes must be unique across
 * screens and `$ref`s reach into `_*.json` files), the one checker behind
 * `npm run check`, the build, the dev server and the preview.
 */
export function checkScreenFiles(files: SourceFile[]): CheckResult {
  const sources = new Map<string, JsonSource>();
  for (const f of files) {
    if (f.name.endsWith('.json')) sources.set(f.name, new JsonSource(`schemas/${f.name}`, f.text));
  }
  const problems: Problem[] = [];
  const screens: ScreenEntry[] = [];
  for (const [name, source] of sources) {
    problems.push(...source.syntaxProblems);
    if (name.startsWith('_')) continue;
    const slug = name.slice(0, -'.json'.length);
    if (!SLUG.test(slug)) {
      problems.push(
        source.problemAt(
          0,
          `the file name "${name}" is not a slug: use lowercase letters, digits and hyphens, like "${suggestSlug(slug)}.json"`,
        ),
      );
      continue;
    }
    screens.push(checkScreen(slug, source));
  }
  screens.sort((a, b) => a.route.localeCompare(b.route));
  for (const s of screens) problems.push(...s.problems);
  return { screens, problems: problems.sort(byPosition) };
}

function checkScreen(slug: string, source: JsonSource): ScreenEntry {
  const file = source.file;
  const problems: Problem[] = [];
  const value = source.value;
  const base = {
    slug,
    file,
    route: `/${slug}`,
    title: slug,
    hidden: false,
    access: 'public' as const,
  };
  if (source.syntaxProblems.length > 0) return { ...base, screen: null, problems };
  if (!isRecord(value)) {
    problems.push(
      source.problemAt(0, 'a screen file must be one JSON object: { "title": ..., "schema": ... }'),
    );
    return { ...base, screen: null, problems };
  }
  const screen = value as ScreenFile;
  return {
    ...base,
    route: typeof screen.path === 'string' ? screen.path : base.route,
    title: typeof screen.title === 'string' ? screen.title : slug,
    description: typeof screen.description === 'string' ? screen.description : undefined,
    order: typeof screen.order === 'number' ? screen.order : undefined,
    hidden: screen.hidden === true,
    access: screen.access === 'signed-in' ? 'signed-in' : 'public',
    screen: isRecord(screen.schema) ? screen : null,
    problems,
  };
}

function suggestSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'my-screen'
  );
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
