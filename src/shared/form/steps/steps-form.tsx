import { Box, Button, Step as MuiStep, StepLabel, Stepper } from '@mui/material';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Step } from '../../screen-files/types';
import { FriendlyForm } from '../friendly-form';
import { friendlyErrors } from '../../validation/transform-errors';
import { submitLabel } from '../submit-label';
import { stepOfProperty, stepSchema, stepUiSchema, stepValidator } from './partition';

type StepsFormProps = Omit<FormProps, 'liveValidate' | 'children'> & {
  steps: Step[];
  /** Shown above the buttons of the last step (honeypot, captcha). */
  beforeSubmit?: ReactNode;
  /** While a send is under way the last button says so and cannot send again. */
  sending?: boolean;
};

/**
 * A multi-step form: a step indicator, "Next" checking only the current
 * step's fields, "Back" keeping every answer, and the last button checking
 * the whole form (jumping back to the first step with a problem) before
 * `onSubmit` gets all the answers.
 */
export function StepsForm({ steps, beforeSubmit, sending, ...form }: StepsFormProps) {
  const { schema, uiSchema, validator, formData, onChange, onSubmit } = form;
  const finalText = submitLabel(uiSchema);
  const [active, setActive] = useState(0);
  // Answers live here, so moving between steps never loses them.
  const [answers, setAnswers] = useState<unknown>(formData);
  const [carriedErrors, setCarriedErrors] = useState<ErrorSchema>();
  const step = steps[active] ?? { title: '', fields: [] };
  const last = active === steps.length - 1;

  const next = (event: IChangeEvent, domEvent: FormEvent) => {
    const data: unknown = event.formData;
    setAnswers(data);
    if (!last) {
      setCarriedErrors(undefined);
      setActive(active + 1);
      return;
    }
    const whole = validator.validateFormData(data, schema, undefined, friendlyErrors, uiSchema);
    const first = whole.errors[0];
    if (first) {
      setCarriedErrors(whole.errorSchema);
      setActive(Math.max(0, stepOfProperty(steps, first.property ?? '')));
      return;
    }
    onSubmit?.({ ...event, formData: data, schema }, domEvent);
  };

  return (
    <>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((s) => (
          <MuiStep key={s.title}>
            <StepLabel>{s.title}</StepLabel>
          </MuiStep>
        ))}
      </Stepper>
      <FriendlyForm
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
          {active > 0 && (
            <Button variant="outlined" onClick={() => setActive(active - 1)}>
              Back
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={last && sending}>
            {last ? (sending ? 'Sending…' : finalText) : 'Next'}
          </Button>
        </Box>
      </FriendlyForm>
    </>
  );
}
