import { Box } from '@mui/material';
import type { FormProps } from '@rjsf/core';
import Form from '@rjsf/mui';
import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { describedInputTemplate, formTemplates, formWidgets } from '../ui/form-widgets';
import { BufferedInputTemplate, PendingAnswers, PendingAnswersContext } from './buffered-input';
import { friendlyErrors } from './transform-errors';

// Typed answers held until a pause (buffered-input.tsx), their messages on the input itself.
const InputTemplate = describedInputTemplate(BufferedInputTemplate);

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
 * Fields out of view are not laid out or painted until scrolled to: on a long
 * form every keystroke's frame otherwise repaints and hit-tests every field
 * (most of a keystroke's time at 1000 fields), and the first frame lays them
 * all out. They stay in the accessibility tree and in find-in-page. The field
 * holding focus is left alone, so nothing clips its focus ring.
 */
/**
 * Below this many top-level fields the skipping is left off: a short form is
 * mostly on the first screen, where a field drawn at its estimated height and
 * then at its real one shifts the page (Lighthouse's layout shift), with no
 * typing speed to gain.
 */
const LONG_FORM_FIELDS = 40;

const OFFSCREEN_FIELDS_SKIPPED = {
  '& .rjsf-field:not(.rjsf-field-object):not(.rjsf-field-array):not(:focus-within)': {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 56px',
    // content-visibility clips painting to the field's box, and a filled-in field's label sits
    // half above its box: room above, taken back from the margin, keeps the label whole.
    paddingTop: '12px',
    marginTop: '-12px',
  },
};

/**
 * The MUI rjsf form with friendly validation timing: no error while a field
 * is typed into for the first time; its errors appear once it is left, and
 * every error once a submit is tried (focus then goes to the first one).
 * After that attempt, errors follow the typing, so a fix clears its message.
 * Author's `required` messages sit under their field. Text inputs keep what is
 * typed to themselves until a pause, so a keystroke stays fast on a long form
 * (buffered-input.tsx); a submit takes every typed answer first.
 */
export function FriendlyForm(props: Omit<FormProps, 'liveValidate'>) {
  const { transformErrors, onBlur, onError, templates, ...rest } = props;
  const [pendingAnswers] = useState(() => new PendingAnswers());
  // A closed tab or a reload right after typing: the form takes the typed answers
  // now, synchronously, so the draft's own pagehide listener (registered after
  // this one, by the screen around the form) keeps them.
  useEffect(() => {
    const takeTyped = () => flushSync(() => pendingAnswers.commitAll());
    window.addEventListener('pagehide', takeTyped);
    return () => window.removeEventListener('pagehide', takeTyped);
  }, [pendingAnswers]);
  const left = useRef(new Set<string>());
  const submitAttempted = useRef(false);
  const [afterSubmit, setAfterSubmit] = useState(false);
  const transform = useCallback(
    (errors: RJSFValidationError[], uiSchema?: FormProps['uiSchema']) =>
      earnedErrors(
        friendlyErrors(transformErrors ? transformErrors(errors, uiSchema) : errors),
        left.current,
        submitAttempted.current,
      ),
    [transformErrors],
  );
  return (
    // Capture runs before rjsf's own submit handler validates, so that check sees every error.
    <Box
      sx={
        Object.keys(props.schema.properties ?? {}).length >= LONG_FORM_FIELDS
          ? OFFSCREEN_FIELDS_SKIPPED
          : undefined
      }
      onSubmitCapture={() => {
        submitAttempted.current = true;
        pendingAnswers.commitAll();
      }}
      // Pressing a submit button would first blur the field being typed in; the
      // messages that blur shows push the button down, and the release then
      // misses it. The submit checks every field anyway, so skip that blur.
      onMouseDownCapture={(e) => {
        if ((e.target as Element).closest('button[type="submit"]')) e.preventDefault();
      }}
    >
      <PendingAnswersContext value={pendingAnswers}>
        <Form
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError
          widgets={formWidgets}
          // A "const" is a rule, not an answer: rjsf would otherwise tick "I accept" and pick the first of a oneOf.
          experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
          {...rest}
          templates={{ ...formTemplates, BaseInputTemplate: InputTemplate, ...templates }}
          liveValidate={afterSubmit ? 'onChange' : 'onBlur'}
          transformErrors={transform}
          onError={(errors) => {
            // Only once the submit's errors are shown: switching in the same event drops them.
            setAfterSubmit(true);
            onError?.(errors);
          }}
          onBlur={(id, data) => {
            left.current.add(id);
            onBlur?.(id, data);
          }}
        />
      </PendingAnswersContext>
    </Box>
  );
}
