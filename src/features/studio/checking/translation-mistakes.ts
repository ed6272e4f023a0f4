import { isObject } from '../../../kernel/is-object';
import {
  codeStem,
  findPlaceholders,
  isSpecialPath,
  splitPath,
  strayPlaceholders,
} from '../../../screen/placeholders';
import { screenTexts, translatedText } from '../../../screen/translations';
import type { ScreenFile, ScreenTranslation } from '../../../screen/types';

/** Where a translated text is typed on the Languages tab: its key in the translation file. */
export const textPlace = (key: readonly (string | number)[]) => JSON.stringify(key);

/**
 * The `{{...}}` a translation's words have and the words they translate lack,
 * which `npm run check` refuses (translation-rules.ts), in the authors' words
 * and at the text they were typed in, as the Screen tab says them for the
 * screen's own texts. `original` names the screen's own language: "English".
 */
export function translationMistakes(
  screen: ScreenFile,
  translation: ScreenTranslation | undefined,
  original: string,
): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  if (!translation) return found;
  const properties = isObject(screen.schema.properties) ? screen.schema.properties : {};
  const isQuestion = (path: string) =>
    [path, codeStem(path)].some((p) => p !== undefined && String(splitPath(p)[0]) in properties);
  for (const text of screenTexts(screen)) {
    const words = translatedText(translation, text);
    if (words === undefined) continue;
    const own = [...new Set(findPlaceholders(text.text).map((p) => `{{${p.path}}}`))];
    const keep =
      own.length > 0
        ? `keep each {{…}} as the ${original} words write it: ${own.join(', ')}.`
        : `the ${original} words have no {{…}}, so these take none.`;
    const said = [...new Set(strayPlaceholders(text.text, words))].map((path) =>
      isQuestion(path) || isSpecialPath(path)
        ? `{{${path}}} is not in the ${original} words: ${keep}`
        : `No question called “${path}”: ${keep}`,
    );
    if (said.length > 0) found.set(textPlace(text.key), said.join(' '));
  }
  return found;
}
