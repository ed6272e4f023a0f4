import { describe, expect, it } from 'vitest';
import { submitLabel } from '../../../src/form/submit-label';
import { wordsIn } from '../kernel/i18n/words';

describe('the send button', () => {
  it("says Send in the language shown, or the author's words", () => {
    expect(submitLabel(undefined, wordsIn('en'))).toBe('Send');
    expect(submitLabel({}, wordsIn('fr'))).toBe('Envoyer');
    expect(submitLabel(undefined, wordsIn('ar'))).toBe('إرسال');
    const own = { 'ui:submitButtonOptions': { submitText: 'Book' } };
    expect(submitLabel(own, wordsIn('de'))).toBe('Book');
  });
});
