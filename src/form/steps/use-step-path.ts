import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { isObject } from '../../kernel/is-object';
import { logicNow } from '../../screen/logic/logic-loader';
import type { Step } from '../../screen/types';
import type { ThemedForm } from '../themed-form';
import { useWords } from '../../kernel/i18n/i18n';
import { friendlyErrorsIn } from '../validation/transform-errors';
import { stepOfProperty, stepSchema, stepUiSchema, stepValidator } from './partition';

type FormProps = ComponentProps<typeof ThemedForm>;

export type StepPathOptions = {
  steps: readonly Step[];
  form: Pick<
    FormProps,
    'schema' | 'uiSchema' | 'validator' | 'formData' | 'onChange' | 'onSubmit' | 'logic'
  >;
  /**
   * Whether a step is there for these answers besides its `when`: a question
   * that only exists under a condition of the schema (one question at a time).
   */
  present?: (step: Step, answers: unknown) => boolean;
  /** The schema a step renders for these answers; stepSchema of the screen's by default. */
  schemaOf?: (step: Step, answers: unknown) => RJSFSchema;
  /** Where answers that arrive from outside (a draft at hydration) take the person. */
  resumeAt?: (path: readonly number[], answers: unknown) => number;
};

/** The answers without those of `fields`. */
function without(data: unknown, fields: readonly string[]): unknown {
  if (!isObject(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([name]) => !fields.includes(name)));
}

/** The steps these answers go through: all of them, unless a step's `when` is false (or it is not `present`). */
function pathOf(
  steps: readonly Step[],
  answers: unknown,
  logic: FormProps['logic'],
  present: StepPathOptions['present'],
): number[] {
  const evaluator = logicNow();
  const taken =
    evaluator && steps.some((s) => s.when !== undefined)
      ? evaluator.stepsTaken(steps, answers, logic ?? {})
      : steps.map((_, i) => i);
  return present ? taken.filter((i) => present(steps[i] as Step, answers)) : taken;
}

/**
 * The walk through a form's steps, whatever renders them: the step shown, the
 * path the answers take (steps whose `when` is false are skipped), Next
 * checking only the step's own fields, Back keeping every answer, and the
 * last step checking the whole form (jumping back to the first step with a
 * problem) before `onSubmit` gets the answers, without those of skipped steps.
 * `stepForm` is what the step's ThemedForm takes.
 */
export function useStepPath({ steps, form, present, schemaOf, resumeAt }: StepPathOptions) {
  const { schema, uiSchema, validator, formData, onChange, onSubmit, logic } = form;
  const t = useWords();
  // Answers live here, so moving between steps never loses them.
  const [answers, setAnswers] = useState<unknown>(formData);
  const [active, setActive] = useState(() =>
    resumeAt && formData !== undefined
      ? resumeAt(pathOf(steps, formData, logic, present), formData)
      : 0,
  );
  // Answers given from outside after the first render (a draft or a link's, once the app hydrates
  // the page rendered at build time) are taken as they come.
  const [given, setGiven] = useState<unknown>(formData);
  if (formData !== given) {
    setGiven(formData);
    if (formData !== answers) {
      setAnswers(formData);
      if (resumeAt && given === undefined) {
        setActive(resumeAt(pathOf(steps, formData, logic, present), formData));
      }
    }
  }
  const [carriedErrors, setCarriedErrors] = useState<ErrorSchema>();
  const step = steps[active] ?? { title: '', fields: [] };
  const path = pathOf(steps, answers, logic, present);
  // By index into `steps`: the current step stays put when an answer in it changes the path.
  const after = path.find((i) => i > active);
  const before = path.findLast((i) => i < active);
  const shown = path.includes(active) ? path : [...path, active].sort((a, b) => a - b);

  const goTo = (index: number) => {
    setCarriedErrors(undefined);
    setActive(index);
  };

  const next = (event: IChangeEvent, domEvent: FormEvent) => {
    const data: unknown = event.formData;
    setAnswers(data);
    const taken = pathOf(steps, data, logic, present);
    const following = taken.find((i) => i > active);
    if (following !== undefined) {
      goTo(following);
      return;
    }
    const skipped = steps.flatMap((s, i) => (taken.includes(i) ? [] : s.fields));
    const sent = without(data, skipped);
    const whole = validator.validateFormData(
      sent,
      schema,
      undefined,
      friendlyErrorsIn(t),
      uiSchema,
    );
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

  const stepForm = {
    schema: schemaOf ? schemaOf(step, answers) : stepSchema(schema, step.fields),
    validator: stepValidator(validator, schema, steps, active) as ValidatorType,
    uiSchema: stepUiSchema(uiSchema, step.fields) as UiSchema,
    formData: answers,
    extraErrors: carriedErrors,
    onChange: (event: IChangeEvent, id?: string) => {
      setAnswers(event.formData);
      setCarriedErrors(undefined);
      onChange?.(event, id);
    },
    onSubmit: next,
  };

  return {
    active,
    answers,
    /** The steps on the path, the one shown included even when an answer just took it off. */
    shown,
    /** The previous step on the path, if any. */
    before,
    /** True on the last step of the path: its button sends. */
    last: after === undefined,
    goTo,
    stepForm,
  };
}
