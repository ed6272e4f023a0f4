import { useMemo } from 'react';
import type { ScreenFile, ScreenTranslation } from '../../screen/types';
import { translationsNow } from '../../screen/translations-loader';

/**
 * The screen as the person reads it: in their language, with the author's own error messages
 * translated. What is sent (field titles in the answers, `{{...}}` in the email) stays the
 * screen's own, for whoever reads the emails.
 */
export function useShownScreen(screen: ScreenFile, translation: ScreenTranslation | undefined) {
  // A translation joins the screen only once its code is in (loadScreenIn loads both).
  const translations = translation && translationsNow();
  const shown = useMemo(
    () =>
      translation && translations ? translations.translateScreen(screen, translation) : screen,
    [screen, translation, translations],
  );
  const transformErrors = useMemo(() => {
    const messages = translation && translations?.translatedErrorMessages(screen, translation);
    return messages?.size ? translations?.translateReportedErrors(messages) : undefined;
  }, [screen, translation, translations]);
  return { shown, transformErrors };
}
