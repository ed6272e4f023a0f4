import { isObject } from '../../../kernel/is-object';
import { screenTexts } from '../../../screen/translations';
import type { ScreenFile } from '../../../screen/types';
import { choicesOf } from '../kinds/choice/choice-edits';
import { gridOf } from '../kinds/grid/grid-edits';
import { valueInText } from './json-text';
import { questionsOf } from './questions';
import { setTranslatedText } from './translation-edits';

/** The translation keys of the screen in `text` (screenTexts), or none while it is not JSON. */
function textKeys(text: string): Set<string> | undefined {
  try {
    const screen: unknown = JSON.parse(text);
    return isObject(screen)
      ? new Set(screenTexts(screen as ScreenFile).map((t) => JSON.stringify(t.key)))
      : undefined;
  } catch {
    return undefined;
  }
}

/** The codes of a question's choices, or of a grid's columns, in their order. */
const codesOf = (text: string, name: string) =>
  (choicesOf(text, name) ?? gridOf(text, name)?.columns)?.map((c) => c.code);

/**
 * A translation file after an edit of its screen from `before` to `after`:
 * the words of a choice whose code followed its words move to the new code,
 * and the words of a text the edit took away (a question deleted, a choice
 * removed, a page gone) go with it, so the translation never names what the
 * screen no longer has. A text that was already missing before the edit,
 * written by hand, stays as it is.
 */
export function translationFollows(translation: string, before: string, after: string): string {
  if (before === after || !isObject(valueInText(translation, []))) return translation;
  let next = translation;
  for (const { name } of questionsOf(after)) {
    const from = codesOf(before, name);
    const to = codesOf(after, name);
    if (!from || !to || from.length !== to.length) continue;
    from.forEach((code, i) => {
      const moved = to[i];
      const words = valueInText(next, ['fields', name, 'choices', code]);
      if (moved === undefined || moved === code || typeof words !== 'string') return;
      next = setTranslatedText(next, ['fields', name, 'choices', code], '');
      next = setTranslatedText(next, ['fields', name, 'choices', moved], words);
    });
  }
  const had = textKeys(before);
  const has = textKeys(after);
  if (!had || !has) return next;
  for (const key of had) {
    if (has.has(key)) continue;
    const path = JSON.parse(key) as (string | number)[];
    if (valueInText(next, path) !== undefined) next = setTranslatedText(next, path, '');
  }
  return next;
}
