import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioFile } from '../../../checker/studio-protocol';
import { laidOut } from './file-layout';
import { redone, stepped, undone } from './history';
import { failureWords, openFailureOf, type FailureWords, type OpenFailure } from './open-failure';
import { inSite, readFile, saveFile } from './studio-client';
import { keepUnsaved, unsavedWork } from './unsaved-work';

/** Typing within this long is one step of undo, not one a key. */
const TYPING_STEP_MS = 800;

/**
 * The texts of the screen's translation files changed here, by file name
 * (`rsvp.fr.json`); one not named is as it was read (use-translations.ts).
 */
export type SideTexts = Readonly<Record<string, string>>;

/** A change of translation file `file` whose text, until this document changes it, is `before`. */
export type SideChange = { file: string; before: string; change: (text: string) => string };

/** The translation files changed with an edit: given, or made from the screen's text before it. */
export type Sides = readonly SideChange[] | ((before: string) => readonly SideChange[]);

/**
 * What undo and redo go back and forth between: the screen's text and its
 * translations', and the question open then, under the name it had then (a
 * title typed into a new question renames it: undone, the same card stays open).
 */
type Version = { text: string; sideTexts: SideTexts; selected: string | undefined };

/** One open screen file: its text now, what is on disk, and one history for every view and file. */
export type ScreenDocument = {
  name: string;
  text: string;
  /** The text as last read or saved: unchanged when equal. */
  savedText: string;
  /** The text as read from disk: a question not in it is one made in this sitting. */
  openedText: string;
  /** The hash of the file on disk when it was read or saved: a save names it. */
  baseHash: string | null;
  sideTexts: SideTexts;
  /** The question whose card is open. */
  selected: string | undefined;
  /** The versions undo and redo go to (history.ts). */
  past: readonly Version[];
  future: readonly Version[];
};

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The file opened with changes typed in this tab before and not saved (unsaved-work.ts). */
  | { kind: 'restored' }
  /** Nothing written: why, in the author's words; every edit stays in the page. */
  | { kind: 'failed'; words: FailureWords }
  /** The file changed on disk since it was opened: `current` is what is there now (absent: removed). */
  | { kind: 'conflict'; current?: StudioFile };

const fromFile = (file: StudioFile): ScreenDocument => ({
  name: file.name,
  text: file.text,
  savedText: file.text,
  openedText: file.text,
  baseHash: file.hash,
  sideTexts: {},
  selected: undefined,
  past: [],
  future: [],
});

const versionOf = (d: ScreenDocument): Version => ({
  text: d.text,
  sideTexts: d.sideTexts,
  selected: d.selected,
});

/**
 * The file as read, with the text typed over it in this tab and not saved, if any: one step
 * of undo goes back to the file. It keeps the hash it was typed over, so a file changed on
 * disk since then meets the conflict dialog at its save.
 */
function withUnsavedWork(file: StudioFile): ScreenDocument {
  const read = fromFile(file);
  const kept = unsavedWork(file.name);
  if (!kept || kept.text === file.text) return read;
  return { ...read, text: kept.text, baseHash: kept.baseHash, past: [versionOf(read)] };
}

/** When, and into which file (`''`: the screen's), the author last typed. */
type Typed = { at: number; file: string };

/** Whether a change typed into `file` now joins the step before: it follows quickly, in the same file. */
function joinsTyping(last: { current: Typed }, file: string, typing: boolean): boolean {
  const now = Date.now();
  const before = last.current;
  last.current = { at: typing ? now : 0, file };
  return typing && before.file === file && now - before.at < TYPING_STEP_MS;
}

/**
 * The studio's document: the file's text is the only state, the cards and the
 * JSON tab both edit it, and saving writes it as it is, so a file opened and
 * saved unchanged stays byte for byte.
 */
export function useScreenDocument(onSaved: () => void) {
  const [doc, setDoc] = useState<ScreenDocument | undefined>();
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const lastTyping = useRef<Typed>({ at: 0, file: '' });

  const [openFailure, setOpenFailure] = useState<OpenFailure | undefined>();
  // The file last asked for: the answer for one asked before it opens nothing.
  const asked = useRef('');

  const open = useCallback(async (name: string) => {
    asked.current = name;
    setOpenFailure(undefined);
    const answer = await readFile(name);
    if (asked.current !== name) return;
    if (!answer.ok) {
      setOpenFailure(openFailureOf(name, answer.refusal, inSite !== undefined));
      setDoc(undefined);
      return;
    }
    const opened = withUnsavedWork(answer.value);
    setSaveState({ kind: opened.past.length > 0 ? 'restored' : 'idle' });
    setDoc(opened);
  }, []);

  // What is typed is kept in the tab as it changes, so no reload of the page loses it.
  useEffect(() => {
    if (doc) {
      const { name, text, savedText, baseHash } = doc;
      keepUnsaved(name, text === savedText ? undefined : { baseHash, text });
    }
  }, [doc]);

  const close = useCallback(() => {
    asked.current = '';
    setOpenFailure(undefined);
    setDoc(undefined);
  }, []);

  /** Opens a question's card (`undefined`: none); no step of undo. */
  const select = useCallback(
    (name: string | undefined) =>
      setDoc((d) => (d && d.selected !== name ? { ...d, selected: name } : d)),
    [],
  );

  /**
   * A new text; `typing` joins it to the step before when it follows quickly;
   * `sides`: the translation files changed with it, in the same step (a rename).
   */
  const edit = useCallback((text: string, typing = false, sides: Sides = []) => {
    const joins = joinsTyping(lastTyping, '', typing);
    setDoc((d) => {
      if (!d) return d;
      const changes = typeof sides === 'function' ? sides(d.text) : sides;
      const sideTexts = changes.reduce((all, { file, before, change }) => {
        const now = all[file] ?? before;
        const next = change(now);
        return next === now ? all : { ...all, [file]: next };
      }, d.sideTexts);
      if (d.text === text && sideTexts === d.sideTexts) return d;
      return { ...d, text, sideTexts, ...(joins ? { future: [] } : stepped(d, versionOf(d))) };
    });
  }, []);

  /**
   * A new text of translation file `file` (`before`: its text now if this
   * document has none yet), in the same history as the screen's own edits.
   */
  const editSide = useCallback(
    (file: string, before: string, change: (text: string) => string, typing = false) => {
      const joins = joinsTyping(lastTyping, file, typing);
      setDoc((d) => {
        const text = change(d?.sideTexts[file] ?? before);
        if (!d || text === (d.sideTexts[file] ?? before)) return d;
        const sideTexts = { ...d.sideTexts, [file]: text };
        return { ...d, sideTexts, ...(joins ? { future: [] } : stepped(d, versionOf(d))) };
      });
    },
    [],
  );

  /**
   * Translation file `file` was written as `written` for the text `sent` (laid out:
   * file-layout.ts): its text here follows unless more was typed meanwhile; no step of undo.
   */
  const settleSide = useCallback(
    (file: string, sent: string, written: string) =>
      setDoc((d) =>
        d && sent !== written && d.sideTexts[file] === sent
          ? { ...d, sideTexts: { ...d.sideTexts, [file]: written } }
          : d,
      ),
    [],
  );

  const undo = useCallback(() => {
    lastTyping.current = { at: 0, file: '' };
    setDoc((d) => {
      const back = d && undone(d, versionOf(d));
      return d && back ? { ...d, ...back.version, ...back.history } : d;
    });
  }, []);

  const redo = useCallback(() => {
    lastTyping.current = { at: 0, file: '' };
    setDoc((d) => {
      const on = d && redone(d, versionOf(d));
      return d && on ? { ...d, ...on.version, ...on.history } : d;
    });
  }, []);

  const save = useCallback(
    async (over?: { baseHash: string | null }) => {
      if (!doc) return;
      // What is typed after a save is a step of its own: undo goes back to what was saved.
      lastTyping.current = { at: 0, file: '' };
      setSaveState({ kind: 'saving' });
      const sent = doc.text;
      const text = await laidOut(doc.savedText, sent);
      const answer = await saveFile({
        name: doc.name,
        text,
        baseHash: over ? over.baseHash : doc.baseHash,
      });
      // A save given up on (no answer in time) that landed after all: the file on disk is this text.
      const written = answer.ok
        ? answer.value
        : answer.refusal.error === 'conflict' && answer.refusal.current?.text === text
          ? answer.refusal.current
          : undefined;
      if (written) {
        // The file as written is the text here too, unless more was typed meanwhile.
        setDoc(
          (d) =>
            d && {
              ...d,
              ...(d.text === sent && { text }),
              savedText: text,
              baseHash: written.hash,
            },
        );
        setSaveState({ kind: 'saved' });
        onSaved();
      } else if (!answer.ok && answer.refusal.error === 'conflict') {
        setSaveState({ kind: 'conflict', current: answer.refusal.current });
      } else if (!answer.ok) {
        setSaveState({ kind: 'failed', words: failureWords(answer.refusal, inSite !== undefined) });
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
        // The translations are other files: what was typed into them stays, and the open question.
        setDoc((d) => ({
          ...fromFile(current),
          sideTexts: d?.sideTexts ?? {},
          selected: d?.selected,
        }));
        setSaveState({ kind: 'idle' });
      } else {
        setDoc(undefined);
        setSaveState({ kind: 'idle' });
      }
    },
    [saveState, save],
  );

  return {
    doc,
    saveState,
    openFailure,
    open,
    close,
    select,
    edit,
    editSide,
    settleSide,
    undo,
    redo,
    save,
    resolve,
  };
}
