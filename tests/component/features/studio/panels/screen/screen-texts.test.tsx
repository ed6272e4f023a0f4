// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../../src/checker/check';
import {
  screenMistakes,
  wordsByPlace,
} from '../../../../../../src/features/studio/checking/screen-mistakes';
import { ScreenSettings } from '../../../../../../src/features/studio/panels/screen/screen-settings';

// The Screen tab's texts, driven as an author would, each edit checked as the studio's
// worker checks it: a mistake is marked under the field where it was typed, in words.
const party = `${JSON.stringify(
  {
    title: 'Party',
    schema: {
      type: 'object',
      properties: {
        aboutYou: { type: 'object', title: 'About you', properties: {} },
        name: { type: 'string', title: 'Your name' },
      },
    },
    email: { template: 'template_party' },
  },
  null,
  2,
)}\n`;

function Harness() {
  const [text, setText] = useState(party);
  const { problems } = checkScreenFiles([{ name: 'party.json', text }]);
  return (
    <ScreenSettings
      text={text}
      onEdit={setText}
      route="/party"
      slug="party"
      emailPreview={null}
      onOpenLook={() => {}}
      mistakes={wordsByPlace(screenMistakes(text, problems))}
    />
  );
}

it('marks a {{name}} naming no question under the thank-you text it was typed in', () => {
  render(<Harness />);
  const message = screen.getByRole('textbox', { name: 'Thank-you message' });
  fireEvent.change(message, { target: { value: 'See you, {{typo}}!' } });
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(message).toHaveAccessibleDescription(/^No question called “typo”/);

  fireEvent.change(message, { target: { value: 'See you, {{name}}!' } });
  expect(message).toHaveAttribute('aria-invalid', 'false');
  expect(message).not.toHaveAccessibleDescription(/No question/);
});

it('offers the email every question but a heading, which takes no answer', () => {
  render(<Harness />);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add an answer to the email' }));
  const offered = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(offered.map((o) => o.textContent)).toEqual(['Your name']);
});

it('marks the EmailJS template box left empty, in words, until it is filled again', () => {
  render(<Harness />);
  const template = screen.getByRole('textbox', { name: 'EmailJS template' });
  fireEvent.change(template, { target: { value: '' } });
  expect(template).toHaveAttribute('aria-invalid', 'true');
  expect(template).toHaveAccessibleDescription(
    /^Write the id of the template in your EmailJS account, like template_contact/,
  );
  fireEvent.change(template, { target: { value: 'template_party' } });
  expect(template).toHaveAttribute('aria-invalid', 'false');
  expect(template).toHaveAccessibleDescription(/^The template's id in your EmailJS account/);
});
