import { fieldPath } from '../../edits/field-edits';
import { setAt, valueInText } from '../../edits/json-text';
import type { GroupAt } from '../section/group-edits';
import { innerFieldsOf, type InnerField } from '../section/inner-kinds';

/**
 * A list of items people add (docs/guide/choices.md, "Lists"): how few and how
 * many items it takes (`minItems`, `maxItems`), what an item is called (the
 * `title` of `items`: "Guest" gives "Add guest", "Guest 2") and the questions
 * of each item.
 */
export type ItemList = {
  fewest: number | undefined;
  most: number | undefined;
  itemTitle: string;
  fields: InnerField[];
};

/** Where each item's questions are written. */
export const itemsAt =
  (name: string) =>
  (text: string): GroupAt => {
    const path = [...fieldPath(text, name), 'items'];
    return {
      fields: [...path, 'properties'],
      required: [...path, 'required'],
      ui: ['uiSchema', name, 'items'],
      stem: 'field',
    };
  };

export function itemListOf(text: string, name: string): ItemList {
  const path = fieldPath(text, name);
  const number = (key: string) => {
    const value = valueInText(text, [...path, key]);
    return typeof value === 'number' ? value : undefined;
  };
  const title = valueInText(text, [...path, 'items', 'title']);
  return {
    fewest: number('minItems'),
    most: number('maxItems'),
    itemTitle: typeof title === 'string' ? title : '',
    fields: innerFieldsOf(text, itemsAt(name)(text)),
  };
}

/** The fewest or the most items; `undefined` takes the rule out. */
export function setItemCount(
  text: string,
  name: string,
  rule: 'minItems' | 'maxItems',
  count: number | undefined,
): string {
  return setAt(text, [...fieldPath(text, name), rule], count);
}

/** What an item is called; empty takes it out ("Item"). */
export function setItemTitle(text: string, name: string, title: string): string {
  return setAt(
    text,
    [...fieldPath(text, name), 'items', 'title'],
    title === '' ? undefined : title,
  );
}
