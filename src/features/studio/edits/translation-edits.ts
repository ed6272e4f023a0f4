import { setPruned } from './pruned';

/** The keys of a translation file in the order of its meta-schema (_translation.schema.json). */
const TRANSLATION_KEYS = [
  '$schema',
  'title',
  'description',
  'submitLabel',
  'opening',
  'steps',
  'success',
  'fields',
];

/** A translation file with no words yet: what a first translated text goes into. */
export const NEW_TRANSLATION = '{\n  "$schema": "./_translation.schema.json"\n}\n';

/**
 * The words of one text in a translation file, at its key (`screenTexts`'
 * `key`, like `["fields", "email", "title"]`); empty takes them out, so the
 * screen's own words show again.
 */
export function setTranslatedText(text: string, key: (string | number)[], words: string): string {
  return setPruned(text, key, words === '' ? undefined : words, TRANSLATION_KEYS);
}
