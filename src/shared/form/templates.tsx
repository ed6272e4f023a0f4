import MuiFieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import type { BaseInputTemplateProps, FieldErrorProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { describedBy } from './described-by';

/** `Inner` (MUI's input template, or one built on it) with its messages on the input itself. */
export function describedInputTemplate(
  Inner: ComponentType<BaseInputTemplateProps>,
): ComponentType<BaseInputTemplateProps> {
  return function DescribedInputTemplate(props: BaseInputTemplateProps) {
    const slotProps = (props.slotProps ?? {}) as { htmlInput?: object };
    const htmlInput = { 'aria-describedby': describedBy(props), ...slotProps.htmlInput };
    return <Inner {...props} slotProps={{ ...slotProps, htmlInput }} />;
  };
}

/**
 * A field's messages inside a live region that is always there, so a screen
 * reader announces a message the moment it appears (the field points at the
 * messages with aria-describedby, which only tells when the field is reached).
 */
export function FieldErrorTemplate(props: FieldErrorProps) {
  return (
    <div aria-live="polite">{MuiFieldErrorTemplate && <MuiFieldErrorTemplate {...props} />}</div>
  );
}
