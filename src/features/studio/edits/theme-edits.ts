import { isObject } from '../../../kernel/is-object';
import { DEFAULT_THEME, type ThemeFile } from '../../../kernel/theme/theme-file';
import { valueInText } from './json-text';
import { setPruned } from './pruned';

/**
 * The site's look (`schemas/_theme.json`, the guide's "The look") as minimal
 * edits of its text: each key where the guide's example puts it, a cleared
 * text taken out again (the app then uses its default).
 */

/** The order of the guide's example: a new key goes after those before it. */
const THEME_KEYS = [
  '$schema',
  'productName',
  'logo',
  'primaryColor',
  'mode',
  'borderRadius',
  'font',
  'languages',
];

/** The fonts offered by name; any other CSS font-family list is the author's own. */
export const FONT_PRESETS: readonly { words: string; font: string }[] = [
  { words: "The device's own (system)", font: DEFAULT_THEME.font },
  { words: 'Clean (Helvetica, Arial)', font: "'Helvetica Neue', Arial, sans-serif" },
  { words: 'Classic (Georgia)', font: "Georgia, 'Times New Roman', serif" },
  { words: 'Friendly (Verdana)', font: 'Verdana, Geneva, sans-serif' },
  {
    words: 'Typewriter (monospace)',
    font: "ui-monospace, Menlo, Consolas, 'Courier New', monospace",
  },
];

/** What the look panel shows: the file's own value of each key, or the app's default. */
export function lookOf(text: string): ThemeFile {
  const file = valueInText(text, []);
  const f = isObject(file) ? file : {};
  const languages = isObject(f.languages) ? f.languages : {};
  const offered = Array.isArray(languages.offered) ? languages.offered.map(String) : undefined;
  return {
    productName: typeof f.productName === 'string' ? f.productName : DEFAULT_THEME.productName,
    ...(typeof f.logo === 'string' && { logo: f.logo }),
    primaryColor: typeof f.primaryColor === 'string' ? f.primaryColor : DEFAULT_THEME.primaryColor,
    mode: f.mode === 'light' || f.mode === 'dark' ? f.mode : 'system',
    borderRadius: typeof f.borderRadius === 'number' ? f.borderRadius : DEFAULT_THEME.borderRadius,
    font: typeof f.font === 'string' ? f.font : DEFAULT_THEME.font,
    languages: {
      default:
        typeof languages.default === 'string' ? languages.default : DEFAULT_THEME.languages.default,
      offered: offered ?? DEFAULT_THEME.languages.offered,
    } as ThemeFile['languages'],
  };
}

const setLook = (text: string, key: string, value: unknown) =>
  setPruned(text, [key], value, THEME_KEYS);
const textOrNone = (v: string) => (v.trim() === '' ? undefined : v);

export const setProductName = (t: string, name: string) =>
  setLook(t, 'productName', textOrNone(name));
export const setLogo = (t: string, logo: string) => setLook(t, 'logo', textOrNone(logo));
export const setPrimaryColor = (t: string, colour: string) => setLook(t, 'primaryColor', colour);
export const setMode = (t: string, mode: ThemeFile['mode']) => setLook(t, 'mode', mode);
export const setBorderRadius = (t: string, radius: number) => setLook(t, 'borderRadius', radius);
export const setFont = (t: string, font: string) => setLook(t, 'font', textOrNone(font));

/**
 * The languages the app offers, and its default among them: a language
 * taken out that was the default hands that on to the first one left.
 */
export function setLanguages(t: string, languages: ThemeFile['languages']): string {
  const offered = languages.offered;
  if (offered.length === 0) return t;
  const first = offered[0] ?? languages.default;
  const chosen = offered.includes(languages.default) ? languages.default : first;
  if (!isObject(valueInText(t, ['languages']))) {
    return setLook(t, 'languages', { default: chosen, offered });
  }
  const current = lookOf(t).languages;
  let next = t;
  if (current.default !== chosen)
    next = setPruned(next, ['languages', 'default'], chosen, THEME_KEYS);
  if (JSON.stringify(current.offered) !== JSON.stringify(offered)) {
    next = setPruned(next, ['languages', 'offered'], offered, THEME_KEYS);
  }
  return next;
}
