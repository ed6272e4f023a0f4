import FormHelperText from '@mui/material/FormHelperText';
import { errorId, type BaseInputTemplateProps, type FieldErrorProps } from '@rjsf/utils';
import { useState, type ComponentType } from 'react';
import { describedBy } from './described-by';
import { usePointerHeld } from './pointer-press';

/**
 * `Inner` (MUI's input template, or one built on it) with its messages on the input itself,
 * and taking no more characters than the field's `maxLength`: a pattern is tried on every
 * change, in a time that grows with the answer's length, and a longer answer is wrong anyway.
 */
export function describedInputTemplate(
  Inner: ComponentType<BaseInputTemplateProps>,
): ComponentType<BaseInputTemplateProps> {
  return function DescribedInputTemplate(props: BaseInputTemplateProps) {
    const slotProps = (props.slotProps ?? {}) as { htmlInput?: object };
    const { maxLength } = props.schema;
    const htmlInput = {
      'aria-describedby': describedBy(props),
      ...(typeof maxLength === 'number' ? { maxLength } : {}),
      ...slotProps.htmlInput,
    };
    return <Inner {...props} slotProps={{ ...slotProps, htmlInput }} />;
  };
}

type Errors = FieldErrorProps['errors'];

const sameErrors = (a: Errors, b: Errors) =>
  (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((error, i) => error === b?.[i]);

/**
 * A field's messages inside a live region that is always there, so a screen
 * reader announces a message the moment it appears (the field points at the
 * messages with aria-describedby, which only tells when the field is reached).
 * While a pointer is pressed in the form, they stay as they were: a message
 * that came or went as the press left this field would move the page under
 * the pointer (pointer-press.ts).
 */
export function FieldErrorTemplate(props: FieldErrorProps) {
  const [shown, setShown] = useState(props.errors);
  const held = usePointerHeld((shown?.length ?? 0) > 0 || (props.errors?.length ?? 0) > 0);
  if (!held && !sameErrors(shown, props.errors)) setShown(props.errors);
  const errors = held ? shown : props.errors;
  const id = errorId(props.fieldPathId);
  // rjsf-mui's list of them without MUI's List (its code is not in a form's first load): the
  // same ids and helper texts, the list's look in shell.css.
  return (
    <div aria-live="polite">
      {errors && errors.length > 0 && (
        <ul id={id} className="field-errors">
          {errors.map((error, i) => (
            <li key={i}>
              <FormHelperText component="div" id={`${id}-${String(i)}`}>
                {error}
              </FormHelperText>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
