// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PagesEditor } from '../../../../../../src/features/studio/panels/screen/pages-editor';
import { questionsOf } from '../../../../../../src/features/studio/edits/questions';
import {
  answerNamesOf,
  settingsOf,
} from '../../../../../../src/features/studio/edits/screen-settings-edits';

// A question shown on a condition is written after the others in the file; on its page it is
// where the form renders it, after the question that decides it.
const text = JSON.stringify({
  title: 'RSVP',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Your name' },
      coming: { type: 'boolean', title: 'Will you come?' },
      rating: { type: 'integer', title: 'Last year?', minimum: 1, maximum: 5 },
    },
    allOf: [
      {
        if: { properties: { coming: { const: true } }, required: ['coming'] },
        then: { properties: { guests: { type: 'integer', title: 'How many guests?' } } },
      },
    ],
  },
  steps: [
    { title: 'You', fields: ['name'] },
    { title: 'The party', fields: ['coming', 'guests', 'rating'] },
  ],
});

it('lists the questions of a page in the order the form shows them', () => {
  const pages = settingsOf(text).pages ?? [];
  render(
    <PagesEditor
      text={text}
      pages={pages}
      answers={answerNamesOf(text)}
      change={() => {}}
      mistakes={new Map()}
    />,
  );
  const party = screen.getByRole('group', { name: /Page 2/ });
  const titles = within(party)
    .getAllByRole('combobox')
    .map((list) => list.getAttribute('aria-labelledby')?.split(' ').at(-1) ?? '')
    .map((id) => document.getElementById(id)?.textContent);
  expect(titles).toEqual([
    'Page of "Will you come?"',
    'Page of "How many guests?"',
    'Page of "Last year?"',
  ]);
});

/** The editor over `file`, each change made to it kept. */
function edited(file: string) {
  const result = { text: file };
  render(
    <PagesEditor
      text={file}
      pages={settingsOf(file).pages ?? []}
      answers={answerNamesOf(file)}
      change={(edit) => {
        result.text = edit(file);
      }}
      mistakes={new Map()}
    />,
  );
  return result;
}

it('moves a question up and down its page by keyboard, in the page and in the form', () => {
  const plain = JSON.stringify({
    title: 'Party',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Your name' },
        food: { type: 'string', title: 'Food' },
        music: { type: 'string', title: 'Music' },
      },
    },
    steps: [{ title: 'All', fields: ['name', 'food', 'music'] }],
  });
  const result = edited(plain);
  expect(screen.getByRole('button', { name: 'Move "Your name" up on its page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move "Music" down on its page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Move "Music" up on its page' }));
  expect(settingsOf(result.text).pages?.[0]?.fields).toEqual(['name', 'music', 'food']);
  expect(questionsOf(result.text).map((q) => q.name)).toEqual(['name', 'music', 'food']);
  expect(screen.getByText('“Music” is now on page 1, “All”, after “Your name”.')).toBeVisible();
  // At the top of its page, its up button is off: the focus is on its down button.
  screen.getByRole('button', { name: 'Move "Food" up on its page' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Move "Food" up on its page' }));
  expect(screen.getByRole('button', { name: 'Move "Food" down on its page' })).toHaveFocus();
});

it('says why a question cannot go above one shown on a condition that follows another', () => {
  const result = edited(text);
  fireEvent.click(screen.getByRole('button', { name: 'Move "Last year?" up on its page' }));
  expect(result.text).toBe(text);
  expect(screen.getByText(/^“Last year\?” stays where it is/)).toBeVisible();
});
