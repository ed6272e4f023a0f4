import { useMemo } from 'react';
import type { ScreenFile, ScreenTranslation } from '../../screen/types';
import {
  translatedErrorMessages,
  translateReportedErrors,
  translateScreen,
} from '../../screen/translations';

/**
 * The screen as the person reads it: in their language, with the author's own error messages
 * translated. What is sent (field titles in the answers, `{{...}}` in the email) stays the
 * screen's own, for whoever reads the emails.
 */
export function useShownScreen(screen: ScreenFile, translation: ScreenTranslation | undefined) {
  const shown = useMemo(
    () => (translation ? translateScreen(screen, translation) : screen),
    [screen, translation],
  );
  const transformErrors = useMemo(() => {
    const messages = translation && translatedErrorMessages(screen, translation);
    return messages?.size ? translateReportedErrors(messages) : undefined;
  }, [screen, translation]);
  return { shown, transformErrors };
}
