import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../../src/checker/check';
import { keptTrue } from '../../../../../../src/features/studio/edits/kept-true';
import { addQuestion } from '../../../../../../src/features/studio/edits/question-edits';
import { valueInText } from '../../../../../../src/features/studio/edits/json-text';
import {
  addColumn,
  addRow,
  gridOf,
  moveColumn,
  moveRow,
  removeColumn,
  removeRow,
  setColumnWords,
  setRowRequired,
  setRowTitle,
  setSeveral,
} from '../../../../../../src/features/studio/kinds/grid/grid-edits';
import {
  addChoice,
  removeChoice,
  setChoiceWords,
} from '../../../../../../src/features/studio/kinds/choice/choice-edits';
import { blankScreen } from '../../../../../../src/features/studio/panels/screens/blank-screen';

const problemsOf = (text: string) =>
  checkScreenFiles([{ name: 'form.json', text }]).problems.map((p) => p.message);
const blank = blankScreen('Volunteers', 'volunteers');

describe('a choice grid set up by pointing', () => {
  const { text: added, name } = addQuestion(blank, 'grid', 1);

  it('takes rows and columns added, renamed, moved and removed, and stays a screen the checker takes', () => {
    let text = setRowTitle(added, name, 'row1', 'Set up');
    text = setRowTitle(text, name, 'setUp', 'Setting up');
    text = addRow(text, name);
    expect(gridOf(text, name)?.rows.at(-1)).toEqual({
      name: 'row1',
      title: 'New row',
      required: false,
    });
    text = setRowTitle(text, name, 'row1', 'Clearing up');
    text = addColumn(text, name);
    text = setColumnWords(text, name, 3, 'Not at all');
    text = moveColumn(text, name, 3, 0);
    text = removeColumn(text, name, 1);
    text = moveRow(text, name, 2, 0);
    text = removeRow(text, name, 'row2');
    expect(gridOf(text, name)).toEqual({
      rows: [
        { name: 'clearingUp', title: 'Clearing up', required: false },
        { name: 'settingUp', title: 'Setting up', required: false },
      ],
      columns: [
        { words: 'Not at all', code: 'not-at-all' },
        { words: 'Good', code: 'good' },
        { words: 'Great', code: 'great' },
      ],
      several: false,
    });
    expect(problemsOf(text)).toEqual([]);
  });

  it('a required row makes the grid required; several answers a row need a tick in a required row', () => {
    let text = keptTrue(setRowRequired(added, name, 'row1', true));
    expect(valueInText(text, ['schema', 'required'])).toContain(name);
    expect(problemsOf(text)).toEqual([]);
    text = setSeveral(text, name, true);
    expect(
      valueInText(text, ['schema', 'properties', name, 'properties', 'row1', 'minItems']),
    ).toBe(1);
    expect(problemsOf(text)).toEqual([]);
    // One answer a row again, and the row not required: the grid as it was made.
    const back = setRowRequired(setSeveral(text, name, false), name, 'row1', false);
    const grid = ['schema', 'properties', name];
    expect(valueInText(back, grid)).toEqual(valueInText(added, grid));
  });

  it('one answer a row, then several, then one again gives back the very same file', () => {
    expect(setSeveral(setSeveral(added, name, true), name, false)).toBe(added);
  });
});

describe('a ranking keeps its count of items true', () => {
  it('every item added or removed changes "minItems" with it', () => {
    const { text: added, name } = addQuestion(blank, 'ranking', 1);
    let text = keptTrue(addChoice(added, name));
    text = keptTrue(addChoice(text, name));
    text = keptTrue(setChoiceWords(text, name, 3, 'Greeter'));
    expect(valueInText(text, ['schema', 'properties', name, 'minItems'])).toBe(4);
    expect(problemsOf(text)).toEqual([]);
    text = keptTrue(removeChoice(text, name, 0));
    expect(valueInText(text, ['schema', 'properties', name, 'minItems'])).toBe(3);
    expect(problemsOf(text)).toEqual([]);
  });
});
