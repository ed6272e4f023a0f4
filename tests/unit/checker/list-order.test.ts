import { describe, expect, test } from 'vitest';
import { inListOrder, manifestCode } from '../../../src/build/screens-plugin';
import { check, text, validScreen } from './helpers';

const titles = (screens: { title: string }[]) => screens.map((s) => s.title);

describe("the home page's order, worked out at build time", () => {
  test('by order first, unordered ones last, then by title', () => {
    const screens = [
      { title: 'Zoo' },
      { title: 'Bravo', order: 2 },
      { title: 'alpha' },
      { title: 'Charlie', order: 1 },
      { title: 'Delta', order: 2 },
    ];
    expect(titles(inListOrder(screens, 'en'))).toEqual([
      'Charlie',
      'Bravo',
      'Delta',
      'alpha',
      'Zoo',
    ]);
    // The authors' order stays as written.
    expect(titles(screens)).toEqual(['Zoo', 'Bravo', 'alpha', 'Charlie', 'Delta']);
  });

  test("titles sort as the site's language sorts them, not as the machine's does", () => {
    const screens = [{ title: 'Zebra' }, { title: 'Ödla' }];
    expect(titles(inListOrder(screens, 'sv'))).toEqual(['Zebra', 'Ödla']);
    expect(titles(inListOrder(screens, 'de'))).toEqual(['Ödla', 'Zebra']);
  });

  test('the manifest carries every screen, hidden ones too, in that order', () => {
    const result = check({
      'b.json': text({ ...validScreen(), title: 'Bravo' }),
      'a.json': text({ ...validScreen(), title: 'Alpha', hidden: true }),
      'c.json': text({ ...validScreen(), title: 'Charlie', order: 1 }),
    });
    expect(result.problems).toEqual([]);
    const listed = [...manifestCode(result, 'en').matchAll(/"title":"(\w+)"/g)].map((m) => m[1]);
    expect(listed).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });
});
