import { describe, expect, it } from 'vitest';
import { freeSlug } from '../../../../../../src/features/studio/panels/screens/blank-screen';

const screens = [{ name: 'contact.json' }, { name: 'contact-2.json' }, { name: 'rsvp.json' }];

describe('the file name the new screen window offers', () => {
  it('is the name itself when no screen has it', () => {
    expect(freeSlug('party', screens)).toBe('party');
  });

  it('is the first free numbered name when a screen has it', () => {
    expect(freeSlug('contact', screens)).toBe('contact-3');
    expect(freeSlug('rsvp', screens)).toBe('rsvp-2');
  });

  it('stays empty when there is nothing to offer', () => {
    expect(freeSlug('', screens)).toBe('');
  });
});
