// Each module on its own: typed as the component it is (the package's registries type every entry as possibly missing).
import MuiBaseInputTemplate from '@rjsf/mui/lib/BaseInputTemplate/BaseInputTemplate.js';
import MuiFieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import type { ComponentType } from 'react';
import {
  descriptionId,
  errorId,
  helpId,
  type BaseInputTemplateProps,
  type FieldErrorProps,
  type RegistryWidgetsType,
  type TemplatesType,
  type WidgetProps,
} from '@rjsf/utils';
// Parts few screens draw: they load with the screens that have them (parts.ts).
import CheckboxesWidget from '../rjsf-swaps/deferred/checkboxes-widget';
import MuiCheckboxWidget from '../rjsf-swaps/deferred/checkbox-widget';
import SelectWidget from '../rjsf-swaps/deferred/select-widget';
import { RADIO_LIMIT } from './radio-limit';

/** Text that may be longer than this many characters (`maxLength`) gets a box of several lines. */
export const LONG_TEXT = 200;

/**
 * The ids of the field's messages, description and help that are on the page:
 * @rjsf/mui puts its aria-describedby on a wrapper, where screen readers
 * never read it, so each widget below puts this on the control itself.
 */
function describedBy(props: {
  id: string;
  rawErrors?: string[];
  schema: { description?: string };
  uiSchema?: Record<string, unknown>;
}): string | undefined {
  const ids = [
    (props.rawErrors?.length ?? 0) > 0 && errorId(props.id),
    props.schema.description && descriptionId(props.id),
    props.uiSchema?.['ui:help'] !== undefined && helpId(props.id),
  ].filter((id): id is string => typeof id === 'string');
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** `options.mui.rjsfSlotProps[slot]` extended, the way @rjsf/mui lets a uiSchema reach inner parts. */
function withSlotProps(props: WidgetProps, slot: string, extra: Record<string, unknown>) {
  const mui = (props.options.mui ?? {}) as { rjsfSlotProps?: Record<string, unknown> };
  const slots = mui.rjsfSlotProps ?? {};
  return {
    ...props,
    options: {
      ...props.options,
      mui: {
        ...mui,
        rjsfSlotProps: { ...slots, [slot]: { ...extra, ...(slots[slot] as object | undefined) } },
      },
    },
  };
}

/** The widget the author named in the uiSchema, if any: it always wins over these defaults. */
function askedWidget(props: WidgetProps): unknown {
  return props.uiSchema?.['ui:widget'];
}

/**
 * Names the group of radio buttons or checkboxes after its field: rjsf's label
 * points at the group with `for`, which a screen reader does not follow.
 */
function groupProps(props: WidgetProps, role: 'radiogroup' | 'group'): WidgetProps {
  const mui = (props.options.mui ?? {}) as Record<string, unknown>;
  const name = typeof props.label === 'string' && props.label !== '' ? props.label : undefined;
  return {
    ...props,
    options: {
      ...props.options,
      mui: {
        role,
        'aria-label': name,
        'aria-required': props.required || undefined,
        'aria-invalid': (props.rawErrors?.length ?? 0) > 0 || undefined,
        'aria-describedby': describedBy(props),
        ...mui,
      },
    },
  };
}

/**
 * rjsf asks its "select" for every field with a fixed list of answers. A few
 * choices read best as radio buttons, a list of several answers as
 * checkboxes; a long list stays a drop-down.
 */
function ChoiceWidget(props: WidgetProps) {
  if (askedWidget(props) === 'select') return <DropDown {...props} />;
  if (props.multiple) return <CheckboxesWidget {...groupProps(props, 'group')} />;
  const count = props.options.enumOptions?.length ?? 0;
  if (count > 0 && count <= RADIO_LIMIT) {
    return <RadioWidget {...groupProps(props, 'radiogroup')} />;
  }
  return <DropDown {...props} />;
}

/** MUI's drop-down, its messages on the element that has the focus. */
function DropDown(props: WidgetProps) {
  const display = {
    'aria-describedby': describedBy(props),
    'aria-invalid': (props.rawErrors?.length ?? 0) > 0 || undefined,
  };
  return <SelectWidget {...withSlotProps(props, 'select', { SelectDisplayProps: display })} />;
}

/** One checkbox (true or false), its messages on the checkbox itself. */
function CheckboxWidget(props: WidgetProps) {
  const input = {
    'aria-describedby': describedBy(props),
    'aria-invalid': (props.rawErrors?.length ?? 0) > 0 || undefined,
  };
  return <MuiCheckboxWidget {...withSlotProps(props, 'checkbox', { slotProps: { input } })} />;
}

/** A one-line box, or several lines for long free text (`maxLength` over LONG_TEXT). */
function TextWidget(props: WidgetProps) {
  const { schema } = props;
  const long =
    schema.type === 'string' &&
    schema.format === undefined &&
    (schema.maxLength ?? 0) > LONG_TEXT &&
    askedWidget(props) === undefined;
  if (long) {
    return <TextareaWidget {...props} options={{ rows: 4, ...props.options }} />;
  }
  // What rjsf's own TextWidget does: the form's input template.
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} />;
}

/** Explicitly asked radio buttons and checkboxes get their group named as well. */
function NamedRadioWidget(props: WidgetProps) {
  return <RadioWidget {...groupProps(props, 'radiogroup')} />;
}

function NamedCheckboxesWidget(props: WidgetProps) {
  return <CheckboxesWidget {...groupProps(props, 'group')} />;
}

/**
 * The widgets every form uses in place of rjsf's own: sensible ones by the
 * field's type and size, with no uiSchema needed (schemas/README.md, "Which
 * box a field gets").
 */
export const formWidgets: RegistryWidgetsType = {
  SelectWidget: ChoiceWidget,
  TextWidget,
  CheckboxWidget,
  RadioWidget: NamedRadioWidget,
  CheckboxesWidget: NamedCheckboxesWidget,
};

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
function FieldErrorTemplate(props: FieldErrorProps) {
  return (
    <div aria-live="polite">{MuiFieldErrorTemplate && <MuiFieldErrorTemplate {...props} />}</div>
  );
}

export const formTemplates: Partial<TemplatesType> = {
  FieldErrorTemplate,
  BaseInputTemplate: describedInputTemplate(MuiBaseInputTemplate),
};
