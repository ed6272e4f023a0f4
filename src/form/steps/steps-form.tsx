import '../../kernel/i18n/form-words';
import { Box, Button, Step as MuiStep, StepLabel, Stepper } from '@mui/material';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { pipingNow } from '../../screen/logic/logic-loader';
import type { Step } from '../../screen/types';
import { ThemedForm } from '../themed-form';
import { submitLabel } from '../submit-label';
import { useWords } from '../../kernel/i18n/i18n';
import { useStepPath } from './use-step-path';

export type StepsFormProps = Omit<ComponentProps<typeof ThemedForm>, 'children'> & {
  steps: Step[];
  /** Shown above the buttons of the last step (honeypot, captcha). */
  beforeSubmit?: ReactNode;
  /** While a send is under way the last button says so and cannot send again. */
  sending?: boolean;
  /** The last button waits for something else (the captcha): it cannot send, and keeps its words. */
  sendBlocked?: boolean;
  /** Told each step (its index in `steps`) as the person reaches it: drop-off counts them. */
  onStep?: (index: number) => void;
};

/**
 * A multi-step form: a step indicator, "Next" checking only the current
 * step's fields, "Back" keeping every answer, and the last button checking
 * the whole form before `onSubmit` gets all the answers. A step whose `when`
 * is false for the answers so far is skipped: the indicator, Next and Back
 * follow the path taken, and its answers are neither checked nor sent
 * (use-step-path.ts).
 */
export function StepsForm({
  steps,
  beforeSubmit,
  sending,
  sendBlocked,
  onStep,
  ...form
}: StepsFormProps) {
  const t = useWords();
  const finalText = submitLabel(form.uiSchema, t);
  const { active, answers, shown, before, last, goTo, stepForm } = useStepPath({ steps, form });
  useEffect(() => onStep?.(active), [active, onStep]);
  const pipe = (text: string) => pipingNow()?.pipeText(text, form, answers) ?? text;

  return (
    <>
      <Stepper activeStep={shown.indexOf(active)} alternativeLabel sx={{ mb: 3 }}>
        {shown.map((i) => (
          <MuiStep key={steps[i]?.title ?? i}>
            <StepLabel>{pipe(steps[i]?.title ?? '')}</StepLabel>
          </MuiStep>
        ))}
      </Stepper>
      <ThemedForm key={active} {...form} {...stepForm}>
        {last && beforeSubmit}
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
          {before !== undefined && (
            <Button variant="outlined" onClick={() => goTo(before)}>
              {t('steps.back')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={last && (sending || sendBlocked)}>
            {last ? (sending ? t('form.sending') : finalText) : t('steps.next')}
          </Button>
        </Box>
      </ThemedForm>
    </>
  );
}
