import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../../src/checker/check';
import {
  GALLERY,
  questionCount,
} from '../../../../../../src/features/studio/panels/screens/gallery';

describe('the gallery of ready screens', () => {
  it('has the eight screens the studio offers', () => {
    expect(GALLERY.map((g) => g.id)).toEqual([
      'contact',
      'rsvp',
      'feedback',
      'job-application',
      'order',
      'quiz',
      'event-survey',
      'members-only',
    ]);
  });

  it.each(GALLERY.map((g) => [g.id, g] as const))(
    '%s is a screen the checker accepts as it is',
    (id, g) => {
      const result = checkScreenFiles([{ name: `${id}.json`, text: g.text }]);
      expect(result.problems).toEqual([]);
      expect(result.screens.map((s) => s.slug)).toEqual([id]);
    },
  );

  it('counts the questions shown on a condition too', () => {
    const count = (id: string) => questionCount(GALLERY.find((g) => g.id === id)?.text ?? '');
    // name, email, phone, coming, rating, and guests and diet when coming.
    expect(count('rsvp')).toBe(7);
    expect(count('quiz')).toBe(4);
    expect(questionCount('not a file')).toBe(0);
  });
});
