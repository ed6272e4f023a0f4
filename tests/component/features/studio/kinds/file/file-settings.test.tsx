// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { fileSettingsOf } from '../../../../../../src/features/studio/kinds/file/file-edits';
import { FileQuestionSettings } from '../../../../../../src/features/studio/kinds/file/file-settings';

// A file question's largest file, typed as an author would: a size above what the site
// sends with an answer (PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES, 50 KB unless set) is said
// in words under the box, where it is typed.
const party = `${JSON.stringify(
  {
    title: 'Party',
    schema: {
      type: 'object',
      properties: { photo: { type: 'string', title: 'A photo', format: 'data-url' } },
    },
  },
  null,
  2,
)}\n`;

function Harness() {
  const [text, setText] = useState(party);
  return (
    <FileQuestionSettings
      name="photo"
      title="A photo"
      data={fileSettingsOf(text, 'photo')}
      change={(edit) => setText((t) => edit(t))}
    />
  );
}

it('says when the largest file is more than the site takes, and what to write', () => {
  render(<Harness />);
  const largest = screen.getByRole('spinbutton', { name: 'Largest file' });
  expect(largest).toHaveAccessibleDescription('Empty: the site’s limit, 50 KB');

  fireEvent.change(largest, { target: { value: '2' } });
  expect(largest).toHaveAttribute('aria-invalid', 'true');
  expect(largest).toHaveAccessibleDescription(
    /^More than the site takes: .* at most 50 KB .* Write 50 KB or less\.$/,
  );

  fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'KB' } });
  expect(largest).toHaveAttribute('aria-invalid', 'false');
});
