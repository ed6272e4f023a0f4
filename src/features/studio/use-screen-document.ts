import { useCallback, useRef, useState } from 'react';
import type { StudioFile } from '../../checker/studio-protocol';
import { readFile, saveFile } from './studio-client';

/** Typing within this long is one step of undo, not one a key. */
const TYPING_STEP_MS = 800;

/** One open screen file: its text now, what is on disk, and one history for every view. */
export type ScreenDocument = {
  name: string;
  text: string;
  /** The text as last read or saved: unchanged when equal. */
  savedText: string;
  /** The hash of the file on disk when it was read or saved: a save names it. */
  baseHash: string | null;
  past: string[];
  future: string[];
};

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string }
  /** The file changed on disk since it was opened: `current` is what is there now (absent: removed). */
  | { kind: 'conflict'; current?: StudioFile };

const fromFile = (file: StudioFile): ScreenDocument => ({
  name: file.name,
  text: file.text,
  savedText: file.text,
  baseHash: file.hash,
  past: [],
  future: [],
});

/**
 * The studio's document: the file's text is the only state, the cards and the
 * JSON tab both edit it, and saving writes it as it is, so a file opened and
 * saved unchanged stays byte for byte.
 */
export function useScreenDocument(onSaved: () => void) {
  const [doc, setDoc] = useState<ScreenDocument | undefined>();
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const lastTyping = useRef(0);

  const open = useCallback(async (name: string) => {
    const answer = await readFile(name);
    setSaveState(
      answer.ok ? { kind: 'idle' } : { kind: 'failed', message: answer.refusal.message },
    );
    setDoc(answer.ok ? fromFile(answer.value) : undefined);
  }, []);

  const close = useCallback(() => setDoc(undefined), []);

  /** A new text; `typing` joins it to the step before when it follows quickly. */
  const edit = useCallback((text: string, typing = false) => {
    const now = Date.now();
    const joins = typing && now - lastTyping.current < TYPING_STEP_MS;
    lastTyping.current = typing ? now : 0;
    setDoc((d) =>
      d && d.text !== text
        ? { ...d, text, past: joins ? d.past : [...d.past, d.text], future: [] }
        : d,
    );
  }, []);

  const undo = useCallback(() => {
    lastTyping.current = 0;
    setDoc((d) => {
      const previous = d?.past.at(-1);
      return d && previous !== undefined
        ? { ...d, text: previous, past: d.past.slice(0, -1), future: [d.text, ...d.future] }
        : d;
    });
  }, []);

  const redo = useCallback(() => {
    lastTyping.current = 0;
    setDoc((d) => {
      const next = d?.future[0];
      return d && next !== undefined
        ? { ...d, text: next, past: [...d.past, d.text], future: d.future.slice(1) }
        : d;
    });
  }, []);

  const save = useCallback(
    async (over?: { baseHash: string | null }) => {
      if (!doc) return;
      setSaveState({ kind: 'saving' });
      const text = doc.text;
      const answer = await saveFile({
        name: doc.name,
        text,
        baseHash: over ? over.baseHash : doc.baseHash,
      });
      if (answer.ok) {
        setDoc((d) => d && { ...d, savedText: text, baseHash: answer.value.hash });
        setSaveState({ kind: 'saved' });
        onSaved();
      } else if (answer.refusal.error === 'conflict') {
        setSaveState({ kind: 'conflict', current: answer.refusal.current });
      } else {
        setSaveState({ kind: 'failed', message: answer.refusal.message });
      }
    },
    [doc, onSaved],
  );

  /** After a conflict: the file as it is on disk now, or this version written over it. */
  const resolve = useCallback(
    async (choice: 'reload' | 'keep') => {
      if (saveState.kind !== 'conflict') return;
      const current = saveState.current;
      if (choice === 'keep') {
        await save({ baseHash: current?.hash ?? null });
      } else if (current) {
        setDoc(fromFile(current));
        setSaveState({ kind: 'idle' });
      } else {
        setDoc(undefined);
        setSaveState({ kind: 'idle' });
      }
    },
    [saveState, save],
  );

  return { doc, saveState, open, close, edit, undo, redo, save, resolve };
}
