import { describe, expect, it } from 'vitest';
import { itemNoun, listRule } from '../../../src/shared/form/lists/list-words';

describe('a list says its rule in words', () => {
  it('names its entries after the title of items, or "item"', () => {
    expect(itemNoun({ type: 'array', items: { type: 'string', title: 'Guest' } })).toBe('guest');
    expect(itemNoun({ type: 'array', items: { type: 'object' } })).toBe('item');
    expect(itemNoun({ type: 'array', items: { type: 'string', title: '  ' } })).toBe('item');
  });

  it('gives minItems and maxItems with how many there are', () => {
    expect(listRule(1, 20, 'item', 2)).toBe('Add 1 to 20 items (2 so far).');
    expect(listRule(2, undefined, 'guest', 0)).toBe('Add at least 2 guests (0 so far).');
    expect(listRule(undefined, 1, 'guest', 1)).toBe('Add up to 1 guest (1 so far).');
    expect(listRule(0, undefined, 'item', 3)).toBeUndefined();
    expect(listRule(undefined, undefined, 'item', 3)).toBeUndefined();
  });
});
