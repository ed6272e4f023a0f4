import { Box, Button, Step as MuiStep, StepLabel, Stepper } from '@mui/material';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { isObject } from '../../kernel/is-object';
import { logicNow, pipingNow } from '../../screen/logic/logic-loader';
import type { Step } from '../../screen/types';
import { ThemedForm } from '../themed-form';
import { friendlyErrors } from '../validation/transform-errors';
import { submitLabel } from '../submit-label';
import { useWords } from '../../kernel/i18n/i18n';
import { stepOfProperty, stepSchema, stepUiSchema, stepValidator } from './partition';

type StepsFormProps = Omit<ComponentProps<typeof ThemedForm>, 'children'> & {
  steps: Step[];
  /** Shown above the buttons of the last step (honeypot, captcha). */
  beforeSubmit?: ReactNode;
  /** While a send is under way the last button says so and cannot send again. */
  sending?: boolean;
};

/** The answers without those of `fields`. */
function without(data: unknown, fields: readonly string[]): unknown {
  if (!isObject(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([name]) => !fields.includes(name)));
}

/** The steps these answers go through: all of them, unless a step's `when` is false. */
function pathOf(
  steps: readonly Step[],
  answers: unknown,
  logic: StepsFormProps['logic'],
): number[] {
  const evaluator = logicNow();
  if (evaluator && steps.some((s) => s.when !== undefined)) {
    return evaluator.stepsTaken(steps, answers, logic ?? {});
  }
  return steps.map((_, i) => i);
}

/**
 * A multi-step form: a step indicator, "Next" checking only the current
 * step's fields, "Back" keeping every answer, and the last button checking
 * the whole form (jumping back to the first step with a problem) before
 * `onSubmit` gets all the answers. A step whose `when` is false for the
 * answers so far is skipped: the indicator, Next and Back follow the path
 * taken, and its answers are neither checked nor sent.
 */
export function StepsForm({ steps, beforeSubmit, sending, ...form }: StepsFormProps) {
  const t = useWords();
  const { schema, uiSchema, validator, formData, onChange, onSubmit, logic } = form;
  const finalText = submitLabel(uiSchema, t);
  const [active, setActive] = useState(0);
  // Answers live here, so moving between steps never loses them.
  const [answers, setAnswers] = useState<unknown>(formData);
  const [carriedErrors, setCarriedErrors] = useState<ErrorSchema>();
  const step = steps[active] ?? { title: '', fields: [] };
  const path = pathOf(steps, answers, logic);
  // By index into `steps`: the current step stays put when an answer in it changes the path.
  const after = path.find((i) => i > active);
  const before = path.findLast((i) => i < active);
  const last = after === undefined;
  const shown = path.includes(active) ? path : [...path, active].sort((a, b) => a - b);
  const pipe = (text: string) => pipingNow()?.pipeText(text, form, answers) ?? text;

  const next = (event: IChangeEvent, domEvent: FormEvent) => {
    const data: unknown = event.formData;
    setAnswers(data);
    const taken = pathOf(steps, data, logic);
    const following = taken.find((i) => i > active);
    if (following !== undefined) {
      setCarriedErrors(undefined);
      setActive(following);
      return;
    }
    const skipped = steps.flatMap((s, i) => (taken.includes(i) ? [] : s.fields));
    const sent = without(data, skipped);
    const whole = validator.validateFormData(sent, schema, undefined, friendlyErrors, uiSchema);
    const errors = whole.errors.filter(
      (e) => !skipped.includes((e.property ?? '').replace(/^\./, '').split('.')[0] ?? ''),
    );
    const first = errors[0];
    if (first) {
      setCarriedErrors(without(whole.errorSchema, skipped) as ErrorSchema);
      setActive(Math.max(0, stepOfProperty(steps, first.property ?? '')));
      return;
    }
    onSubmit?.({ ...event, formData: sent, schema }, domEvent);
  };

  return (
    <>
      <Stepper activeStep={shown.indexOf(active)} alternativeLabel sx={{ mb: 3 }}>
        {shown.map((i) => (
          <MuiStep key={steps[i]?.title ?? i}>
            <StepLabel>{pipe(steps[i]?.title ?? '')}</StepLabel>
          </MuiStep>
        ))}
      </Stepper>
      <ThemedForm
        key={active}
        {...form}
        schema={stepSchema(schema, step.fields)}
        validator={stepValidator(validator, schema, steps, active)}
        uiSchema={stepUiSchema(uiSchema, step.fields)}
        formData={answers}
        extraErrors={carriedErrors}
        onChange={(event, id) => {
          setAnswers(event.formData);
          setCarriedErrors(undefined);
          onChange?.(event, id);
        }}
        onSubmit={next}
      >
        {last && beforeSubmit}
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
          {before !== undefined && (
            <Button variant="outlined" onClick={() => setActive(before)}>
              {t('steps.back')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={last && sending}>
            {last ? (sending ? t('form.sending') : finalText) : t('steps.next')}
          </Button>
        </Box>
      </ThemedForm>
    </>
  );
}
