import type { I18n } from '@lingui/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useLanguage, wordsOf, WordsIn } from '../../kernel/i18n/i18n';
import { directionOf, SHIPPED_LANGUAGES, type Language } from '../../kernel/i18n/languages';
import { MuiRoot, prepareDirection } from '../../kernel/ui/mui-root';

const isShipped = (language: string): language is Language =>
  (SHIPPED_LANGUAGES as readonly string[]).includes(language);

/**
 * Its children as the live app shows them in `language`: the app's own words
 * from that language's catalogue (Next, Send, the messages...) and, right to
 * left, MUI's mirrored theme and styles, as mui-root.tsx does for the whole
 * page; the page around (the studio) keeps its own language and direction.
 * Nothing is rendered until the words (and the mirrored look) have loaded.
 */
export function InLanguage({ language, children }: { language: string; children: ReactNode }) {
  const pageLanguage = useLanguage();
  const apart = language !== pageLanguage && isShipped(language) ? language : undefined;
  const [words, setWords] = useState<I18n | undefined>();
  useEffect(() => {
    if (!apart) return;
    let current = true;
    void Promise.all([wordsOf(apart), prepareDirection(apart)]).then(([loaded]) => {
      if (current) setWords(loaded);
    });
    return () => {
      current = false;
    };
  }, [apart]);
  if (!apart) return children;
  if (words?.locale !== apart) return null;
  return (
    <WordsIn value={words}>
      {directionOf(apart) === directionOf(pageLanguage) ? children : <MuiRoot>{children}</MuiRoot>}
    </WordsIn>
  );
}
