import type { RJSFSchema } from '@rjsf/utils';
import { createContext } from 'react';
import { isObject } from '../../is-object';

/**
 * What one entry of a list is called: the author's `title` of `items`, else
 * "item". Lower case, to sit inside sentences ("Add item", "Remove item 2").
 */
export function itemNoun(schema: RJSFSchema): string {
  const title = isObject(schema.items) ? (schema.items as RJSFSchema).title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title.trim().toLowerCase() : 'item';
}

const plural = (count: number, noun: string) => `${String(count)} ${noun}${count === 1 ? '' : 's'}`;

/** `minItems` / `maxItems` in words, with how many there are: "Add 1 to 20 items (2 so far)." */
export function listRule(
  min: number | undefined,
  max: number | undefined,
  noun: string,
  count: number,
): string | undefined {
  const floor = min !== undefined && min > 0 ? min : undefined;
  let rule: string;
  if (floor !== undefined && max !== undefined)
    rule = `Add ${String(floor)} to ${plural(max, noun)}`;
  else if (floor !== undefined) rule = `Add at least ${plural(floor, noun)}`;
  else if (max !== undefined) rule = `Add up to ${plural(max, noun)}`;
  else return undefined;
  return `${rule} (${String(count)} so far).`;
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
