import { compileError, knownFormats } from './compile';
import { isObject } from '../kernel/is-object';
import type { Node } from 'jsonc-parser';
import { JsonSource } from './json-source';
import { MAX_ENUM_VALUES, MAX_FIELDS, MAX_LIST_ITEMS } from './limits';
import { checkAgainstMetaSchema } from './meta-check';
import { bundleSchema, type Located, type SchemaDoc } from './refs';
import { walkSchema } from './schema-walk';
import { findCustomCheckProblems } from '../screen/validation/custom-checks';
import { checkOpening } from './opening-rules';
import { checkFieldReferences } from './screen-rules';
import { checkLogic } from './logic-rules';
import { checkLayout } from './layout-rules';
import { checkFileFields } from './file-rules';
import { withPatternLengths } from './regex';
import { checkSecretFields } from './secret-rules';
import { checkBudgets } from './budget-rules';
import { checkKindOptions, checkTitleLinks } from './kind-rules';
import { checkUiSchema } from './ui-rules';
import { SHIPPED_LANGUAGES } from '../kernel/i18n/languages';
import { paths } from '../kernel/routes/paths';
import {
  checkTranslation,
  languageName,
  languageProblem,
  translationNameParts,
} from './translation-rules';
import { didYouMean } from './did-you-mean';
import { THEME_FILE_NAME } from './theme-rules';
import { screenNeeds } from './screen-needs';
import { checkOwnersFile, checkResponses } from './responses-rules';
import { keeping, OWNERS_FILE_NAME } from '../screen/responses';
import { hash53 } from '../kernel/hash53';
import type { CheckResult, Problem, ScreenEntry, ScreenFile, SourceFile } from '../screen/types';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a `_*.json` file holds when it is no pieces of forms, so a `$ref` into it is refused. */
function holdsOf(name: string): string | undefined {
  if (name === THEME_FILE_NAME) return 'the look of the app';
  if (name === OWNERS_FILE_NAME) return 'the owners of kept answers';
  if (name.endsWith('.schema.json')) return 'the description of a file for your editor';
  return undefined;
}

/** Routes of the app itself, which no screen may take. */
const RESERVED_ROUTES: readonly string[] = Object.values(paths);

export type CheckOptions = {
  /**
   * What the build at hand is configured with, for `npm run check` and a
   * production build; left out where a missing setting only shows on the
   * screen itself (the dev server, the preview).
   */
  deployment?: { recaptchaSiteKey: boolean; attachmentMaxBytes?: number };
};

/** The files of one send together, unless the build says otherwise (PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES). */
const ATTACHMENT_MAX_BYTES = 51200;

const byPosition = (a: Problem, b: Problem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

/**
 * Checks every file of `schemas/` at once (routes must be unique across
 * screens and `$ref`s reach into `_*.json` files), the one checker behind
 * `npm run check`, the build, the dev server and the preview. Pure: no file
 * system, so it runs in Node and in the browser alike.
 */
export function checkScreenFiles(files: SourceFile[], options: CheckOptions = {}): CheckResult {
  const sources = sourcesOf(files);
  const problems: Problem[] = [];
  const shared = sharedDocs(sources);
  for (const [name, source] of sources) {
    if (name.startsWith('_')) problems.push(...source.problems);
  }
  const owners = checkOwnersFile(sources.get(OWNERS_FILE_NAME));
  problems.push(...owners.problems);
  const walked = new Set<unknown>();
  // Shared files with problems: the form validator's compile would only repeat them, less clearly.
  const brokenShared = new Set<string>();
  for (const [name, source] of sources) {
    if (!name.startsWith('_')) continue;
    const tooBig = sizeProblems(source);
    problems.push(...tooBig);
    if (tooBig.length > 0) brokenShared.add(source.file);
  }
  const screens: ScreenEntry[] = [];
  const screenWarnings: Problem[] = [];
  const translations: Translation[] = [];
  for (const [name, source] of sources) {
    if (name.startsWith('_')) continue;
    const translation = translationNameParts(name);
    if (translation) {
      translations.push({ name, source, ...translation });
      continue;
    }
    const slug = name.slice(0, -'.json'.length);
    if (!SLUG.test(slug)) {
      problems.push(...source.problems);
      problems.push(
        source.problemAt(
          0,
          `the file name "${name}" is not a slug: use lowercase letters, digits and hyphens, like "${suggestSlug(slug)}.json"`,
        ),
      );
      continue;
    }
    screens.push(
      checkScreen(
        slug,
        name,
        source,
        {
          shared,
          walked,
          brokenShared,
          screenWarnings,
          owners: owners.owners,
          attachmentMaxBytes: options.deployment?.attachmentMaxBytes ?? ATTACHMENT_MAX_BYTES,
        },
        (p) => problems.push(p),
      ),
    );
  }
  checkRoutes(screens, sources);
  if (options.deployment) checkDeployment(screens, sources, options.deployment);
  const warnings = [
    ...screenWarnings,
    ...checkTranslations(translations, screens, (p) => problems.push(p)),
  ];
  screens.sort((a, b) => a.route.localeCompare(b.route));
  for (const s of screens) {
    s.problems.sort(byPosition);
    problems.push(...s.problems);
  }
  return {
    screens,
    problems: problems.sort(byPosition),
    warnings: warnings.sort(byPosition),
    owners: owners.owners,
  };
}

function sourcesOf(files: SourceFile[]): Map<string, JsonSource> {
  const sources = new Map<string, JsonSource>();
  for (const f of files) {
    if (f.name.endsWith('.json')) sources.set(f.name, new JsonSource(`schemas/${f.name}`, f.text));
  }
  return sources;
}

/** The `_*.json` files, parsed: what a screen's `$ref`s may reach. */
function sharedDocs(sources: ReadonlyMap<string, JsonSource>): Map<string, SchemaDoc> {
  const shared = new Map<string, SchemaDoc>();
  for (const [name, source] of sources) {
    if (name.startsWith('_') && source.value !== undefined)
      shared.set(name, { name, root: source.value, source, base: [], holds: holdsOf(name) });
  }
  return shared;
}

/** The shared files of `schemas/` made ready for `renderedScreen`, once for many screens' texts. */
export function sharedPieces(files: SourceFile[]): ReadonlyMap<string, SchemaDoc> {
  return sharedDocs(sourcesOf(files.filter((f) => f.name.startsWith('_'))));
}

/**
 * What the form renders from one screen file before any of its rules is checked:
 * the same screen the whole check gives, taken by the same steps (nothing when
 * the file is no JSON object with a schema, or past the limits). The studio's
 * preview renders it on every key; the check, much slower, follows.
 */
export function renderedScreen(
  file: SourceFile,
  shared: ReadonlyMap<string, SchemaDoc>,
): ScreenFile | null {
  const source = new JsonSource(`schemas/${file.name}`, file.text);
  const value = source.value;
  if (source.syntaxProblems.length > 0 || sizeProblems(source).length > 0) return null;
  return isObject(value) && isObject(value.schema) ? withPieces(value, value.schema, shared) : null;
}

/** The screen with its shared pieces copied in and a length on every pattern: what the form renders. */
function withPieces(
  screen: Record<string, unknown>,
  schema: Record<string, unknown>,
  shared: ReadonlyMap<string, SchemaDoc>,
): ScreenFile {
  const bundled = withPatternLengths(bundleSchema(schema, shared)) as ScreenFile['schema'];
  return { ...(screen as ScreenFile), schema: bundled };
}

/** A `<slug>.<language>.json` file of `schemas/`. */
type Translation = { name: string; source: JsonSource; slug: string; language: string };

/**
 * Each translation file against its screen; one without problems joins the
 * screen's entry, so it travels in the screen's chunk. Returns the warnings
 * (texts a language lacks).
 */
function checkTranslations(
  translations: readonly Translation[],
  screens: ScreenEntry[],
  report: (p: Problem) => void,
): Problem[] {
  const warnings: Problem[] = [];
  for (const { name, source, slug, language } of translations) {
    const badLanguage = languageProblem(language, slug);
    if (badLanguage) report(source.problemAt(0, badLanguage));
    const entry = screens.find((s) => s.slug === slug);
    if (!entry) {
      const close = didYouMean(
        slug,
        screens.map((s) => s.slug),
      );
      report(
        source.problemAt(
          0,
          `"${name}" translates the screen file "${slug}.json", which is not in schemas/: ${close ? `did you mean "${close}.json"? Rename this file to "${close}.${language}.json"` : `rename this file to <screen>.${language}.json after the screen it translates`}, or remove it`,
        ),
      );
    }
    const checked = checkTranslation(source, language, entry?.screen ?? null, entry?.file ?? '');
    checked.problems.forEach(report);
    if (!entry || badLanguage || checked.problems.length > 0 || !isObject(source.value)) continue;
    warnings.push(...checked.warnings);
    entry.translations = { ...entry.translations, [language]: source.value };
    entry.languages = [...(entry.languages ?? []), language].sort();
  }
  return warnings;
}

/** What every screen's check shares: the shared files, what of them is walked or broken, and the warnings. */
type ScreenContext = {
  shared: ReadonlyMap<string, SchemaDoc>;
  walked: Set<unknown>;
  brokenShared: Set<string>;
  screenWarnings: Problem[];
  /** The site-wide owners of kept answers (`_owners.json`). */
  owners: readonly string[];
  attachmentMaxBytes: number;
};

function checkScreen(
  slug: string,
  name: string,
  source: JsonSource,
  { shared, walked, brokenShared, screenWarnings, owners, attachmentMaxBytes }: ScreenContext,
  reportElsewhere: (p: Problem) => void,
): ScreenEntry {
  const file = source.file;
  const problems: Problem[] = source.problems;
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
  // Past the limits every later step would only be slow (ajv compares enum values pairwise).
  const tooBig = sizeProblems(source);
  if (tooBig.length > 0) return { ...base, screen: null, problems: [...problems, ...tooBig] };
  if (!isObject(value)) {
    problems.push(
      source.problemAt(0, 'a screen file must be one JSON object: { "title": ..., "schema": ... }'),
    );
    return { ...base, screen: null, problems };
  }
  const screen = value as ScreenFile;
  const schema: unknown = value.schema;
  if (typeof schema === 'boolean') {
    problems.push(
      source.problem(
        ['schema'],
        `"schema" is ${String(schema)}, which makes no form: write the form's fields, like { "type": "object", "properties": { "name": { "type": "string" } } }`,
      ),
    );
  }
  let usable: ScreenFile | null = null;
  if (isObject(schema)) {
    const doc: SchemaDoc = { name, root: schema, source, base: ['schema'] };
    const root: Located = { doc, node: schema, path: ['schema'] };
    walkSchema(root, {
      shared,
      formats: knownFormats(),
      walked,
      warn: (w) => screenWarnings.push(w),
      report: (p) => {
        if (p.file === file) problems.push(p);
        else {
          brokenShared.add(p.file);
          reportElsewhere(p);
        }
      },
    });
    usable = withPieces(value, schema, shared);
    problems.push(...checkFieldReferences(value, root, shared, usable.schema));
    problems.push(...checkLogic(value, root, shared));
    problems.push(...checkLayout(value, root, shared));
    const ui = checkUiSchema(value, root, shared);
    problems.push(...ui.problems);
    screenWarnings.push(...ui.warnings);
    for (const c of findCustomCheckProblems(schema)) {
      problems.push(source.problem(['schema', ...c.path], c.message, { key: true }));
    }
    problems.push(...checkFileFields(value, source, usable.schema));
    problems.push(...checkSecretFields(value, source, usable.schema));
    problems.push(...checkBudgets(value, usable.schema, source));
    problems.push(...checkKindOptions(value, source), ...checkTitleLinks(value, source));
  }
  // The schema walk says more than the draft-07 meta-schema about the same spot ("did you mean").
  const spoken = new Set(problems.map((p) => `${p.line}:${p.column}`));
  problems.push(
    ...checkAgainstMetaSchema(source, value).filter((p) => !spoken.has(`${p.line}:${p.column}`)),
  );
  const opening = checkOpening(value, source);
  problems.push(...opening.problems);
  const kept = checkResponses(value, source, usable, owners, attachmentMaxBytes);
  problems.push(...kept.problems);
  screenWarnings.push(...kept.warnings);
  const sharedBroken = () => [...shared.values()].some((d) => brokenShared.has(d.source.file));
  if (usable && problems.length === 0 && !sharedBroken()) {
    const error = compileError(usable.schema);
    if (error) {
      problems.push(
        source.problem(['schema'], `the schema does not compile: ${error}`, { key: true }),
      );
    }
  }
  return {
    ...base,
    route: typeof screen.path === 'string' ? screen.path : base.route,
    title: typeof screen.title === 'string' ? screen.title : slug,
    description: typeof screen.description === 'string' ? screen.description : undefined,
    order: typeof screen.order === 'number' ? screen.order : undefined,
    hidden: screen.hidden === true,
    access: screen.access === 'signed-in' ? 'signed-in' : 'public',
    ...(opening.times ? { opening: opening.times } : {}),
    screen: usable,
    ...(usable ? { needs: screenNeeds(usable) } : {}),
    version: hash53(source.text).toString(16),
    ...keptSummary(value),
    problems,
  };
}

/** The manifest's part of `responses`: how the screen keeps its answers, never who reads them. */
function keptSummary(value: Record<string, unknown>) {
  const keep = keeping(value);
  if (!keep) return {};
  const { owners: _owners, ...responses } = keep;
  return { responses };
}

/** Each route belongs to one screen and never to a page of the app itself. */
function checkRoutes(screens: ScreenEntry[], sources: ReadonlyMap<string, JsonSource>) {
  const byRoute = new Map<string, ScreenEntry[]>();
  for (const s of screens) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s]);
  for (const s of screens) {
    const source = sources.get(`${s.slug}.json`);
    if (!source) continue;
    const ownPath = isObject(source.value) && typeof source.value.path === 'string';
    const at = (message: string) =>
      s.problems.push(ownPath ? source.problem(['path'], message) : source.problemAt(0, message));
    // A language's pages live under its code (`/fr/contact`), whichever languages _theme.json offers now.
    const prefix = /^\/([^/]*)/.exec(s.route)?.[1] ?? '';
    if ((SHIPPED_LANGUAGES as readonly string[]).includes(prefix)) {
      at(
        `the route "${s.route}" starts with "/${prefix}", where the app puts its pages in ${languageName(prefix)}: ${ownPath ? 'choose another "path"' : 'rename the file or add a "path"'}, like "/my-form"`,
      );
    }
    if (
      RESERVED_ROUTES.includes(s.route) ||
      s.route.startsWith(`${paths.embed}/`) ||
      s.route.startsWith(`${paths.responses}/`)
    ) {
      at(
        `the route "${s.route}" belongs to the app itself: ${ownPath ? 'choose another "path"' : 'rename the file or add a "path"'}, like "/${s.slug === 'preview' || s.slug === 'sign-in' ? `my-${s.slug}` : 'my-form'}"`,
      );
    }
    const others = (byRoute.get(s.route) ?? []).filter((o) => o !== s);
    if (others.length > 0) {
      at(
        `the route "${s.route}" is also used by ${others.map((o) => o.file).join(', ')}: give one of them another "path"`,
      );
    }
  }
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

/** A screen asking for something its build cannot give would fail every person who tries to send. */
function checkDeployment(
  screens: ScreenEntry[],
  sources: ReadonlyMap<string, JsonSource>,
  deployment: NonNullable<CheckOptions['deployment']>,
) {
  for (const s of screens) {
    const source = sources.get(`${s.slug}.json`);
    if (!source || !isObject(source.value) || source.value.captcha !== true) continue;
    if (deployment.recaptchaSiteKey) continue;
    s.problems.push(
      source.problem(
        ['captcha'],
        '"captcha" is on, but this build has no reCAPTCHA site key, so nobody could send: set PUBLIC_RECAPTCHA_SITE_KEY for the build (see README.md), or remove "captcha"',
      ),
    );
  }
}

/**
 * An `enum` longer than MAX_ENUM_VALUES, a `minItems` or `maxItems` over
 * MAX_LIST_ITEMS, and the `properties` where a file
 * passes MAX_FIELDS fields: read off the parsed text, before anything slow.
 */
function sizeProblems(source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  let fields = 0;
  const visit = (node: Node) => {
    if (node.type === 'property') {
      const [key, value] = node.children ?? [];
      const count = value?.children?.length ?? 0;
      if (key?.value === 'enum' && value?.type === 'array' && count > MAX_ENUM_VALUES) {
        problems.push(
          source.problemAt(
            key.offset,
            `"enum" has ${count} values, more than the ${MAX_ENUM_VALUES} a choice may have: no one picks from a list that long; ask for the answer as text with a "pattern" or "format", or split the choice in two`,
          ),
        );
      }
      if (
        (key?.value === 'minItems' || key?.value === 'maxItems') &&
        typeof value?.value === 'number' &&
        value.value > MAX_LIST_ITEMS
      ) {
        problems.push(
          source.problemAt(
            value.offset,
            `"${key.value}" ${value.value} is more than the ${MAX_LIST_ITEMS} items a list may have: the form would draw or accept a list no one fills in, and freeze the page; write at most ${MAX_LIST_ITEMS}`,
          ),
        );
      }
      if (key?.value === 'properties' && value?.type === 'object') {
        const before = fields;
        fields += count;
        if (before <= MAX_FIELDS && fields > MAX_FIELDS) {
          problems.push(
            source.problemAt(
              key.offset,
              `this file has more than ${MAX_FIELDS} fields by here: no one fills in a form that long; split it into several screens`,
            ),
          );
        }
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  if (source.root) visit(source.root);
  return problems;
}
