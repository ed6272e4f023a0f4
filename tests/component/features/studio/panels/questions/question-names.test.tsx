// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useEffect } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import type {
  StudioFile,
  StudioFileInfo,
  StudioSave,
} from '../../../../../../src/checker/studio-protocol';
import { QuestionCards } from '../../../../../../src/features/studio/panels/questions/question-cards';
import { useScreenDocument } from '../../../../../../src/features/studio/document/use-screen-document';
import { useTranslations } from '../../../../../../src/features/studio/document/use-translations';

// The dev server's files: what the studio reads, and each save it makes.
const disk = new Map<string, string>();
vi.mock('../../../../../../src/features/studio/document/studio-client', () => ({
  readFile: (name: string) =>
    Promise.resolve({ ok: true, value: { name, text: disk.get(name), hash: 'h', mtimeMs: 0 } }),
  saveFile: (save: StudioSave) => {
    disk.set(save.name, save.text);
    const value: StudioFile = { name: save.name, text: save.text, hash: 'saved', mtimeMs: 0 };
    return Promise.resolve({ ok: true, value });
  },
}));

/** No check has found anything: no card is marked. */
const NO_MISTAKES = new Map();

const EMPTY =
  '{\n  "title": "Party",\n  "schema": {\n    "type": "object",\n    "properties": {}\n  }\n}\n';
const GUESTS = `{
  "title": "Party",
  "schema": {
    "type": "object",
    "properties": {
      "guests": { "type": "integer", "title": "Guests" }
    }
  },
  "success": { "message": "See you, {{guests}} of you!" }
}
`;
const FRENCH = `{
  "$schema": "./_translation.schema.json",
  "fields": {
    "guests": { "title": "Invités" }
  },
  "success": { "message": "À bientôt, {{guests}} !" }
}
`;
const FILES: StudioFileInfo[] = [
  {
    name: 'party.fr.json',
    hash: 'h',
    state: { kind: 'translation', slug: 'party', language: 'fr', problems: 0 },
  },
];

/** The Questions tab as the studio wires it: one history for the cards and the translations. */
function Editor() {
  const { doc, open, edit, editSide, settleSide, select, undo, redo, save } = useScreenDocument(
    () => {},
  );
  const words = useTranslations('party', ['fr'], FILES, doc?.sideTexts ?? {}, editSide, settleSide);
  const { renaming } = words;
  const onEdit = useCallback(
    (text: string, typing?: boolean, renamed?: { from: string; to: string }) =>
      edit(text, typing, renamed && renaming(renamed.from, renamed.to)),
    [edit, renaming],
  );
  useEffect(() => void open('party.json'), [open]);
  if (!doc || !words.docs.fr) return null;
  return (
    <>
      <button onClick={undo}>Undo</button>
      <button onClick={redo}>Redo</button>
      <button onClick={() => void Promise.all([save(), words.saveChanged()])}>Save</button>
      <output aria-label="French">{words.docs.fr.text}</output>
      <QuestionCards
        text={doc.text}
        openedText={doc.openedText}
        onEdit={onEdit}
        selected={doc.selected}
        onSelect={select}
        mistakes={NO_MISTAKES}
      />
    </>
  );
}

const nameBox = () => screen.getByRole('textbox', { name: /^Name/ });
const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

beforeEach(() => {
  disk.clear();
  disk.set('party.fr.json', FRENCH);
  // What a test typed and did not save would come back in the next (unsaved-work.ts).
  sessionStorage.clear();
});

it('keeps the question open when undo and redo take back a title that renamed it', async () => {
  disk.set('party.json', EMPTY);
  render(<Editor />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add a question at place 1' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Short text' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
    target: { value: 'Your name' },
  });
  // A new question takes its name from its title.
  await waitFor(() => expect(nameBox()).toHaveValue('yourName'));

  click('Undo');
  expect(titleBox()).not.toHaveValue('Your name');
  expect(nameBox()).toHaveValue('question1');

  click('Redo');
  expect(titleBox()).toHaveValue('Your name');
  expect(nameBox()).toHaveValue('yourName');
});

it('carries a renamed question’s translated words to its new name, undone with it, saved with Save', async () => {
  disk.set('party.json', GUESTS);
  render(<Editor />);
  fireEvent.click(await screen.findByRole('button', { name: /^Guests/ }));
  fireEvent.change(nameBox(), { target: { value: 'partySize' } });
  const renamed = FRENCH.replace('"guests": {', '"partySize": {').replace(
    '{{guests}}',
    '{{partySize}}',
  );

  const french = () => screen.getByRole('status', { name: 'French' }).textContent;
  expect(french()).toBe(renamed);

  click('Undo');
  expect(nameBox()).toHaveValue('guests');
  expect(french()).toBe(FRENCH);
  click('Redo');
  expect(nameBox()).toHaveValue('partySize');
  click('Save');
  await waitFor(() => expect(disk.get('party.fr.json')).toBe(renamed));
  expect(disk.get('party.json')).toBe(GUESTS.replaceAll('guests', 'partySize'));
});

it('gives a new question named as a renamed one was a card of its own, React warning of none', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  disk.set('party.json', EMPTY);
  render(<Editor />);
  const addAt = async (place: number, title: string) => {
    fireEvent.click(
      await screen.findByRole('button', { name: `Add a question at place ${place}` }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Short text' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: title },
    });
  };
  // The first is added as question1 and renamed by its title; the next one is question1 again.
  await addAt(1, 'Your name');
  await waitFor(() => expect(nameBox()).toHaveValue('yourName'));
  fireEvent.click(await screen.findByRole('button', { name: 'Add a question at place 2' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Short text' }));
  await waitFor(() => expect(nameBox()).toHaveValue('question1'));
  await addAt(3, 'Your town');
  await waitFor(() => expect(nameBox()).toHaveValue('yourTown'));
  expect(
    screen.getAllByRole('button', { name: /^(Your name|New question|Your town)/ }),
  ).toHaveLength(3);
  expect(logged.mock.calls.map((c) => String(c[0]))).not.toContainEqual(
    expect.stringContaining('same key'),
  );
  logged.mockRestore();
});

it('names a new “One box to tick” after its title, typed key by key over its first words', async () => {
  disk.set('party.json', EMPTY);
  render(<Editor />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add a question at place 1' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'One box to tick' }));
  const typed = 'Keep me posted';
  for (let end = 0; end <= typed.length; end++) {
    fireEvent.change(titleBox(), { target: { value: typed.slice(0, end) } });
  }
  await waitFor(() => expect(nameBox()).toHaveValue('keepMePosted'));
  // Named by hand, it stays so whatever the title becomes.
  fireEvent.change(nameBox(), { target: { value: 'newsletter' } });
  fireEvent.change(titleBox(), { target: { value: 'Send me news' } });
  expect(nameBox()).toHaveValue('newsletter');
});
