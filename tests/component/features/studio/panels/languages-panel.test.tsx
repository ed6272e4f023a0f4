// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import type { TranslationDoc } from '../../../../../src/features/studio/document/use-translations';
import { NEW_TRANSLATION } from '../../../../../src/features/studio/edits/translation-edits';
import { LanguagesPanel } from '../../../../../src/features/studio/panels/languages-panel';

// The Languages tab's texts, typed as an author would: a {{...}} the English words lack, which
// `npm run check` refuses in the French file, is marked under the text it was typed in, in
// words, as the Screen tab marks it in the English ones.
const party = JSON.stringify({
  title: 'Party',
  schema: { type: 'object', properties: { name: { type: 'string', title: 'Your name' } } },
  success: { title: 'Thanks', message: 'See you, {{name}}!' },
  submit: 'none',
});

const checked = checkScreenFiles([{ name: 'party.json', text: party }]).screens[0]?.screen;

/** The panel on party's French words; each test gives the file and what it watches. */
const french = {
  screen: checked ?? undefined,
  defaultLanguage: 'en',
  languages: ['fr'],
  language: 'fr',
  onLanguage: () => {},
  onEdit: () => {},
  onSave: () => {},
  onReadAgain: () => {},
  slug: 'party',
};

function Harness() {
  const [text, setText] = useState(NEW_TRANSLATION);
  const doc: TranslationDoc = { text, savedText: NEW_TRANSLATION, baseHash: null };
  return (
    <>
      <LanguagesPanel
        {...french}
        docs={{ fr: doc }}
        onEdit={(_language, change) => setText(change)}
      />
      <output aria-label="The French file">{text}</output>
    </>
  );
}

/** The French file as `npm run check` reads it beside the screen: its problems' messages. */
const refused = () =>
  checkScreenFiles([
    { name: 'party.json', text: party },
    {
      name: 'party.fr.json',
      text: screen.getByRole('status', { name: 'The French file' }).textContent,
    },
  ]).problems.map((p) => p.message);

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

it('marks a {{name}} the English words lack under the French text it was typed in', () => {
  expect(checked).toBeTruthy();
  render(<Harness />);
  const message = screen.getByRole('textbox', { name: 'Thank-you message in Français' });
  fireEvent.change(message, { target: { value: 'À bientôt, {{typo}} !' } });
  expect(refused()).toEqual([expect.stringMatching(/^"\{\{typo\}\}" is not in the text/)]);
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(message).toHaveAccessibleDescription(
    'No question called “typo”: keep each {{…}} as the English words write it: {{name}}.',
  );
  expect(alerts()).toContainEqual(expect.stringMatching(/^1 text has a \{\{…\}\} to fix/));

  fireEvent.change(message, { target: { value: 'À bientôt, {{name}} !' } });
  expect(refused()).toEqual([]);
  expect(message).toHaveAttribute('aria-invalid', 'false');
  expect(message).not.toHaveAccessibleDescription(/No question/);
  expect(alerts()).not.toContainEqual(expect.stringMatching(/to fix/));
});

it('says a question’s {{name}} in words the English ones do not have is not in them', () => {
  render(<Harness />);
  const title = screen.getByRole('textbox', { name: 'Thank-you title in Français' });
  fireEvent.change(title, { target: { value: 'Merci {{name}}' } });
  expect(refused()).toHaveLength(1);
  expect(title).toHaveAccessibleDescription(
    '{{name}} is not in the English words: the English words have no {{…}}, so these take none.',
  );
});

it('shows no words of a translation that could not be read, and Try again reads it again', () => {
  let readings = 0;
  const unread: TranslationDoc = {
    text: NEW_TRANSLATION,
    savedText: NEW_TRANSLATION,
    baseHash: null,
    unread: {
      words:
        "This screen could not be opened: the studio's server did not answer. Is npm start still running? Try again.",
    },
  };
  render(<LanguagesPanel {...french} docs={{ fr: unread }} onReadAgain={() => (readings += 1)} />);
  // Empty boxes here would read as "nothing translated yet", and be typed over a file that has words.
  expect(screen.queryByRole('textbox', { name: /in Français/ })).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent("the studio's server did not answer");
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(readings).toBe(1);
});
