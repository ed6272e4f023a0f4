import '../../kernel/i18n/form-words';
import type { RJSFSchema } from '@rjsf/utils';
import { createContext } from 'react';
import { isObject } from '../../kernel/is-object';
import type { Words } from '../../kernel/i18n/i18n';

/**
 * What one entry of a list is called: the author's `title` of `items`, else
 * "item" in the language shown. Lower case, to sit inside sentences ("Add
 * item", "Remove item 2").
 */
export function itemNoun(schema: RJSFSchema, t: Words): string {
  const title = isObject(schema.items) ? (schema.items as RJSFSchema).title : undefined;
  return typeof title === 'string' && title.trim() !== ''
    ? title.trim().toLowerCase()
    : t('list.item');
}

/**
 * `minItems` / `maxItems` in words, with how many there are, plural- and
 * number-aware in each language: "Add 1 to 20 items (2 so far)."
 */
export function listRule(
  min: number | undefined,
  max: number | undefined,
  noun: string,
  count: number,
  t: Words,
): string | undefined {
  const floor = min !== undefined && min > 0 ? min : undefined;
  if (floor !== undefined && max !== undefined)
    return t('list.rule.between', { min: floor, max, noun, count });
  if (floor !== undefined) return t('list.rule.atLeast', { min: floor, noun, count });
  if (max !== undefined) return t('list.rule.upTo', { max, noun, count });
  return undefined;
}

/**
 * What a list tells its items: their noun, how few it may hold (Remove stops
 * there), and whom to tell that item `index` was removed (the list moves the focus).
 */
export const ListContext = createContext<{
  noun: string;
  min: number;
  removed: (index: number) => void;
}>({ noun: 'item', min: 0, removed: () => undefined });
