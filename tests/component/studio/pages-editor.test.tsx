// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PagesEditor } from '../../../src/features/studio/pages-editor';
import { answerNamesOf, settingsOf } from '../../../src/features/studio/screen-settings-edits';

// A question shown on a condition is written after the others in the file; on its page it is
// where the form draws it, after the question that decides it.
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
  render(<PagesEditor text={text} pages={pages} answers={answerNamesOf(text)} change={() => {}} />);
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
