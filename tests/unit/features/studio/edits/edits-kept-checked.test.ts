import { setGivesPoints } from '../../../../../src/features/studio/kinds/calculated/formula-edits';
import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import { renameQuestion } from '../../../../../src/features/studio/edits/name-edits';
import { setPaged } from '../../../../../src/features/studio/edits/page-edits';
import { deleteQuestion, usesOf } from '../../../../../src/features/studio/edits/question-edits';
import { setParam } from '../../../../../src/features/studio/edits/screen-settings-edits';
import { keptTrue } from '../../../../../src/features/studio/edits/kept-true';
import { addQuestion } from '../../../../../src/features/studio/edits/question-edits';
import {
  choicesOf,
  removeChoice,
} from '../../../../../src/features/studio/kinds/choice/choice-edits';
import { fewestChoicesOf } from '../../../../../src/features/studio/kinds/kind-table';
import { GALLERY } from '../../../../../src/features/studio/panels/screens/gallery';
import { blankScreen } from '../../../../../src/features/studio/panels/screens/blank-screen';

const gallery = (id: string) => GALLERY.find((g) => g.id === id)?.text ?? '';
const problemsOf = (text: string) =>
  checkScreenFiles([{ name: 'screen.json', text }]).problems.map((p) => p.message);

// Each of these left a screen `npm run check` refuses, found by the property test of the
// studio's edits (studio-edits.property.test.ts); pinned here one by one.
describe('studio edits that once left a screen the check refuses', () => {
  it('a score renamed: the thank-you text shown by score follows it', () => {
    const quiz = gallery('quiz');
    expect(quiz).toContain('"var": "score"');
    const renamed = renameQuestion(quiz, 'score', 'points');
    expect(renamed).toContain('"var": "points"');
    expect(problemsOf(renamed)).toEqual([]);
  });

  it('points taken off a question take it out of the score, and back in its place', () => {
    const quiz = gallery('quiz');
    const off = setGivesPoints(quiz, 'italy', false);
    expect(off).toContain('"score": { "+": [{ "points": "france" }, { "points": "spain" }] }');
    expect(problemsOf(off)).toEqual([]);
    const on = setGivesPoints(off, 'italy', true);
    expect(on).toContain(
      '{ "+": [{ "points": "france" }, { "points": "italy" }, { "points": "spain" }] }',
    );
  });

  it('a ranking keeps two items at least: the last two are not removed', () => {
    const added = addQuestion(blankScreen('Party', 'party'), 'ranking', 1);
    expect(fewestChoicesOf('ranking')).toBe(2);
    expect(choicesOf(added.text, added.name)).toHaveLength(2);
    const kept = keptTrue(removeChoice(added.text, added.name, 0, fewestChoicesOf('ranking')));
    expect(kept).toBe(added.text);
    expect(problemsOf(kept)).toEqual([]);
  });

  it('pages on for a screen whose condition is written in the file: every question on a page', () => {
    const onePage = setPaged(gallery('rsvp'), false);
    expect(onePage).toContain('"dependencies"');
    const paged = setPaged(onePage, true);
    expect(paged).toContain('"guests", "diet"');
    expect(problemsOf(paged)).toEqual([]);
    expect(setPaged(paged, false)).toBe(onePage);
  });

  it('a question named elsewhere is not deleted; the email line of its answer alone goes with it', () => {
    const quiz = gallery('quiz');
    expect(usesOf(quiz, 'france')).toEqual(['a calculated value']);
    expect(usesOf(quiz, 'score')).toEqual(['the thank-you page']);
    const rsvp = gallery('rsvp');
    expect(usesOf(rsvp, 'name')).toEqual([
      'the email’s texts or the copy to the person',
      'the thank-you page',
    ]);
    // An answer added to the email by the studio ("{{phone}}") goes with its question.
    const sent = setParam(rsvp, 'phone', '{{phone}}');
    expect(usesOf(sent, 'phone')).toEqual([]);
    const deleted = deleteQuestion(sent, 'phone');
    expect(deleted).not.toContain('phone');
    expect(problemsOf(deleted)).toEqual([]);
  });
});
