// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../../src/checker/check';
import { valueInText } from '../../../../../../src/features/studio/edits/json-text';
import { keepingOf } from '../../../../../../src/features/studio/edits/responses-edits';
import { ResponsesSettings } from '../../../../../../src/features/studio/panels/screen/responses-settings';

// The Screen tab's "Keeping the answers", driven as an author would: each change is an edit
// of the file's text, checked by the checker as a saved file would be.
const contact = `${JSON.stringify(
  {
    title: 'Contact',
    schema: { type: 'object', properties: { name: { type: 'string', title: 'Your name' } } },
    email: { template: 'template_contact' },
  },
  null,
  2,
)}\n`;

const paged = JSON.stringify({
  ...(JSON.parse(contact) as object),
  steps: [{ title: 'You', fields: ['name'] }],
});

/** The part over `file`, its edits kept; `text()` is the file as it is now. */
function edited(file: string) {
  let current = file;
  function Harness() {
    const [text, setText] = useState(file);
    current = text;
    const k = keepingOf(text);
    return (
      <ResponsesSettings
        k={k}
        slug="contact"
        paged={valueInText(text, ['steps']) !== undefined}
        change={(edit) => setText((t) => edit(t))}
      />
    );
  }
  render(<Harness />);
  return { text: () => current, value: (path: (string | number)[]) => valueInText(current, path) };
}

const problemsOf = (text: string) =>
  checkScreenFiles([{ name: 'contact.json', text }]).problems.map((p) => p.message);

it('keeps the answers with an owner, emailed or not, and links to the responses page', () => {
  const file = edited(contact);
  expect(screen.queryByRole('link', { name: /responses/ })).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: /Keep every response/ }));
  expect(file.value(['responses'])).toBe(true);
  expect(screen.getByRole('link', { name: /Open this form's responses/ })).toHaveAttribute(
    'href',
    '/responses/contact',
  );
  // No owner anywhere yet: the checker says so, as it would of the saved file.
  expect(problemsOf(file.text()).join()).toMatch(/kept for nobody/);

  const owner = screen.getByRole('textbox', { name: "Owner's email address" });
  fireEvent.change(owner, { target: { value: 'not an address' } });
  fireEvent.keyDown(owner, { key: 'Enter' });
  expect(screen.getByText('An email address, like ana@example.org')).toBeVisible();
  expect(file.value(['responses'])).toBe(true);
  fireEvent.change(owner, { target: { value: 'ana@example.org' } });
  fireEvent.keyDown(owner, { key: 'Enter' });
  fireEvent.change(owner, { target: { value: 'ben@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add owner' }));
  expect(file.value(['responses', 'owners'])).toEqual(['ana@example.org', 'ben@example.org']);
  expect(problemsOf(file.text())).toEqual([]);

  // Still emailed by default; off, the file has no email and the checker takes it.
  const emailed = screen.getByRole('checkbox', { name: /Also email each response/ });
  expect(emailed).toBeChecked();
  fireEvent.click(emailed);
  expect(file.value(['email'])).toBeUndefined();
  expect(problemsOf(file.text())).toEqual([]);
  fireEvent.click(emailed);
  expect(file.value(['email'])).toEqual({ template: 'template_contact' });

  fireEvent.click(screen.getByRole('button', { name: 'Remove ana@example.org' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove ben@example.org' }));
  expect(file.value(['responses'])).toBe(true);
});

it('sets the limits in words; each taken out again gives back the same file', () => {
  const kept = contact.replace('\n}', ',\n  "responses": true\n}');
  const file = edited(kept);
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Close after this many responses' }), {
    target: { value: '3' },
  });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Days to keep each response' }), {
    target: { value: '30' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /One response per person/ }));
  expect(file.value(['responses'])).toEqual({ closeAfter: 3, keepForDays: 30, onePerPerson: true });
  // One per person needs to know the person: people sign in to answer.
  expect(file.value(['access'])).toBe('signed-in');
  // Drop-off counts pages: this form has one.
  expect(screen.getByRole('checkbox', { name: /split the form into pages first/ })).toBeDisabled();

  fireEvent.click(screen.getByRole('checkbox', { name: /One response per person/ }));
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Close after this many responses' }), {
    target: { value: '' },
  });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Days to keep each response' }), {
    target: { value: '' },
  });
  expect(file.value(['responses'])).toBe(true);
  expect(file.text().replace(',\n  "access": "signed-in"', '')).toBe(kept);
  fireEvent.click(screen.getByRole('checkbox', { name: /Keep every response/ }));
  expect(file.text().replace(',\n  "access": "signed-in"', '')).toBe(contact);
});

it('drop-off on a form of pages, with the words the person is shown', () => {
  const file = edited(paged);
  fireEvent.click(screen.getByRole('checkbox', { name: /Keep every response/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /drop-off, never their answers/ }));
  expect(file.value(['responses'])).toEqual({ dropOff: true });
  expect(
    screen.getByText(/People see: “This form counts how far people get through its pages/),
  ).toBeVisible();
});

it('a form that keeps nothing and has no email gets one when keeping is turned off', () => {
  const only = JSON.stringify({
    title: 'Kept only',
    schema: { type: 'object', properties: { name: { type: 'string' } } },
    responses: { owners: ['ana@example.org'] },
  });
  const file = edited(only);
  fireEvent.click(screen.getByRole('checkbox', { name: /Keep every response/ }));
  expect(file.value(['responses'])).toBeUndefined();
  expect(file.value(['email'])).toEqual({ template: 'template_contact' });
  expect(problemsOf(file.text())).toEqual([]);
});
