// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioFileInfo, StudioSave } from '../../../src/checker/studio-protocol';
import { useScreenDocument } from '../../../src/features/studio/use-screen-document';
import { useTranslations } from '../../../src/features/studio/use-translations';
import { setTranslatedText } from '../../../src/features/studio/translation-edits';

// The dev server's files, each with a hash of its text; a save naming another hash than the
// file's is refused as the dev server refuses it.
const disk = new Map<string, string>();
const hashOf = (text: string) => `h${text.length}-${text.charCodeAt(text.length - 3)}`;
const fileOf = (name: string, text: string) => ({ name, text, hash: hashOf(text), mtimeMs: 0 });
vi.mock('../../../src/features/studio/studio-client', () => ({
  readFile: (name: string) => {
    const text = disk.get(name);
    return Promise.resolve(
      text === undefined
        ? { ok: false, refusal: { error: 'not-found', message: 'no such file' } }
        : { ok: true, value: fileOf(name, text) },
    );
  },
  saveFile: (save: StudioSave) => {
    const there = disk.get(save.name);
    if ((there === undefined ? null : hashOf(there)) !== save.baseHash) {
      const current = there === undefined ? undefined : fileOf(save.name, there);
      return Promise.resolve({
        ok: false,
        refusal: { error: 'conflict', message: 'changed on disk', current },
      });
    }
    disk.set(save.name, save.text);
    return Promise.resolve({ ok: true, value: fileOf(save.name, save.text) });
  },
}));

const SCREEN = '{\n  "title": "Party"\n}\n';
const FRENCH = '{\n  "title": "Fête"\n}\n';
const files: StudioFileInfo[] = [
  {
    name: 'party.fr.json',
    hash: 'h',
    state: { kind: 'translation', slug: 'party', language: 'fr', problems: 0 },
  },
];

/** The studio's editor for party.json, as a page draws it: a reload draws a new one. */
async function openEditor() {
  const editor = renderHook(() => {
    const screen = useScreenDocument(() => undefined);
    const words = useTranslations(
      'party',
      ['fr'],
      files,
      screen.doc?.sideTexts ?? {},
      screen.editSide,
    );
    return { screen, words };
  });
  await act(() => editor.result.current.screen.open('party.json'));
  await waitFor(() => expect(editor.result.current.words.docs.fr).toBeDefined());
  return editor;
}
type Editor = Awaited<ReturnType<typeof openEditor>>;

async function typeAndLeave(e: Editor) {
  act(() => e.result.current.screen.edit(SCREEN.replace('Party', 'Summer party'), true));
  act(() =>
    e.result.current.words.edit('fr', (t) => setTranslatedText(t, ['title'], 'Fête d’été')),
  );
  // The page goes (a reload, a crash) before anything is saved.
  e.unmount();
}

beforeEach(() => {
  disk.clear();
  disk.set('party.json', SCREEN);
  disk.set('party.fr.json', FRENCH);
  sessionStorage.clear();
});

describe('unsaved work through a reload of the page', () => {
  it('brings back the screen and its words as typed, saved from there, then forgotten', async () => {
    await typeAndLeave(await openEditor());

    const e = await openEditor();
    await waitFor(() => expect(e.result.current.words.docs.fr?.text).toContain('Fête d’été'));
    expect(e.result.current.screen.doc?.text).toContain('Summer party');
    expect(e.result.current.screen.saveState.kind).toBe('restored');
    expect(e.result.current.words.changed).toEqual(['fr']);
    await act(() =>
      Promise.all([e.result.current.screen.save(), e.result.current.words.saveChanged()]),
    );
    expect(disk.get('party.json')).toContain('Summer party');
    expect(disk.get('party.fr.json')).toContain('Fête d’été');
    e.unmount();

    // Saved, nothing is left to bring back.
    const again = await openEditor();
    expect(again.result.current.screen.saveState.kind).toBe('idle');
    expect(again.result.current.screen.doc?.past).toHaveLength(0);
    expect(again.result.current.words.changed).toEqual([]);
  });

  it('one undo goes back to the file as it is on disk', async () => {
    await typeAndLeave(await openEditor());
    const e = await openEditor();
    await waitFor(() => expect(e.result.current.words.changed).toEqual(['fr']));
    act(() => e.result.current.screen.undo());
    act(() => e.result.current.screen.undo());
    expect(e.result.current.screen.doc?.text).toBe(SCREEN);
    expect(e.result.current.words.docs.fr?.text).toBe(FRENCH);
  });

  it('meets the conflict dialog when the file changed on disk meanwhile', async () => {
    await typeAndLeave(await openEditor());
    disk.set('party.json', SCREEN.replace('Party', 'Ball'));
    disk.set('party.fr.json', FRENCH.replace('Fête', 'Bal'));

    const e = await openEditor();
    await waitFor(() => expect(e.result.current.words.docs.fr?.text).toContain('Fête d’été'));
    expect(e.result.current.screen.doc?.text).toContain('Summer party');
    await act(() =>
      Promise.all([e.result.current.screen.save(), e.result.current.words.saveChanged()]),
    );
    expect(e.result.current.screen.saveState).toMatchObject({
      kind: 'conflict',
      current: { text: SCREEN.replace('Party', 'Ball') },
    });
    expect(e.result.current.words.docs.fr?.problem).toBe('changed on disk');
    expect(disk.get('party.json')).toContain('Ball');
    expect(disk.get('party.fr.json')).toContain('Bal');
  });
});
