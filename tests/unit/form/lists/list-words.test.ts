import { describe, expect, it } from 'vitest';
import { itemNoun, listRule } from '../../../../src/form/lists/list-words';
import { wordsIn } from '../../kernel/i18n/words';

const en = wordsIn('en');

describe('a list says its rule in words', () => {
  it('names its entries after the title of items, or "item"', () => {
    expect(itemNoun({ type: 'array', items: { type: 'string', title: 'Guest' } }, en)).toBe(
      'guest',
    );
    expect(itemNoun({ type: 'array', items: { type: 'object' } }, en)).toBe('item');
    expect(itemNoun({ type: 'array', items: { type: 'string', title: '  ' } }, en)).toBe('item');
    expect(itemNoun({ type: 'array', items: { type: 'object' } }, wordsIn('de'))).toBe('Eintrag');
  });

  it('gives minItems and maxItems with how many there are', () => {
    expect(listRule(1, 20, 'item', 2, en)).toBe('Add 1 to 20 items (2 so far).');
    expect(listRule(2, undefined, 'guest', 0, en)).toBe('Add at least 2 guests (0 so far).');
    expect(listRule(undefined, 1, 'guest', 1, en)).toBe('Add up to 1 guest (1 so far).');
    expect(listRule(0, undefined, 'item', 3, en)).toBeUndefined();
    expect(listRule(undefined, undefined, 'item', 3, en)).toBeUndefined();
  });

  it('counts in each language with its own plural forms and digits grouping', () => {
    expect(listRule(1, 20, 'invité', 2, wordsIn('fr'))).toBe(
      'Ajoutez de 1 à 20 éléments (invité) (2 pour l’instant).',
    );
    expect(listRule(undefined, 1, 'Gast', 0, wordsIn('de'))).toBe(
      'Fügen Sie bis zu 1 Eintrag (Gast) hinzu (bisher 0).',
    );
    const ar = wordsIn('ar');
    // Arabic has six plural forms: two, few (3-10) and many (11-99) read differently.
    expect(listRule(undefined, 2, 'ضيف', 0, ar)).toContain('عنصرين');
    expect(listRule(undefined, 5, 'ضيف', 0, ar)).toContain('عناصر');
    expect(listRule(undefined, 12, 'ضيف', 0, ar)).toContain('عنصرًا');
    // Numbers in the language's own format: 1,000 in English, 1 000 in French.
    expect(listRule(undefined, 1000, 'item', 0, en)).toBe('Add up to 1,000 items (0 so far).');
    expect(listRule(undefined, 1000, 'x', 0, wordsIn('fr'))).toMatch(/1\s000 éléments/);
  });
});
