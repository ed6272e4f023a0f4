import { describe, expect, test } from 'vitest';
import { didYouMean, editDistance, quotedList } from '../../../src/checker/did-you-mean';

describe('did you mean', () => {
  test('a swap of two letters is one edit', () => {
    expect(editDistance('minLenght', 'minLength')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  test('suggests the closest name, ignoring case', () => {
    expect(didYouMean('Title', ['title', 'path'])).toBe('title');
    expect(didYouMean('emial', ['name', 'email'])).toBe('email');
  });

  test('says nothing when nothing is close', () => {
    expect(didYouMean('colour', ['title', 'schema'])).toBeUndefined();
  });

  test('lists with commas and a last word', () => {
    expect(quotedList(['a', 'b', 'c'])).toBe('"a", "b" or "c"');
    expect(quotedList(['a'])).toBe('"a"');
  });
});
