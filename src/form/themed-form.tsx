import type { FormProps } from '@rjsf/core';
import Form from '@rjsf/mui';
import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { friendlyErrorsIn } from './validation/transform-errors';
import { PendingAnswers, PendingAnswersContext } from './buffered-input';
import { UnrenderedFields, UnrenderedFieldsContext } from './chunked-fields';
import type { ScreenLogic } from '../screen/logic/expressions';
import { logicNow, pipingNow } from '../screen/logic/logic-loader';
import { PointerPress, PointerHeldContext } from './pointer-press';
import { formRegistry } from './registry';
import { uiDefaults, unansweredWords } from './ui-defaults';
import { useWords } from '../kernel/i18n/i18n';
import { rjsfTranslator } from '../kernel/i18n/rjsf-words';
import { beforeHistoryMove } from '../kernel/ui/history-moves';

/** rjsf's id of the field an error property points at: `.address.city` -> `root_address_city`. */
const fieldId = (property: string | undefined) => `root${(property ?? '').replace(/\./g, '_')}`;

/**
 * Keeps the errors a person has earned: those of fields they have left, and
 * all of them once they tried to submit.
 */
export function earnedErrors(
  errors: RJSFValidationError[],
  left: ReadonlySet<string>,
  submitAttempted: boolean,
): RJSFValidationError[] {
  if (submitAttempted) return errors;
  return errors.filter((e) => {
    const id = fieldId(e.property);
    return [...left].some((l) => l === id || l.startsWith(`${id}_`));
  });
}

/**
 * The MUI rjsf form with friendly validation timing: no error while a field
 * is typed into for the first time; its errors appear once it is left, and
 * every error once a submit is tried (focus then goes to the first one).
 * Once a message shows, errors follow every change, so a fix clears its
 * message at once and a valid choice is never left marked wrong.
 * Author's `required` messages sit under their field. Text inputs keep what is
 * typed to themselves until a pause, so a keystroke stays fast on a long form
 * (buffered-input.tsx); a long form is rendered in chunks (chunked-fields.tsx).
 * A submit renders every field and takes every typed answer first.
 */
export function ThemedForm({
  logic,
  ...props
}: Omit<FormProps, 'liveValidate'> & {
  /**
   * Calculated fields (read-only, computed from the answers on every change)
   * and the points they may read. A screen using them has loaded the
   * interpreter before it renders (logic-loader.ts).
   */
  logic?: ScreenLogic;
}) {
  const { transformErrors, onBlur, onChange, onError, templates, schema, uiSchema, ...rest } =
    props;
  const calculate = useCallback(
    (data: unknown) => {
      const evaluator = logicNow();
      return logic?.calculated && evaluator ? evaluator.withCalculated(logic, data) : data;
    },
    [logic],
  );
  const formData: unknown = useMemo(() => calculate(props.formData), [calculate, props.formData]);
  const ui = useMemo(() => {
    const defaults = { ...uiDefaults(schema, uiSchema) };
    for (const name of Object.keys(logic?.calculated ?? {})) {
      const own = defaults[name] as FormProps['uiSchema'];
      defaults[name] = { ...own, 'ui:readonly': true };
    }
    return defaults;
  }, [schema, uiSchema, logic]);
  // Answers named in texts (`{{name}}`), filled in on every change; the piping
  // is there when the screen has any (logic-loader.ts), never loaded otherwise.
  const shownUi = useMemo(() => {
    const piping = pipingNow();
    return piping ? piping.pipedUiSchema({ schema, uiSchema: ui }, ui, formData) : ui;
  }, [schema, ui, formData]);
  const [pendingAnswers] = useState(() => new PendingAnswers());
  const [unrenderedFields] = useState(() => new UnrenderedFields());
  const [pointer] = useState(() => new PointerPress());
  // A link followed, the browser's Back, a reload or a closed tab right after
  // typing: the form takes the typed answers now, synchronously, so the draft keeps
  // them (its own pagehide listener is registered after this one, by the screen
  // around the form; the router leaves the screen after the click's listeners).
  useEffect(() => {
    const takeTyped = () => flushSync(() => pendingAnswers.commitAll());
    const followsLink = ({ target }: MouseEvent) => {
      if (target instanceof Element && target.closest('a[href]')) takeTyped();
    };
    window.addEventListener('pagehide', takeTyped);
    document.addEventListener('click', followsLink, true);
    const stopWatching = beforeHistoryMove(takeTyped);
    return () => {
      window.removeEventListener('pagehide', takeTyped);
      document.removeEventListener('click', followsLink, true);
      stopWatching();
    };
  }, [pendingAnswers]);
  const t = useWords();
  const translateString = useMemo(() => rjsfTranslator(t), [t]);
  const left = useRef(new Set<string>());
  const submitAttempted = useRef(false);
  // Once a message shows (a field left, a submit tried), every change is checked
  // again, so the message follows the answer instead of waiting for a blur.
  const [checkChanges, setCheckChanges] = useState(false);
  const transform = useCallback(
    (errors: RJSFValidationError[], uiSchema?: FormProps['uiSchema']) =>
      earnedErrors(
        unansweredWords(
          friendlyErrorsIn(t)(transformErrors ? transformErrors(errors, uiSchema) : errors),
          schema,
          uiSchema,
          t,
        ),
        left.current,
        submitAttempted.current,
      ),
    [transformErrors, schema, t],
  );
  return (
    // Capture runs before rjsf's own submit handler validates, so that check sees every error.
    <div
      onSubmitCapture={() => {
        submitAttempted.current = true;
        unrenderedFields.renderAll();
        pendingAnswers.commitAll();
      }}
      // Pressing a submit button would first blur the field being typed in; the
      // messages that blur shows push the button down, and the release then
      // misses it. The submit checks every field anyway, so skip that blur.
      onMouseDownCapture={(e) => {
        if ((e.target as Element).closest('button[type="submit"]')) e.preventDefault();
      }}
      onPointerDownCapture={() => pointer.press()}
    >
      <PointerHeldContext value={pointer}>
        <PendingAnswersContext value={pendingAnswers}>
          <UnrenderedFieldsContext value={unrenderedFields}>
            <Form
              // Pressed before any script has run, Send or Enter would submit natively: the
              // answers in the address (history, server logs) and the page reloaded empty.
              // A dialog method outside a dialog submits nowhere.
              method="dialog"
              noHtml5Validate
              showErrorList={false}
              focusOnFirstError
              widgets={formRegistry.widgets}
              fields={formRegistry.fields}
              // A "const" is a rule, not an answer: rjsf would otherwise tick "I accept" and pick the first of a oneOf.
              // A required yes/no is unanswered until answered: rjsf would otherwise start it on "No".
              experimental_defaultFormStateBehavior={{
                constAsDefaults: 'never',
                requiredBooleanDefault: 'skip',
              }}
              translateString={translateString}
              {...rest}
              formData={formData}
              schema={schema}
              uiSchema={shownUi}
              templates={{ ...formRegistry.templates, ...templates }}
              liveValidate={checkChanges ? 'onChange' : 'onBlur'}
              transformErrors={transform}
              onError={(errors) => {
                // Only once the submit's errors are shown: switching in the same event drops them.
                setCheckChanges(true);
                onError?.(errors);
              }}
              onChange={(event, id) => {
                // The messages of a blur (liveValidate 'onBlur') arrive as a change.
                if (event.errors.length > 0) setCheckChanges(true);
                onChange?.({ ...event, formData: calculate(event.formData) }, id);
              }}
              onBlur={(id, data) => {
                left.current.add(id);
                onBlur?.(id, data);
              }}
            />
          </UnrenderedFieldsContext>
        </PendingAnswersContext>
      </PointerHeldContext>
    </div>
  );
}
