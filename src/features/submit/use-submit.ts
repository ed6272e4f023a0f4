import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmailTransport } from '../../services/emailjs/transport';
import { i18n } from '../../kernel/i18n/i18n';
import { loadOnce } from '../../kernel/load-once';
import { preloadable } from '../../kernel/ui/preloadable';
import type { ScreenFile } from '../../screen/types';
import type { SignedInPerson } from '../../screen/signed-in-person';
import { isOffline, offline } from '../../services/offline';
import { currentFilling, fillingSent } from './filling';
import type { SubmitExtras } from './send-answers';
import type { PendingCopy, SendFailure } from './send-rules';

const successScreen = preloadable(() =>
  import('./success-screen').then((module) => module.SuccessScreen),
);

/** The confirmation after a send: it comes with the sending code, so it is there once a send is. */
export const SuccessScreen = successScreen.Component;

/**
 * Fetches the code that checks, builds and sends answers (a tenth of a form
 * screen's own code) and the success screen, which no screen needs to render:
 * the screen asks for them when a person first reaches a field, long before they send.
 */
export const prepareSending = loadOnce(() =>
  Promise.all([import('./send-answers'), successScreen.preload()]).then(([module]) => module),
);

const notFetched = (): SendFailure =>
  isOffline()
    ? offline()
    : { ok: false, kind: 'no-connection', message: i18n._('send.notFetched') };

export type SubmitState = 'idle' | 'sending' | 'sent';

/**
 * Sends a screen's answers. One press, one send: a second press while a send
 * is under way (double click, Enter twice) is ignored, decided synchronously
 * so no render can slip between.
 */
export function useSubmit(options: {
  slug: string;
  screen: ScreenFile;
  /** The screen's file fields, as the checker found them (ScreenNeeds). */
  fileFields: readonly string[];
  user: SignedInPerson | null;
  transport?: EmailTransport;
  /** The screen file's version, which a kept response carries. */
  version?: string;
  /** Whether the screen takes answers now (its `opening`), to word a refused response. */
  open?: () => boolean;
}) {
  const { slug, screen, fileFields, user, transport, version, open } = options;
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState<string>();
  // What became of the copy to the person, shown on the success page.
  const [copy, setCopy] = useState<{ ok: boolean; message: string }>();
  // The copy the person may still ask for, with a captcha of its own.
  const [copyDue, setCopyDue] = useState<PendingCopy>();
  // Kept, but its email failed: said on the success page.
  const [note, setNote] = useState<string>();
  const busy = useRef(false);
  // Read as the form opens: a second tab opened before this one sends is the same filling.
  const filling = useRef<string>(undefined);
  useEffect(() => {
    filling.current = currentFilling(slug);
  }, [slug]);

  const submit = useCallback(
    async (formData: unknown, extras: SubmitExtras = {}): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setFailure(undefined);
      setState('sending');
      const result = await prepareSending().then(
        ({ sendAnswers }) =>
          sendAnswers({
            slug,
            screen,
            fileFields,
            user,
            formData,
            extras: { ...extras, filling: (filling.current ??= currentFilling(slug)) },
            transport,
            version,
            open,
          }),
        notFetched,
      );
      busy.current = false;
      if (result.ok) {
        fillingSent(slug);
        setCopy(result.copy);
        setCopyDue(result.copyDue);
        setNote(result.note);
        setState('sent');
        return true;
      }
      setFailure(result.message);
      setState('idle');
      return false;
    },
    [slug, screen, fileFields, user, transport, version, open],
  );

  const sendCopy = useCallback(
    async (captchaToken: string) => {
      if (!copyDue || busy.current) return;
      busy.current = true;
      const note = await prepareSending().then(
        (sending) => sending.sendCopy({ screen, copy: copyDue, captchaToken, transport }),
        notFetched,
      );
      busy.current = false;
      setCopyDue(undefined);
      setCopy(note);
    },
    [copyDue, screen, transport],
  );

  return { state, failure, copy, copyDue: copyDue?.address, note, submit, sendCopy };
}
