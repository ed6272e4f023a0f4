// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, it, vi } from 'vitest';
import { QuestionCards } from '../../../src/features/studio/question-cards';
import { useScreenDocument } from '../../../src/features/studio/use-screen-document';

const SAVED =
  '{\n  "title": "Party",\n  "schema": {\n    "type": "object",\n    "properties": {}\n  }\n}\n';

vi.mock('../../../src/features/studio/studio-client', () => ({
  readFile: (name: string) =>
    Promise.resolve({ ok: true, value: { name, text: SAVED, hash: 'h', mtimeMs: 0 } }),
}));

/** The Questions tab as the studio wires it: the document's history holds the open card. */
function Editor() {
  const { doc, open, edit, select, undo, redo } = useScreenDocument(() => undefined);
  useEffect(() => void open('party.json'), [open]);
  if (!doc) return null;
  return (
    <>
      <button onClick={undo}>Undo</button>
      <button onClick={redo}>Redo</button>
      <QuestionCards
        text={doc.text}
        savedText={doc.savedText}
        onEdit={edit}
        selected={doc.selected}
        onSelect={select}
      />
    </>
  );
}

it('keeps the question open when undo and redo take back a title that renamed it', async () => {
  render(<Editor />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add a question at place 1' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Short text' }));
  const title = await screen.findByRole('textbox', { name: 'Title' });
  fireEvent.change(title, { target: { value: 'Your name' } });
  // A new question takes its name from its title.
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('yourName'),
  );

  act(() => screen.getByRole('button', { name: 'Undo' }).click());
  expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveValue('Your name');
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('question1');

  act(() => screen.getByRole('button', { name: 'Redo' }).click());
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Your name');
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('yourName');
});
