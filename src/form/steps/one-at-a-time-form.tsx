import '../../kernel/i18n/form-words';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isObject } from '../../kernel/is-object';
import { useWords } from '../../kernel/i18n/i18n';
import { pipingNow } from '../../screen/logic/logic-loader';
import type { Step } from '../../screen/types';
import { submitLabel } from '../submit-label';
import { ThemedForm } from '../themed-form';
import { questionSteps } from '../../screen/question-steps';
import { stepSchema } from './partition';
import { focusQuestion, keyboardInset, LETTERED_CHOICE, questionKey } from './question-keys';
import type { StepsFormProps } from './steps-form';
import { useStepPath } from './use-step-path';

type OneAtATimeFormProps = Omit<StepsFormProps, 'steps'> & {
  /** The screen's steps, if any: sections whose title shows above their questions and whose `when` skips them all. */
  steps?: Step[];
};

/** The first question on the path without an answer, where a draft takes the person back. */
function firstUnanswered(questions: readonly Step[], path: readonly number[], answers: unknown) {
  const given = isObject(answers) ? answers : {};
  return path.find((i) => given[questions[i]?.fields[0] ?? ''] === undefined) ?? path.at(-1) ?? 0;
}

/**
 * The schema as given answers make it: conditions decided, so a question
 * under one is there or not. Asked for each question with the same answers:
 * worked out once per answers.
 */
function resolverOf(validator: ValidatorType, schema: RJSFSchema) {
  let cached: { answers: unknown; resolved: RJSFSchema } | undefined;
  return (answers: unknown) => {
    if (!cached || cached.answers !== answers) {
      cached = { answers, resolved: retrieveSchema(validator, schema, schema, answers) };
    }
    return cached.resolved;
  };
}

/** How far up the phone's keyboard reaches; the OK bar stays above it (question-keys.ts). */
function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const visual = window.visualViewport;
    if (!visual) return;
    const measure = () => setInset(keyboardInset(window.innerHeight, visual));
    visual.addEventListener('resize', measure);
    visual.addEventListener('scroll', measure);
    return () => {
      visual.removeEventListener('resize', measure);
      visual.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}

const NO_MOTION = '@media (prefers-reduced-motion: reduce)';

const QUESTION_LOOK = {
  // The question in large type, its choices lettered A, B, C (question-keys.ts).
  '& .MuiFormLabel-root, & legend, & .MuiTypography-h5': {
    typography: 'h5',
    fontSize: { xs: '1.35rem', sm: '1.6rem' },
    lineHeight: 1.3,
    color: 'text.primary',
  },
  // The question stays dark while its answer has the focus; an error keeps its colour.
  '& .MuiFormLabel-root.Mui-focused:not(.Mui-error)': { color: 'text.primary' },
  // On a wide screen the choices are as wide as the longest, not the page.
  '& .MuiFormGroup-root': { width: { sm: 'fit-content' }, minWidth: { sm: 320 } },
  '& .MuiInputBase-root': { fontSize: { xs: '1.15rem', sm: '1.3rem' } },
  // A text box's title is above it in every form (shell.css), a little further here.
  '& .MuiInputLabel-root': { mb: 1.5 },
  counterReset: 'choice',
  [`& :is(${LETTERED_CHOICE})`]: {
    counterIncrement: 'choice',
    minHeight: 48,
  },
  '& .MuiFormControlLabel-root': {
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    mx: 0,
    my: 0.5,
    paddingInlineEnd: '16px',
  },
  '& .MuiFormControlLabel-root:has(input:checked)': { borderColor: 'primary.main' },
  [`& :is(${LETTERED_CHOICE}) > :last-child::before`]: {
    // The letter is a key to press: shown, not read out with the choice.
    content: 'counter(choice, upper-alpha) / ""',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 24,
    height: 24,
    marginInlineEnd: '10px',
    border: 1,
    borderRadius: 0.5,
    fontSize: '0.8rem',
    fontWeight: 600,
  },
} as const;

/**
 * A screen shown one question at a time: each question is a step of its own
 * (use-step-path.ts, as the steps of a multi-step form), in large type, with
 * a progress bar. Enter or OK goes on once the answer is valid, a letter picks
 * a choice, Back or Shift+Tab goes back; a question that only exists under a
 * condition of the schema, or in a step whose `when` is false, is skipped.
 * The OK bar sticks to the bottom of what is visible, above a phone's
 * keyboard (the visual viewport's inset).
 */
export function OneAtATimeForm({
  steps,
  beforeSubmit,
  sending,
  sendBlocked,
  onStep,
  ...form
}: OneAtATimeFormProps) {
  const t = useWords();
  const { schema, uiSchema, validator } = form;
  const questions = useMemo(
    () => questionSteps(schema, uiSchema, steps),
    [schema, uiSchema, steps],
  );
  const resolve = useMemo(() => resolverOf(validator, schema), [schema, validator]);
  const { active, answers, shown, before, last, goTo, stepForm } = useStepPath({
    steps: questions,
    form,
    present: (question, given) => {
      const properties = resolve(given).properties;
      return isObject(properties) && Object.hasOwn(properties, question.fields[0] ?? '');
    },
    schemaOf: (question, given) => stepSchema(resolve(given), question.fields),
    resumeAt: (path, given) => firstUnanswered(questions, path, given),
  });
  useEffect(() => onStep?.(active), [active, onStep]);
  const question = useRef<HTMLDivElement>(null);
  // Set when the person goes on or back: the question reached then takes the focus and slides in.
  const [moved, setMoved] = useState(false);
  const focusDue = useRef(false);
  useEffect(() => {
    if (focusDue.current && question.current) focusQuestion(question.current);
    focusDue.current = false;
  }, [active]);
  const inset = useKeyboardInset();
  const goBack = () => {
    if (before === undefined) return;
    focusDue.current = true;
    setMoved(true);
    goTo(before);
  };
  const position = shown.indexOf(active) + 1;
  const section = questions[active]?.title;
  const pipe = (text: string) => pipingNow()?.pipeText(text, { schema, uiSchema }, answers) ?? text;

  return (
    <Box
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        const at = question.current;
        if (!at) return;
        questionKey(event, at, {
          submit: () => at.querySelector('form')?.requestSubmit(),
          back: before === undefined ? undefined : goBack,
        });
      }}
    >
      <LinearProgress
        variant="determinate"
        value={(100 * (position - 1)) / Math.max(1, shown.length)}
        aria-label={t('oneAtATime.progress', { position, count: shown.length })}
        aria-valuetext={t('oneAtATime.progress', { position, count: shown.length })}
        sx={{
          mb: 3,
          height: 6,
          borderRadius: 3,
          [NO_MOTION]: { '& .MuiLinearProgress-bar': { transition: 'none' } },
        }}
      />
      {section && (
        <Typography variant="overline" component="p" color="text.secondary">
          {pipe(section)}
        </Typography>
      )}
      <Box
        key={active}
        ref={question}
        data-question
        sx={{
          ...QUESTION_LOOK,
          ...(moved && {
            '@keyframes question-in': {
              from: { opacity: 0, transform: 'translateY(16px)' },
              to: { opacity: 1, transform: 'none' },
            },
            animation: 'question-in 220ms ease-out',
            [NO_MOTION]: { animation: 'none' },
          }),
        }}
      >
        <ThemedForm
          {...form}
          {...stepForm}
          onSubmit={(event, domEvent) => {
            focusDue.current = true;
            setMoved(true);
            stepForm.onSubmit(event, domEvent);
          }}
        >
          {last && beforeSubmit}
          <Box
            sx={{
              position: 'sticky',
              bottom: `${inset}px`,
              zIndex: 1,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              mt: 3,
              py: 1.5,
              bgcolor: 'background.paper',
            }}
          >
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={last && (sending || sendBlocked)}
            >
              {last ? (sending ? t('form.sending') : submitLabel(uiSchema, t)) : t('oneAtATime.ok')}
            </Button>
            {before !== undefined && (
              <Button variant="text" size="large" onClick={goBack}>
                {t('steps.back')}
              </Button>
            )}
            <Typography
              variant="body2"
              color="text.secondary"
              // A hint for a keyboard: a phone has none to press Enter on.
              sx={{ '@media (hover: none)': { display: 'none' } }}
            >
              {t('oneAtATime.enter')}
            </Typography>
          </Box>
        </ThemedForm>
      </Box>
    </Box>
  );
}
