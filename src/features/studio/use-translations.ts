import { useCallback, useEffect, useState } from 'react';
import type { StudioFileInfo } from '../../checker/studio-protocol';
import type { ScreenTranslation } from '../../screen/types';
import { readFile, saveFile } from './studio-client';
import { NEW_TRANSLATION } from './translation-edits';

/** One translation file of the open screen: its text now, and what is on disk (`null`: not made yet). */
export type TranslationDoc = {
  text: string;
  savedText: string;
  baseHash: string | null;
  /** Why the last save did not happen, in words. */
  problem?: string;
};

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

/**
 * The translation files of screen `slug` in each language the site offers
 * besides its default: read when the screen opens, changed here, and each
 * saved to `schemas/<slug>.<language>.json` (made on its first save).
 */
export function useTranslations(slug: string, languages: string[], files: StudioFileInfo[]) {
  const [docs, setDocs] = useState<Record<string, TranslationDoc>>({});
  const present = files
    .filter((f) => f.state.kind === 'translation' && f.state.slug === slug)
    .map((f) => f.name)
    .join(',');

  useEffect(() => {
    let current = true;
    void Promise.all(
      languages.map(async (language): Promise<[string, TranslationDoc]> => {
        const name = `${slug}.${language}.json`;
        const there = present.split(',').includes(name) ? await readFile(name) : undefined;
        return there?.ok
          ? [
              language,
              { text: there.value.text, savedText: there.value.text, baseHash: there.value.hash },
            ]
          : [language, { text: NEW_TRANSLATION, savedText: NEW_TRANSLATION, baseHash: null }];
      }),
    ).then((read) => {
      // What is being typed stays: only languages not changed here follow the disk.
      if (current)
        setDocs((before) =>
          Object.fromEntries(
            read.map(([l, d]) => {
              const mine = before[l];
              return [l, mine && mine.text !== mine.savedText ? mine : d];
            }),
          ),
        );
    });
    return () => {
      current = false;
    };
    // The languages list is made afresh on every draw; its words are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, languages.join(','), present]);

  const edit = useCallback((language: string, change: (text: string) => string) => {
    setDocs((d) => {
      const doc = d[language];
      return doc ? { ...d, [language]: { ...doc, text: change(doc.text) } } : d;
    });
  }, []);

  const save = useCallback(
    async (language: string) => {
      const doc = docs[language];
      if (!doc) return;
      const answer = await saveFile({
        name: `${slug}.${language}.json`,
        text: doc.text,
        baseHash: doc.baseHash,
      });
      setDocs((d) => ({
        ...d,
        [language]: answer.ok
          ? { text: doc.text, savedText: doc.text, baseHash: answer.value.hash }
          : { ...doc, problem: answer.refusal.message },
      }));
    },
    [docs, slug],
  );

  return { docs, edit, save };
}
