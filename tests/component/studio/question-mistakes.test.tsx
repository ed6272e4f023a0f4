// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { QuestionCards } from '../../../src/features/studio/panels/questions/question-cards';
import type { Problem } from '../../../src/screen/types';

const TEXT = `{
  "title": "Party",
  "schema": {
    "type": "object",
    "properties": {
      "name": { "type": "string", "title": "Your name" },
      "guests": { "type": "integer", "title": "Guests", "minimum": "two" }
    }
  }
}
`;

const mistake: Problem = {
  file: 'schemas/party.json',
  line: 7,
  column: 68,
  message: '"minimum" must be a number',
};

it('a question the check found wrong says so on its card, with the line; the others say nothing', () => {
  render(
    <QuestionCards
      text={TEXT}
      openedText={TEXT}
      onEdit={() => {}}
      selected={undefined}
      onSelect={() => {}}
      mistakes={new Map([['guests', [mistake]]])}
    />,
  );
  const list = screen.getByRole('list', { name: 'Mistakes in "Guests"' });
  expect(within(list).getByRole('listitem')).toHaveTextContent(
    'Line 7: "minimum" must be a number',
  );
  expect(screen.queryByRole('list', { name: 'Mistakes in "Your name"' })).toBeNull();
});
