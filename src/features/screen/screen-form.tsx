import '../../kernel/i18n/form-words';
import { Box, Button } from '@mui/material';
import type { ValidatorType } from '@rjsf/utils';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { config } from '../../kernel/config/env';
import type { SignedInPerson } from '../../screen/signed-in-person';
import type {
  OpeningTimes,
  ScreenFile,
  ScreenNeeds,
  ScreenTranslation,
  SuccessOptions,
} from '../../screen/types';
import { ThemedForm } from '../../form/themed-form';
import { LeftOutIfUnloaded } from '../../form/perf/lazy-part';
import { submitLabel } from '../../form/submit-label';
import { loadLogic, loadPiping, logicNow, pipingNow } from '../../screen/logic/logic-loader';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { fieldsHydrated } from '../../kernel/ui/hydration-gate';
import { ErrorAlert } from '../../kernel/ui/error-alert';
import { preloadable } from '../../kernel/ui/preloadable';
import { useWords } from '../../kernel/i18n/i18n';
import {
  Captcha,
  Honeypot,
  preloadCaptcha,
  prepareSending,
  SuccessScreen,
  useSubmit,
} from '../submit';
import { useShownScreen } from './use-shown-screen';
import { useVisitAnswers } from './use-visit-answers';
import { openingState } from './opening-state';
import { useDropOff } from './use-drop-off';
import { loadResponseStore } from '../../services/firestore';
import { keeping } from '../../screen/responses';

// Only multi-step screens load the step indicator.
// Shown only after hydration, where this browser keeps no drafts: MUI's Alert
// (with its icons, close button and paper) loads then, out of the screen's first
// load; left out if its code cannot come (offline), the form going on without it.
const InfoAlert = lazy(() => import('@mui/material/Alert'));

const stepsForm = preloadable(() => import('../../form/steps/steps-form').then((m) => m.StepsForm));
const StepsForm = stepsForm.Component;
// Only screens shown one question at a time load that layout.
const oneAtATimeForm = preloadable(() =>
  import('../../form/steps/one-at-a-time-form').then((m) => m.OneAtATimeForm),
);
const OneAtATimeForm = oneAtATimeForm.Component;

/** Fetches what this screen renders beyond the form itself, so its first render does not wait. */
export async function preloadFor(screen: ScreenFile, needs: ScreenNeeds | undefined) {
  await Promise.all([
    screen.layout === 'one-at-a-time'
      ? oneAtATimeForm.preload()
      : screen.steps && stepsForm.preload(),
    // Rendered where the form asks for it (below): only a sending screen with a captcha.
    screen.submit !== 'none' && screen.captcha && preloadCaptcha(),
    // Calculated fields, points, conditional steps and results: the interpreter comes with the screen.
    needs?.logic && loadLogic(),
    needs?.piping && loadPiping(),
  ]);
}

/** The success texts for the answers sent: the result they reach, with `{{field}}` filled in. */
function successShown(screen: ScreenFile, answers: unknown): SuccessOptions | undefined {
  const chosen = logicNow()?.successFor(screen.success, answers, screen) ?? screen.success;
  const pipe = (text?: string) => text && (pipingNow()?.pipeText(text, screen, answers) ?? text);
  return chosen && { ...chosen, title: pipe(chosen.title), message: pipe(chosen.message) };
}

type ScreenFormProps = {
  slug: string;
  screen: ScreenFile;
  /** What the checker found the form needs (its file fields, sent as attachments). */
  needs: ScreenNeeds;
  /** The screen's validator, precompiled at build time: the browser never compiles a schema. */
  validator: ValidatorType;
  /** Who is signed in, for `prefill` from `user.*` and the `user_*` params. */
  user: SignedInPerson | null;
  /** The screen's texts in the language shown, when that is not the screen's own. */
  translation?: ScreenTranslation;
  /** The language shown, which the email names (`language`). */
  language?: string;
  /** The screen file's version, which a kept response carries. */
  version?: string;
  /** When the screen takes answers, to word a response the database refused. */
  opening?: OpeningTimes;
};

/** The form in the MUI theme: the page around it is rendered without MUI. */
export function ScreenForm(props: ScreenFormProps) {
  // Each response is a new form: "Send another response" starts the next one empty.
  const [response, setResponse] = useState(0);
  // Typing into the rendered page reaches the form from this commit on (hydration-gate.ts).
  useLayoutEffect(fieldsHydrated, []);
  return (
    <MuiRoot>
      <ThemedScreenForm key={response} {...props} onAnother={() => setResponse((n) => n + 1)} />
    </MuiRoot>
  );
}

function ThemedScreenForm({
  slug,
  screen,
  needs,
  validator,
  user,
  translation,
  language,
  version,
  opening,
  onAnother,
}: ScreenFormProps & { onAnother: () => void }) {
  const sends = screen.submit !== 'none';
  const { shown, transformErrors } = useShownScreen(screen, translation);
  const t = useWords();
  const { formData, change, hydrated, draftOff, forgetDraft } = useVisitAnswers(slug, screen, user);
  const open = useCallback(() => openingState(opening, Date.now()).open, [opening]);
  const keep = useMemo(() => keeping(screen), [screen]);
  const { onStep, onSent } = useDropOff(slug, keep);
  const { state, failure, copy, copyDue, note, submit, sendCopy } = useSubmit({
    slug,
    screen,
    fileFields: needs.fileFields,
    user,
    version,
    open,
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const [captchaToken, setCaptchaToken] = useState<string>();
  const [tries, setTries] = useState(0);
  const [sentAnswers, setSentAnswers] = useState<unknown>();
  const logic = useMemo(
    () => ({ calculated: screen.calculated, points: screen.points }),
    [screen.calculated, screen.points],
  );

  if (state === 'sent') {
    return (
      <SuccessScreen
        success={successShown(shown, sentAnswers)}
        copy={copy}
        copyDue={copyDue}
        note={note}
        onCopyToken={(token) => void sendCopy(token)}
        onAnother={onAnother}
      />
    );
  }

  const captchaBlocks = screen.captcha === true && !captchaToken;
  const formProps = {
    schema: screen.schema,
    uiSchema: shown.uiSchema,
    transformErrors,
    validator,
    formData,
    logic,
    // A person at a field will send soon: the sending code comes now (tried again on send).
    onFocus: () => {
      void prepareSending().catch(() => undefined);
      // A screen that keeps its responses: the database's code too, long before the send.
      if (keep) void loadResponseStore().catch(() => undefined);
    },
    onChange: (e: { formData?: unknown }) => change(e.formData),
    onSubmit: async (e: { formData?: unknown }) => {
      if (!sends) return;
      setSentAnswers(e.formData);
      const sent = await submit(e.formData, {
        honeypot: honeypot.current?.value,
        captchaToken,
        language,
      });
      if (sent) {
        forgetDraft();
        onSent();
      } else if (screen.captcha) {
        setCaptchaToken(undefined);
        setTries((n) => n + 1);
      }
    },
  };
  const beforeSubmit = (
    <>
      <Honeypot ref={honeypot} />
      {sends && screen.captcha && (
        <Captcha key={tries} siteKey={config.recaptchaSiteKey} onToken={setCaptchaToken} />
      )}
    </>
  );
  return (
    <>
      {hydrated && draftOff && (
        <LeftOutIfUnloaded>
          <Suspense fallback={null}>
            <InfoAlert severity="info" sx={{ mb: 2 }}>
              {t('drafts.off')}
            </InfoAlert>
          </Suspense>
        </LeftOutIfUnloaded>
      )}
      {screen.layout === 'one-at-a-time' ? (
        <OneAtATimeForm
          {...formProps}
          steps={shown.steps}
          beforeSubmit={beforeSubmit}
          sending={state === 'sending'}
          sendBlocked={captchaBlocks}
          onStep={onStep}
        />
      ) : shown.steps ? (
        <StepsForm
          {...formProps}
          steps={shown.steps}
          beforeSubmit={beforeSubmit}
          sending={state === 'sending'}
          sendBlocked={captchaBlocks}
          onStep={onStep}
        />
      ) : (
        <ThemedForm {...formProps}>
          {beforeSubmit}
          {sends && (
            <Box sx={{ mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={state === 'sending' || captchaBlocks}
              >
                {state === 'sending' ? t('form.sending') : submitLabel(shown.uiSchema, t)}
              </Button>
            </Box>
          )}
        </ThemedForm>
      )}
      {keep?.dropOff && <p className="drop-off-notice">{t('dropOff.notice')}</p>}
      {/* The shell's own alert: there even when sending failed for want of a connection. */}
      {failure && <ErrorAlert className="form-failure">{failure}</ErrorAlert>}
    </>
  );
}
