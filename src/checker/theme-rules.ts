import Ajv, { type ValidateFunction } from 'ajv';
import themeMetaSchema from '../../schemas/_theme.schema.json';
import { JsonSource } from './json-source';
import { checkAgainstMetaSchema } from './meta-check';
import { isObject } from '../kernel/is-object';
import type { Problem } from '../screen/types';
import { AA_TEXT, contrastRatio, readableOn } from '../kernel/theme/contrast';
import { DEFAULT_THEME, type ThemeFile } from '../kernel/theme/theme-file';

export const THEME_FILE_NAME = '_theme.json';

export type ThemeCheck = {
  /** What the app uses: the file's keys that are right, the defaults for the rest. */
  theme: ThemeFile;
  /** Mistakes: `npm run check` and the build fail on them. */
  problems: Problem[];
  /** Things that work but look worse than the author meant (a colour too light for white text). */
  warnings: Problem[];
};

let validate: ValidateFunction | undefined;

/** The editor meta-schema of the theme file is the single source of truth for its keys. */
function themeValidator(): ValidateFunction {
  validate ??= new Ajv({ allErrors: true, strict: false, verbose: true }).compile(themeMetaSchema);
  return validate;
}

/**
 * Checks `schemas/_theme.json` (its text, or `undefined` when there is none).
 * Pure, like the screen checker: `logoExists` answers whether a `/file` logo
 * is in `public/`, where the caller can look. A broken file never breaks the
 * app: every key that is wrong falls back to its default.
 */
export function checkThemeFile(
  text: string | undefined,
  logoExists?: (publicPath: string) => boolean,
): ThemeCheck {
  if (text === undefined) return { theme: DEFAULT_THEME, problems: [], warnings: [] };
  const source = new JsonSource(`schemas/${THEME_FILE_NAME}`, text);
  const problems = source.problems;
  const value = source.value;
  if (source.syntaxProblems.length > 0) return { theme: DEFAULT_THEME, problems, warnings: [] };
  if (!isObject(value)) {
    problems.push(source.problemAt(0, 'the theme file must be one JSON object: { "mode": ... }'));
    return { theme: DEFAULT_THEME, problems, warnings: [] };
  }
  const check = themeValidator();
  problems.push(...checkAgainstMetaSchema(source, value, check));
  // Every key stands alone in the meta-schema, so each one is kept or dropped on its own.
  const theme: ThemeFile = { ...DEFAULT_THEME };
  for (const [key, v] of Object.entries(value)) {
    if (key !== '$schema' && check({ [key]: v })) Object.assign(theme, { [key]: v });
  }
  if (theme.logo?.startsWith('/') && logoExists && !logoExists(theme.logo)) {
    problems.push(
      source.problem(
        ['logo'],
        `"logo" ${JSON.stringify(theme.logo)} is not in public/: put the picture at public${theme.logo} or correct the name`,
      ),
    );
    delete theme.logo;
  }
  // The meta-schema checks each code; that the default is among the offered needs both keys.
  if (!theme.languages.offered.includes(theme.languages.default)) {
    problems.push(
      source.problem(
        ['languages', 'default'],
        `"languages"."default" ${JSON.stringify(theme.languages.default)} is not in "offered": add it there, or choose one of ${theme.languages.offered.map((l) => JSON.stringify(l)).join(', ')}`,
      ),
    );
    theme.languages = {
      ...theme.languages,
      offered: [theme.languages.default, ...theme.languages.offered],
    };
  }
  const warnings: Problem[] = [];
  const onWhite = contrastRatio(theme.primaryColor, '#ffffff');
  if (onWhite < AA_TEXT) {
    const darker = readableOn(theme.primaryColor, '#ffffff', '#000000');
    warnings.push(
      source.problem(
        ['primaryColor'],
        `"primaryColor" ${JSON.stringify(theme.primaryColor)} is too light: white button text on it has a contrast of ${onWhite.toFixed(1)}:1, below the ${AA_TEXT}:1 that WCAG AA asks, so buttons get black text and links the darker ${darker}; for white text choose a darker colour, like "${darker}"`,
      ),
    );
  }
  return { theme, problems, warnings };
}
