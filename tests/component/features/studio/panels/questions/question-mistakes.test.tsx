// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { QuestionCards } from '../../../../../../src/features/studio/panels/questions/question-cards';
import { mistakesByQuestion } from '../../../../../../src/features/studio/checking/mistakes';
import type { Problem } from '../../../../../../src/screen/types';

const TEXT = `{
  "title": "Party",
  "schema": {
    "type": "object",
    "properties": {
      "name": { "type": "string", "title": "Your name" },
      "guests": { "type": "integer", "title": "Guests", "minimum": "two" },
      "nickname": { "type": "string", "title": "Nickname", "minLength": 8, "maxLength": 4 }
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

const tooShort: Problem = {
  file: 'schemas/party.json',
  line: 8,
  column: 93,
  message:
    'no answer can pass: "maxLength" 4 is below "minLength" 8; make the text length range possible, e.g. "maxLength": 8',
};

it('a question the check found wrong says so on its card, in words or with the line; the others say nothing', () => {
  const mistakes = mistakesByQuestion(TEXT, [mistake, tooShort]);
  const { rerender } = render(
    <QuestionCards
      text={TEXT}
      openedText={TEXT}
      onEdit={() => {}}
      selected={undefined}
      onSelect={() => {}}
      mistakes={mistakes}
    />,
  );
  // A mistake no control of the card fixes: the checker's words, with its line.
  const guests = screen.getByRole('list', { name: 'To finish in "Guests"' });
  expect(within(guests).getByRole('listitem')).toHaveTextContent(
    '"minimum" must be a number (in the File (JSON) tab, line 7)',
  );
  // One the studio can lead to: in the authors' words, beside the rules once the card is open.
  const nickname = () => screen.getByRole('list', { name: 'To finish in "Nickname"' });
  expect(nickname()).toHaveTextContent(
    'Longest (4) is less than Shortest (8): no answer could pass. Make Longest 8 or more, or Shortest less.',
  );
  expect(screen.queryByRole('list', { name: 'To finish in "Your name"' })).toBeNull();
  rerender(
    <QuestionCards
      text={TEXT}
      openedText={TEXT}
      onEdit={() => {}}
      selected="nickname"
      onSelect={() => {}}
      mistakes={mistakes}
    />,
  );
  const rules = screen.getByRole('group', { name: 'Rules for the answer' });
  expect(rules.nextElementSibling).toBe(nickname());
});
