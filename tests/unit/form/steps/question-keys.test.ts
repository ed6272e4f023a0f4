import { describe, expect, it } from 'vitest';
import { keyboardInset, letterIndex } from '../../../../src/form/steps/question-keys';

describe('the keys of a question shown on its own', () => {
  it('reads a letter by the key pressed, so an Arabic keyboard picks by the same keys', () => {
    expect(letterIndex('KeyA')).toBe(0);
    expect(letterIndex('KeyC')).toBe(2);
    expect(letterIndex('Digit1')).toBe(-1);
    expect(letterIndex('Enter')).toBe(-1);
  });

  it("measures how far a phone's keyboard covers the page, so the OK bar sits above it", () => {
    expect(keyboardInset(800, { height: 800, offsetTop: 0 })).toBe(0);
    // The keyboard takes 320 px; the page scrolled 100 px up inside what is left.
    expect(keyboardInset(800, { height: 480, offsetTop: 100 })).toBe(220);
    expect(keyboardInset(800, { height: 480, offsetTop: 0 })).toBe(320);
    // A layout viewport resized with the keyboard (interactive-widget=resizes-content).
    expect(keyboardInset(480, { height: 480, offsetTop: 0 })).toBe(0);
    expect(keyboardInset(800, null)).toBe(0);
  });
});
