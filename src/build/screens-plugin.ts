import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { Plugin as VitePlugin } from 'vitest/config';
import { markdownToSafeHtml } from '../checker/markdown';
import { formatProblem, problemIn } from '../checker/format';
import type { CheckResult, Problem, ScreenEntry, ScreenTranslation } from '../screen/types';
import type { SummaryTexts } from '../screen/manifest';
import { PART_SOURCES } from '../form/perf/part-sources';
import { partsFor, type PartName } from '../form/perf/parts';
import type { CheckOptions } from '../checker/check';
import type { ThemeFile } from '../kernel/theme/theme-file';
import { paths } from '../kernel/routes/paths';
import { escapeHtml } from './escape-html';
import { checkSchemasDir, failureMessage, folderFrom, plainError } from './schemas-dir';
import { rulesFileOf, writeRulesFile } from './rules-file';
import { muiVarsCode, themeCss } from './theme-css';
import { screenValidatorCode } from './validator-code';
import { CATALOGUES_DIR, catalogueCode } from './catalogues';
import {
  generatedAlias,
  generatedViteAlias,
  isGenerated,
  screenModuleId,
  screenTranslationId,
} from './generated-modules';
import { WORD_PARTS } from '../kernel/i18n/word-parts';

const MANIFEST = isGenerated('screen-manifest');
const DESCRIPTIONS = isGenerated('screen-descriptions');
const SCREEN_MODULE = isGenerated('screen-module');
const TRANSLATION_MODULE = isGenerated('screen-translation');
const THEME_FILE = isGenerated('theme-file');
const THEME_CSS = isGenerated('theme-vars.css');
const MUI_VARS = isGenerated('mui-vars');
const CATALOGUE = isGenerated('catalogue');
const PERF_DIR = path.resolve(import.meta.dirname, '../form/perf');
const CARRIED_PARTS = path.join(PERF_DIR, 'carried-parts.ts');

/** What a screen chunk imports for a part: a package, or the app's own file (part-sources.ts). */
export function partModule(name: PartName): string {
  const { module } = PART_SOURCES[name];
  return module.startsWith('.') ? path.resolve(PERF_DIR, module) : module;
}

/**
 * The checked `_theme.json`: a module of its own, so a change to the look reloads only it.
 * In development it takes its own update: a page reloads to show the new look, as with the
 * manifest (src/app/studio-keeps-page.ts), but the studio keeps its page and its unsaved
 * work, its preview rendering the look it reads itself. A build has no `webpackHot`.
 */
export function themeFileCode(theme: ThemeFile): string {
  return `export const themeFile = ${JSON.stringify(theme)};
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  if (import.meta.webpackHot.data && !window.location.pathname.endsWith(${JSON.stringify(paths.studio)})) {
    window.location.reload();
  }
}
`;
}

/**
 * The screens in the home page's order: by `order` (unordered last), then by
 * title as the site's language sorts it. Worked out here, not in the browser:
 * the page rendered at build time and the browser then agree whatever the
 * browser's own locale, and taking home over builds no collator (ICU's first
 * one is slow to make: docs/decisions/measured-figures.md).
 */
export function inListOrder<T extends { order?: number; title: string }>(
  screens: readonly T[],
  language: string,
): T[] {
  const { compare } = new Intl.Collator(language);
  return [...screens].sort(
    (a, b) =>
      (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
      compare(a.title, b.title),
  );
}

/**
 * The manifest: every screen in the home page's order (`inListOrder`), hidden ones too, with
 * only what routing, the page's title and home's list need before a screen's chunk is in.
 * It is in every first load, so a screen adds no more than that: its description comes with
 * home's chunk (screenDescriptionsCode) and its page's chunk (screenModuleCode), its checked
 * file, needs and version with the latter.
 */
export function manifestCode(result: CheckResult, language: string): string {
  const screens = inListOrder(result.screens, language).map(
    ({
      slug,
      route,
      title,
      hidden,
      access,
      opening,
      responses,
      languages,
      translations,
      problems,
    }) => {
      const load = `() => import(/* webpackChunkName: "screen-${slug}" */ ${JSON.stringify(screenModuleId(slug))})`;
      const texts = translations && summaryTexts(translations);
      const loadTranslation = Object.keys(translations ?? {}).map(
        (language) =>
          `${JSON.stringify(language)}: () => import(/* webpackChunkName: "screen-${slug}-${language}" */ ${JSON.stringify(screenTranslationId(slug, language))})`,
      );
      const summary = { slug, route, title, hidden, access, opening, responses, languages, texts };
      return `{ ...${JSON.stringify({ ...summary, problemCount: problems.length })}, load: ${load}, loadTranslation: { ${loadTranslation.join(', ')} } }`;
    },
  );
  const fileProblems = result.problems.filter(
    (p) => !result.screens.some((s) => s.file === p.file),
  );
  return `export const manifest = { screens: [${screens.join(',\n')}], problems: ${JSON.stringify(fileProblems)} };\n`;
}

/** The words the manifest carries for each translation (the rest travel in the screen's chunks). */
function summaryTexts(
  translations: Record<string, ScreenTranslation>,
): Record<string, SummaryTexts> {
  const nonEmpty = (text?: string) => (text === '' ? undefined : text);
  return Object.fromEntries(
    Object.entries(translations).map(([language, t]) => [
      language,
      { title: nonEmpty(t.title), openingMessage: nonEmpty(t.opening?.message) },
    ]),
  );
}

/**
 * A screen's description in its own language (`language`, the site's default) and in each
 * of its translations, by language; empty ones left out.
 */
function descriptionsOf(
  entry: ScreenEntry,
  language: string,
  as: (text: string) => string = (text) => text,
): Record<string, string> {
  const texts: [string, string | undefined][] = [
    [language, entry.description],
    ...Object.entries(entry.translations ?? {}).map(([code, t]): [string, string | undefined] => [
      code,
      t.description,
    ]),
  ];
  return Object.fromEntries(
    texts.flatMap(([code, text]) => (text ? [[code, as(text)] as const] : [])),
  );
}

/**
 * The descriptions home lists, as text, by screen and language: in home's own chunk, which
 * the page is hydrated with, so they are there as the list is rendered; hidden screens have none.
 */
export function screenDescriptionsCode(result: CheckResult, language: string): string {
  const listed = result.screens
    .filter((s) => !s.hidden)
    .map((s) => [s.slug, descriptionsOf(s, language)] as const)
    .filter(([, texts]) => Object.keys(texts).length > 0);
  return `export const descriptions = ${JSON.stringify(Object.fromEntries(listed))};\n`;
}

/**
 * One screen's chunk: its checked file, its description as safe HTML in each of its
 * languages (`language` is the site's default), its precompiled validator (validator-code.ts)
 * and the parts it renders; its translations travel in chunks of their own (screenTranslationCode).
 */
export function screenModuleCode(result: CheckResult, slug: string, language: string): string {
  const entry = result.screens.find((s) => s.slug === slug);
  if (!entry) throw new Error(`no screen file schemas/${slug}.json`);
  const { translations: _translations, ...own } = entry;
  const descriptionHtml = descriptionsOf(entry, language, markdownToSafeHtml);
  return `export const entry = ${JSON.stringify(withoutOwners(own))};\nexport const descriptionHtml = ${JSON.stringify(descriptionHtml)};\n${screenValidatorCode(entry)}${partsCode(entry)}`;
}

/**
 * The screen as the browser gets it: without `responses.owners`, whose
 * addresses only the rules need (no page shows them, no crawler collects them).
 */
function withoutOwners<T extends Omit<ScreenEntry, 'translations'>>(entry: T): T {
  const responses = entry.screen?.responses;
  if (!entry.screen || typeof responses !== 'object') return entry;
  const { owners: _owners, ...kept } = responses;
  return { ...entry, screen: { ...entry.screen, responses: kept } };
}

/** One checked translation of a screen, as `@generated/screen-translation?slug=…&lang=…`. */
export function screenTranslationCode(result: CheckResult, slug: string, language: string): string {
  const entry = result.screens.find((s) => s.slug === slug);
  const translation = entry?.translations?.[language];
  if (!translation) throw new Error(`no translation file schemas/${slug}.${language}.json`);
  const { $schema: _editorOnly, ...texts } = translation;
  return `export const translation = ${JSON.stringify(texts)};\n`;
}

/**
 * The parts of rjsf and MUI the screen renders (perf/parts.ts), in its
 * chunk so they render at once. Each runs when called, a task each after the
 * form's own code (load-screen.ts), not all as the chunk arrives:
 * `webpackMode: "eager"` keeps them in this chunk.
 */
function partsCode(entry: ScreenEntry): string {
  if (!entry.screen || entry.problems.length > 0) return '';
  const names = partsFor(entry.screen.schema, entry.screen.uiSchema);
  if (names.length === 0) return '';
  const carries = names.map(
    (name) =>
      `() => import(/* webpackMode: "eager" */ ${JSON.stringify(partModule(name))}).then((m) => carryPart(${JSON.stringify(name)}, m.default))`,
  );
  return `import { carryPart } from ${JSON.stringify(CARRIED_PARTS)};\nexport const carryParts = [${carries.join(', ')}];\n`;
}

function queryParam(query: string, name: string): string {
  return new URLSearchParams(query.replace(/^\?/, '')).get(name) ?? '';
}
const slugOf = (query: string) => queryParam(query, 'slug');

/**
 * `?lang=default` is the product's default language (`_theme.json`), bundled
 * with the app; `&part=` one part of its words (word-parts.ts).
 */
function catalogueOf(query: string, theme: ThemeFile): string {
  const language = queryParam(query, 'lang');
  const part = WORD_PARTS.find((p) => p === queryParam(query, 'part'));
  return catalogueCode(language === 'default' ? theme.languages.default : language, part);
}

/**
 * Discovers the screens of `schemas/` at build time: a production build fails
 * with the checker's messages; the dev server rebuilds on any change to the
 * folder and shows a bad file's messages on that file's own screen.
 */
export function pluginScreens(options: {
  schemasDir: string;
  /**
   * How the checker runs for this command (a production build also checks
   * screens against the build's configuration). Every check here uses the same
   * options, so the memoised result is computed once per change of the folder.
   */
  check?: CheckOptions;
}): RsbuildPlugin {
  const { schemasDir, check: checkOptions = {} } = options;
  const check = () => checkSchemasDir(schemasDir, checkOptions);
  // Files named as the author opens them from the project: schemas/ unless SCHEMAS_DIR says.
  const folder = folderFrom(process.cwd(), schemasDir);
  const line = (p: Problem) => formatProblem(problemIn(p, folder));
  // firestore.rules follows the screen files: written by a build, and by the dev server on
  // every change of the folder, where the emulator's launcher loads it again.
  const rulesFile = rulesFileOf(schemasDir);
  const writeRules = (result: CheckResult, log: (line: string) => void) => {
    if (rulesFile && writeRulesFile(result, rulesFile)) {
      log(`${path.relative(process.cwd(), rulesFile)}: the rules of the screen files written`);
    }
  };
  return {
    name: 'schema-forms:screens',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, { resolve: { alias: generatedAlias } }),
      );
      api.onBeforeBuild(() => {
        const result = check();
        if (result.problems.length > 0) throw plainError(failureMessage(result, folder));
        for (const w of result.warnings) api.logger.warn(line(w));
        writeRules(result, (line) => api.logger.info(line));
      });
      // The product name is the page's title before the app runs (and for crawlers).
      api.modifyHTML((html) => {
        const { productName, logo } = check().theme;
        const name = escapeHtml(productName);
        return (
          html
            .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
            .replace(
              /(<meta name="description" content=")[^"]*"/,
              `$1${name}: fill in and send a form."`,
            )
            // The logo is the tab's icon too; without one, an empty icon spares a request for /favicon.ico.
            .replace(/(<link rel="icon" href=")[^"]*"/, `$1${logo ? escapeHtml(logo) : 'data:,'}"`)
        );
      });
      api.transform({ test: THEME_FILE }, ({ addContextDependency }) => {
        addContextDependency(schemasDir);
        const result = check();
        if (api.context.action === 'dev') {
          for (const w of result.warnings) api.logger.warn(line(w));
        }
        return themeFileCode(result.theme);
      });
      // The theme's variables and page reset as a stylesheet: the shell is rendered before any script runs.
      api.transform({ test: THEME_CSS }, ({ addContextDependency }) => {
        addContextDependency(schemasDir);
        return themeCss(check().theme);
      });
      api.transform({ test: MUI_VARS }, ({ addContextDependency }) => {
        addContextDependency(schemasDir);
        return muiVarsCode(check().theme);
      });
      api.transform({ test: MANIFEST }, ({ addContextDependency }) => {
        addContextDependency(schemasDir);
        const result = check();
        if (api.context.action === 'dev') {
          for (const p of result.problems) api.logger.warn(line(p));
          writeRules(result, (line) => api.logger.info(line));
        }
        return manifestCode(result, result.theme.languages.default);
      });
      api.transform({ test: DESCRIPTIONS }, ({ addContextDependency }) => {
        addContextDependency(schemasDir);
        const result = check();
        return screenDescriptionsCode(result, result.theme.languages.default);
      });
      api.transform(
        { test: CATALOGUE, resourceQuery: /lang=/ },
        ({ addContextDependency, resourceQuery }) => {
          addContextDependency(schemasDir);
          addContextDependency(CATALOGUES_DIR);
          return catalogueOf(resourceQuery, check().theme);
        },
      );
      api.transform(
        { test: TRANSLATION_MODULE, resourceQuery: /slug=/ },
        ({ addContextDependency, resourceQuery }) => {
          addContextDependency(schemasDir);
          return screenTranslationCode(
            check(),
            slugOf(resourceQuery),
            queryParam(resourceQuery, 'lang'),
          );
        },
      );
      api.transform(
        { test: SCREEN_MODULE, resourceQuery: /slug=/ },
        ({ addContextDependency, resourceQuery }) => {
          addContextDependency(schemasDir);
          const result = check();
          return screenModuleCode(result, slugOf(resourceQuery), result.theme.languages.default);
        },
      );
    },
  };
}

/** The same modules for vitest, so component tests render the real screens of `schemas/`. */
export function viteScreens(options: { schemasDir: string }): VitePlugin {
  const { schemasDir } = options;
  return {
    name: 'schema-forms:screens',
    config: () => ({ resolve: { alias: generatedViteAlias } }),
    transform(_code, id) {
      const [file = '', query = ''] = id.split('?');
      if (MANIFEST(file)) {
        const result = checkSchemasDir(schemasDir);
        return manifestCode(result, result.theme.languages.default);
      }
      if (DESCRIPTIONS(file)) {
        const result = checkSchemasDir(schemasDir);
        return screenDescriptionsCode(result, result.theme.languages.default);
      }
      if (THEME_FILE(file)) return themeFileCode(checkSchemasDir(schemasDir).theme);
      if (MUI_VARS(file)) return muiVarsCode(checkSchemasDir(schemasDir).theme);
      if (CATALOGUE(file) && query.includes('lang=')) {
        return catalogueOf(query, checkSchemasDir(schemasDir).theme);
      }
      if (TRANSLATION_MODULE(file) && query.includes('slug=')) {
        return screenTranslationCode(
          checkSchemasDir(schemasDir),
          slugOf(query),
          queryParam(query, 'lang'),
        );
      }
      if (SCREEN_MODULE(file) && query.includes('slug=')) {
        const result = checkSchemasDir(schemasDir);
        return screenModuleCode(result, slugOf(query), result.theme.languages.default);
      }
      return undefined;
    },
  };
}
