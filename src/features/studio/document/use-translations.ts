import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StudioFileInfo } from '../../../checker/studio-protocol';
import type { ScreenTranslation } from '../../../screen/types';
import { laidOut } from './file-layout';
import { inSite, readFile, saveFile, type Refusal } from './studio-client';
import { failureWords, openFailureOf, unsavedWords } from './open-failure';
import { renameInTranslation } from '../edits/name-edits';
import { NEW_TRANSLATION } from '../edits/translation-edits';
import { translationFollows } from '../edits/translation-follows';
import type { SideChange, SideTexts } from './use-screen-document';
import { keepUnsaved, unsavedWork } from './unsaved-work';

/** One translation file of the open screen: its text now, and what is on disk (`null`: not made yet). */
export type TranslationDoc = {
  text: string;
  savedText: string;
  baseHash: string | null;
  /** Why the last save did not happen, in words. */
  problem?: string;
  /**
   * The file is there but could not be read (openFailureOf's words): its words are not shown,
   * so none are typed over an empty copy of them, until it is read again.
   */
  unread?: { words: string; detail?: string };
};

/** A translation file as read, and as last saved. */
type ReadFile = Omit<TranslationDoc, 'text'> & { readText: string };

/** Why a translation was not saved, and what to do: its words stay in the page. */
function problemOf(refusal: Refusal): string {
  // Saved again, it would be refused again: the file on disk is not written over (a screen's
  // save asks, in its conflict dialog).
  if (refusal.error === 'conflict') {
    return `${refusal.message}: nothing was written over it, and your words stay in this page`;
  }
  return unsavedWords(failureWords(refusal, inSite !== undefined));
}

/** The parsed words of a translation text, or nothing while it is not JSON. */
export function parsedTranslation(text: string | undefined): ScreenTranslation | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as ScreenTranslation) : undefined;
  } catch {
    return undefined;
  }
}

/** The file of screen `slug` in `language`: `rsvp.fr.json`. */
export const translationFile = (slug: string, language: string) => `${slug}.${language}.json`;

/**
 * The translation files of screen `slug` in each language the site offers
 * besides its default: read when the screen opens, each saved to
 * `schemas/<slug>.<language>.json` (made on its first save). What is typed
 * into them lives in the screen's document (`sideTexts`, `editSide` of
 * use-screen-document.ts), so undo and redo take it back in the order it was
 * done, whichever file it went to.
 */
export function useTranslations(
  slug: string,
  languages: string[],
  files: StudioFileInfo[],
  sideTexts: SideTexts,
  editSide: (
    file: string,
    before: string,
    change: (text: string) => string,
    typing?: boolean,
  ) => void,
  settleSide: (file: string, sent: string, written: string) => void,
) {
  const [read, setRead] = useState<Record<string, ReadFile>>({});
  // Each Try again of a translation that could not be read reads them again.
  const [readings, setReadings] = useState(0);
  const readAgain = useCallback(() => setReadings((n) => n + 1), []);
  const present = files
    .filter((f) => f.state.kind === 'translation' && f.state.slug === slug)
    .map((f) => f.name)
    .join(',');

  useEffect(() => {
    let current = true;
    void Promise.all(
      languages.map(async (language): Promise<[string, ReadFile]> => {
        const name = translationFile(slug, language);
        const there = present.split(',').includes(name) ? await readFile(name) : undefined;
        const text = there?.ok ? there.value.text : NEW_TRANSLATION;
        const baseHash = there?.ok ? there.value.hash : null;
        // Gone since it was listed: made anew on its first save, as a translation not there yet.
        if (there && !there.ok && there.refusal.error !== 'not-found') {
          const { words, detail } = openFailureOf(name, there.refusal, inSite !== undefined);
          const unread = detail ? { words, detail } : { words };
          return [language, { readText: text, savedText: text, baseHash, unread }];
        }
        return [language, { readText: text, savedText: text, baseHash }];
      }),
    ).then((found) => {
      if (!current) return;
      // Words typed in this tab and not saved come back, over the hash they were typed over
      // (unsaved-work.ts): a file changed on disk since then refuses their save.
      const withKept = found.map(([l, d]): [string, ReadFile] => {
        const name = translationFile(slug, l);
        const kept = sideTexts[name] === undefined ? unsavedWork(name) : undefined;
        if (!kept || kept.text === d.readText) return [l, d];
        editSide(name, d.readText, () => kept.text);
        return [l, { ...d, baseHash: kept.baseHash }];
      });
      // What is being typed stays: only languages not changed here follow the disk.
      setRead((before) =>
        Object.fromEntries(
          withKept.map(([l, d]) => {
            const mine = before[l];
            const text = sideTexts[translationFile(slug, l)];
            return [l, mine && text !== undefined && text !== mine.savedText ? mine : d];
          }),
        ),
      );
    });
    return () => {
      current = false;
    };
    // The languages list is made afresh on every render; its words are what matter. The texts
    // typed are read as they are when the folder changes, not a reason to read it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, languages.join(','), present, readings]);

  const docs = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(read).map(([l, { readText, ...file }]): [string, TranslationDoc] => [
          l,
          { ...file, text: sideTexts[translationFile(slug, l)] ?? readText },
        ]),
      ),
    [read, sideTexts, slug],
  );

  // What is typed is kept in the tab as it changes, so no reload of the page loses it.
  useEffect(() => {
    for (const [l, { text, savedText, baseHash }] of Object.entries(docs)) {
      keepUnsaved(translationFile(slug, l), text === savedText ? undefined : { baseHash, text });
    }
  }, [docs, slug]);

  const edit = useCallback(
    (language: string, change: (text: string) => string) => {
      const file = read[language];
      if (file && !file.unread)
        editSide(translationFile(slug, language), file.readText, change, true);
    },
    [read, editSide, slug],
  );

  const save = useCallback(
    async (language: string) => {
      const doc = docs[language];
      if (!doc || doc.unread) return;
      const name = translationFile(slug, language);
      const text = await laidOut(doc.savedText, doc.text);
      const answer = await saveFile({ name, text, baseHash: doc.baseHash });
      if (answer.ok) settleSide(name, doc.text, text);
      setRead((d) => {
        const file = d[language];
        if (!file) return d;
        return {
          ...d,
          [language]: answer.ok
            ? { readText: file.readText, savedText: text, baseHash: answer.value.hash }
            : { ...file, problem: problemOf(answer.refusal) },
        };
      });
    },
    [docs, slug, settleSide],
  );

  /** Question `from` renamed `to` in every translation: made in the same step as the screen's rename. */
  const renaming = useCallback(
    (from: string, to: string): SideChange[] =>
      Object.entries(read).map(([language, file]) => ({
        file: translationFile(slug, language),
        before: file.readText,
        change: (text) => renameInTranslation(text, from, to),
      })),
    [read, slug],
  );

  /**
   * Every translation after an edit of the screen from `before` to `after`: the words of
   * what the edit took away go with it (translation-follows.ts). A translation with no
   * words yet is left alone, so a key typed on a screen with none costs nothing.
   */
  const following = useCallback(
    (before: string, after: string): SideChange[] =>
      Object.entries(read).map(([language, file]) => ({
        file: translationFile(slug, language),
        before: file.readText,
        change: (text) =>
          text === NEW_TRANSLATION ? text : translationFollows(text, before, after),
      })),
    [read, slug],
  );

  /** The languages whose words changed since they were read or saved. */
  const changed = useMemo(
    () => Object.keys(docs).filter((l) => docs[l]?.text !== docs[l]?.savedText),
    [docs],
  );

  /** Saves every changed translation; resolves when each has answered. */
  const saveChanged = useCallback(
    () => Promise.all(changed.map((l) => save(l))).then(() => undefined),
    [changed, save],
  );

  return { docs, edit, renaming, following, save, changed, saveChanged, readAgain };
}
