// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  StudioFile,
  StudioFileInfo,
  StudioSave,
} from '../../../../../src/checker/studio-protocol';
import { useScreenDocument } from '../../../../../src/features/studio/document/use-screen-document';
import { useTranslations } from '../../../../../src/features/studio/document/use-translations';
import { setTranslatedText } from '../../../../../src/features/studio/edits/translation-edits';

// The dev server's files, each with a hash of its text: what the studio reads, and each save
// it makes; a save naming another hash than the file's is refused, as the dev server does.
const disk = new Map<string, string>();
const saves: StudioSave[] = [];
const hashOf = (text: string) => `h${text.length}-${text.charCodeAt(text.length - 3)}`;
const fileOf = (name: string, text: string): StudioFile => ({
  name,
  text,
  hash: hashOf(text),
  mtimeMs: 0,
});
vi.mock('../../../../../src/features/studio/document/studio-client', () => ({
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
    saves.push(save);
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

/** The studio's editor: the screen's document and its French and Arabic words, one history. */
function useEditor() {
  const screen = useScreenDocument(() => undefined);
  const words = useTranslations(
    'party',
    ['fr', 'ar'],
    files,
    screen.doc?.sideTexts ?? {},
    screen.editSide,
    screen.settleSide,
  );
  return { screen, words };
}

async function openEditor() {
  // Under StrictMode, as the studio's page does not render these hooks (studio-page.tsx).
  const editor = renderHook(useEditor, { reactStrictMode: true });
  await act(() => editor.result.current.screen.open('party.json'));
  await waitFor(() => expect(editor.result.current.words.docs.ar).toBeDefined());
  return editor;
}

type Editor = Awaited<ReturnType<typeof openEditor>>;
const screenText = (e: Editor) => e.result.current.screen.doc?.text;
const wordsIn = (e: Editor, language: string) => e.result.current.words.docs[language]?.text;
const translate = (e: Editor, language: string, words: string) =>
  act(() => e.result.current.words.edit(language, (t) => setTranslatedText(t, ['title'], words)));
const editScreen = (e: Editor, text: string) => act(() => e.result.current.screen.edit(text));
const undo = (e: Editor) => act(() => e.result.current.screen.undo());
const redo = (e: Editor) => act(() => e.result.current.screen.redo());

beforeEach(() => {
  disk.clear();
  saves.length = 0;
  // Unsaved words are kept in the tab (unsaved-work.ts): each test opens a fresh one.
  sessionStorage.clear();
  disk.set('party.json', SCREEN);
  disk.set('party.fr.json', FRENCH);
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('one history for the screen and its translations', () => {
  it('undoes the last thing done, whatever file, and redoes in the order it was done', async () => {
    const e = await openEditor();
    const renamed = SCREEN.replace('Party', 'Summer party');
    editScreen(e, renamed);
    vi.advanceTimersByTime(1000);
    await translate(e, 'fr', 'Fête d’été');
    vi.advanceTimersByTime(1000);
    await translate(e, 'ar', 'حفلة');
    const frenchAfter = wordsIn(e, 'fr');
    const arabicAfter = wordsIn(e, 'ar');
    expect(frenchAfter).toContain('Fête d’été');

    await undo(e);
    expect(wordsIn(e, 'ar')).not.toContain('حفلة');
    expect(wordsIn(e, 'fr')).toBe(frenchAfter);
    await undo(e);
    expect(wordsIn(e, 'fr')).toBe(FRENCH);
    expect(screenText(e)).toBe(renamed);
    await undo(e);
    expect(screenText(e)).toBe(SCREEN);
    expect(e.result.current.screen.doc?.past).toHaveLength(0);

    await redo(e);
    expect(screenText(e)).toBe(renamed);
    expect(wordsIn(e, 'fr')).toBe(FRENCH);
    await redo(e);
    expect(wordsIn(e, 'fr')).toBe(frenchAfter);
    await redo(e);
    expect(wordsIn(e, 'ar')).toBe(arabicAfter);
    expect(e.result.current.screen.doc?.future).toHaveLength(0);
  });

  it('makes quick typing in one translation one step, and a change of file a new one', async () => {
    const e = await openEditor();
    await translate(e, 'fr', 'F');
    await translate(e, 'fr', 'Fê');
    await translate(e, 'fr', 'Fête !');
    expect(e.result.current.screen.doc?.past).toHaveLength(1);
    await translate(e, 'ar', 'ح');
    expect(e.result.current.screen.doc?.past).toHaveLength(2);
    await undo(e);
    await undo(e);
    expect(wordsIn(e, 'fr')).toBe(FRENCH);
  });

  it('forgets what could be redone once something new is done, in any file', async () => {
    const e = await openEditor();
    editScreen(e, SCREEN.replace('Party', 'Ball'));
    await undo(e);
    expect(e.result.current.screen.doc?.future).toHaveLength(1);
    await translate(e, 'fr', 'Bal');
    expect(e.result.current.screen.doc?.future).toHaveLength(0);
    await undo(e);
    expect(e.result.current.screen.doc?.future).toHaveLength(1);
    editScreen(e, SCREEN.replace('Party', 'Dance'));
    expect(e.result.current.screen.doc?.future).toHaveLength(0);
    expect(wordsIn(e, 'fr')).toBe(FRENCH);
  });

  it('saves every file changed, and only those; undone back to as read is no change', async () => {
    const e = await openEditor();
    await translate(e, 'ar', 'حفلة');
    vi.advanceTimersByTime(1000);
    await translate(e, 'fr', 'Bal');
    await undo(e);
    expect(e.result.current.words.changed).toEqual(['ar']);
    editScreen(e, SCREEN.replace('Party', 'Ball'));
    await act(() =>
      Promise.all([e.result.current.screen.save(), e.result.current.words.saveChanged()]),
    );
    expect(saves.map((s) => s.name).sort()).toEqual(['party.ar.json', 'party.json']);
    // Arabic had no file: it is made (no hash to name); the screen names the hash it was read at.
    expect(saves.find((s) => s.name === 'party.ar.json')?.baseHash).toBeNull();
    expect(disk.get('party.ar.json')).toContain('حفلة');
    expect(e.result.current.words.changed).toEqual([]);
  });
});

describe('unsaved work through a reload of the page', () => {
  /** Typed into the screen and its French words; then the page goes (a reload, a crash). */
  async function typeAndLeave() {
    const e = await openEditor();
    editScreen(e, SCREEN.replace('Party', 'Summer party'));
    await translate(e, 'fr', 'Fête d’été');
    e.unmount();
  }
  const save = (e: Editor) =>
    act(() => Promise.all([e.result.current.screen.save(), e.result.current.words.saveChanged()]));

  it('brings back the screen and its words as typed, saved from there, then forgotten', async () => {
    await typeAndLeave();
    const e = await openEditor();
    await waitFor(() => expect(wordsIn(e, 'fr')).toContain('Fête d’été'));
    expect(screenText(e)).toContain('Summer party');
    expect(e.result.current.screen.saveState.kind).toBe('restored');
    expect(e.result.current.words.changed).toEqual(['fr']);
    await save(e);
    expect(disk.get('party.json')).toContain('Summer party');
    expect(disk.get('party.fr.json')).toContain('Fête d’été');
    e.unmount();

    // Saved, nothing is left to bring back.
    const again = await openEditor();
    expect(again.result.current.screen.saveState.kind).toBe('idle');
    expect(again.result.current.screen.doc?.past).toHaveLength(0);
    expect(again.result.current.words.changed).toEqual([]);
  });

  it('goes back to the files as they are on disk by undo', async () => {
    await typeAndLeave();
    const e = await openEditor();
    await waitFor(() => expect(e.result.current.words.changed).toEqual(['fr']));
    await undo(e);
    await undo(e);
    expect(screenText(e)).toBe(SCREEN);
    expect(wordsIn(e, 'fr')).toBe(FRENCH);
  });

  it('meets the conflict dialog when the file changed on disk meanwhile', async () => {
    await typeAndLeave();
    disk.set('party.json', SCREEN.replace('Party', 'Ball'));
    disk.set('party.fr.json', FRENCH.replace('Fête', 'Bal'));
    const e = await openEditor();
    await waitFor(() => expect(wordsIn(e, 'fr')).toContain('Fête d’été'));
    expect(screenText(e)).toContain('Summer party');
    await save(e);
    expect(e.result.current.screen.saveState).toMatchObject({
      kind: 'conflict',
      current: { text: SCREEN.replace('Party', 'Ball') },
    });
    expect(e.result.current.words.docs.fr?.problem).toBe(
      'changed on disk: nothing was written over it, and your words stay in this page',
    );
    expect(disk.get('party.json')).toContain('Ball');
    expect(disk.get('party.fr.json')).toContain('Bal');
  });
});
