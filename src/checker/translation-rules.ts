import Ajv, { type ValidateFunction } from 'ajv';
import translationMetaSchema from '../../schemas/_translation.schema.json';
import { isObject } from '../kernel/is-object';
import { quotedList, suggestion } from './did-you-mean';
import type { JsonSource } from './json-source';
import { checkAgainstMetaSchema } from './meta-check';
import { findPlaceholders, strayPlaceholders } from '../screen/placeholders';
import { screenTexts, translatedText, type ScreenText } from '../screen/translations';
import type { Problem, ScreenFile, ScreenTranslation } from '../screen/types';

/** `contact.fr.json` -> slug `contact`, language `fr`; a screen's slug never holds a dot. */
const TRANSLATION_NAME = /^([^_.][^.]*)\.(.+)\.json$/;

export function translationNameParts(name: string): { slug: string; language: string } | undefined {
  const match = TRANSLATION_NAME.exec(name);
  return match ? { slug: match[1] ?? '', language: match[2] ?? '' } : undefined;
}

let validate: ValidateFunction | undefined;

/** The editor meta-schema of translation files is the single source of truth for their keys. */
function translationValidator(): ValidateFunction {
  validate ??= new Ajv({ allErrors: true, strict: false, verbose: true }).compile(
    translationMetaSchema,
  );
  return validate;
}

/** "French (fr)": how a message names a language, the same in every browser and in Node. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    // Not a language code at all: the file name's problem says so.
    return code;
  }
}

/**
 * What is wrong with a file name's language code, or `undefined` when it is a
 * BCP 47 code, written the standard way, of a language browsers can name.
 */
export function languageProblem(code: string, slug: string): string | undefined {
  const rename = (to: string) => `rename the file to "${slug}.${to}.json"`;
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(code);
  } catch {
    return `"${code}" in the file name is not a language code: a translation file is named <screen>.<language>.json with a code like "fr" or "pt-BR"; ${rename(standardCode(code) ?? 'fr')}`;
  }
  if (canonical !== code && canonical !== undefined) {
    return `the language code "${code}" is written "${canonical}": ${rename(canonical)}`;
  }
  if (languageName(code) === code) {
    return `"${code}" in the file name is no language browsers know: a translation file is named <screen>.<language>.json with a code like "fr", "de" or "pt-BR"; ${rename('fr')}, or remove the dot if this is a screen`;
  }
  return undefined;
}

/** `pt_br` -> `pt-BR`: the code an author most likely meant, when there is one. */
function standardCode(code: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(code.replace(/_/g, '-'));
    return canonical && languageName(canonical) !== canonical ? canonical : undefined;
  } catch {
    return undefined;
  }
}

export type TranslationCheck = {
  problems: Problem[];
  warnings: Problem[];
};

/** Where a text is, in words a translator follows: `"title" of field "address.city"`. */
function describeKey(key: readonly (string | number)[]): string {
  const [top, second, third, fourth] = key;
  if (top === 'fields') {
    if (third === 'choices') return `choice "${String(fourth)}" of field "${String(second)}"`;
    if (third === 'errors')
      return `the "${String(fourth)}" error message of field "${String(second)}"`;
    return `the ${String(third)} of field "${String(second)}"`;
  }
  if (top === 'steps') return `the title of step ${Number(second) + 1}`;
  if (top === 'success' && second === 'results') {
    return `the ${String(fourth)} of success result ${Number(third) + 1}`;
  }
  if (top === 'submitLabel') return 'the send button';
  return `the ${key.map(String).join(' ')}`;
}

/** Every text (string) of the translation file, with its path. */
function writtenTexts(node: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof node === 'string') return [path];
  if (Array.isArray(node)) return node.flatMap((item, i) => writtenTexts(item, [...path, i]));
  if (isObject(node)) {
    return Object.entries(node).flatMap(([k, v]) =>
      path.length === 0 && k === '$schema' ? [] : writtenTexts(v, [...path, k]),
    );
  }
  return [];
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Why a text of the translation has no text of the screen to translate, and
 * where to say it: at the field, choice or entry that is not there.
 */
function unknownText(
  key: (string | number)[],
  texts: readonly ScreenText[],
  screenFile: string,
): { at: (string | number)[]; message: string } {
  const [top, field, kind, name] = key;
  const under = (prefix: readonly unknown[]) =>
    texts.filter((t) => same(t.key.slice(0, prefix.length), prefix));
  if (top === 'fields' && typeof field === 'string') {
    const fields = [...new Set(under(['fields']).map((t) => String(t.key[1])))];
    // `prefill` numbers a list's items (`guests.0.name`); a translation serves every item.
    const unnumbered = field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .join('.');
    if (unnumbered !== field && fields.includes(unnumbered)) {
      return {
        at: ['fields', field],
        message: `a list's item fields are named without a number, since one translation serves every item: write "${unnumbered}"`,
      };
    }
    if (!fields.includes(field)) {
      return {
        at: ['fields', field],
        message: `${screenFile} has no field "${field}" with texts${suggestion(field, fields, 'its fields with texts are')}`,
      };
    }
    if ((kind === 'choices' || kind === 'errors') && typeof name === 'string') {
      const known = under(['fields', field, kind]).map((t) => String(t.key[3]));
      const at = ['fields', field, kind, name];
      if (known.length === 0) {
        return {
          at: ['fields', field, kind],
          message:
            kind === 'choices'
              ? `the field "${field}" has no choices with words in ${screenFile}: remove "choices" here, or give the choices words there first`
              : `the field "${field}" has no own error messages ("errorMessage") in ${screenFile}: remove "errors" (the app translates its standard messages itself)`,
        };
      }
      return {
        at,
        message:
          kind === 'choices'
            ? `the field "${field}" has no choice "${name}" in ${screenFile}${suggestion(name, known, 'its choices are')}`
            : `the field "${field}" has no error message for "${name}" in ${screenFile}${suggestion(name, known, 'its messages are for')}`,
      };
    }
  }
  const list =
    top === 'steps'
      ? ['steps']
      : top === 'success' && field === 'results'
        ? ['success', 'results']
        : undefined;
  const index = list ? key[list.length] : undefined;
  if (list && typeof index === 'number' && under([...list, index]).length === 0) {
    const what = top === 'steps' ? 'step' : 'success result';
    const count = new Set(under(list).map((t) => t.key[list.length])).size;
    return {
      at: [...list, index],
      message: `${screenFile} has ${count} ${what}${count === 1 ? '' : 's'} with texts, so ${what} ${index + 1} here translates nothing: remove it`,
    };
  }
  return {
    at: key,
    message: `${screenFile} has no ${describeKey(key).replace(/^the /, '')}: remove it here, or write it in ${screenFile} first (every language follows the screen file's own)`,
  };
}

/**
 * Checks `schemas/<slug>.<language>.json` against its screen: every text it
 * gives must be one the screen has (else it would never show), every `{{...}}`
 * one the screen's text has; a text it lacks is a warning (the screen's own
 * words show instead). `screen` is the checked screen, `null` when it is too
 * broken to compare with.
 */
export function checkTranslation(
  source: JsonSource,
  language: string,
  screen: ScreenFile | null,
  screenFile: string,
): TranslationCheck {
  const problems: Problem[] = [...source.problems];
  const warnings: Problem[] = [];
  if (source.syntaxProblems.length > 0) return { problems, warnings };
  const value = source.value;
  if (!isObject(value)) {
    problems.push(
      source.problemAt(
        0,
        'a translation file must be one JSON object: { "title": ..., "fields": { ... } }',
      ),
    );
    return { problems, warnings };
  }
  problems.push(...checkAgainstMetaSchema(source, value, translationValidator()));
  if (!screen || problems.length > 0) return { problems, warnings };
  const translation = value as ScreenTranslation;
  const texts = screenTexts(screen);
  const known = new Map(texts.map((t) => [JSON.stringify(t.key), t]));
  const said = new Set<string>();
  for (const key of writtenTexts(value)) {
    const text = known.get(JSON.stringify(key));
    if (!text) {
      const { at, message } = unknownText(key, texts, screenFile);
      const problem = source.problem(at, message, { key: true });
      // A field that is not there is said once, not once for each of its texts.
      const id = `${problem.line}:${problem.column}`;
      if (!said.has(id)) {
        said.add(id);
        problems.push(problem);
      }
      continue;
    }
    const words = translatedText(translation, text);
    if (words === undefined) continue;
    const own = findPlaceholders(text.text).map((p) => p.path);
    for (const path of strayPlaceholders(text.text, words)) {
      problems.push(
        source.problem(
          key,
          `"{{${path}}}" is not in the text it translates ("${text.text}"): keep each {{...}} exactly as it is written there${own.length > 0 ? suggestion(path, own, 'it has') : ', and add none'}`,
        ),
      );
    }
  }
  if (problems.length > 0) return { problems, warnings };
  const name = languageName(language);
  for (const text of texts) {
    if (translatedText(translation, text) !== undefined) continue;
    warnings.push(
      source.problem(
        text.key,
        `${name} has no words for ${describeKey(text.key)}, "${text.text}", which shows in the screen's own language: add ${quotedList([String(text.key.at(-1))])} ${
          text.key.length > 1
            ? `under ${text.key
                .slice(0, -1)
                .map((k) => (typeof k === 'number' ? `entry ${k + 1}` : `"${k}"`))
                .join(' › ')}`
            : 'at the top'
        }`,
      ),
    );
  }
  return { problems, warnings };
}
