// Each module on its own: typed as the component it is (the package's registries type every entry as possibly missing).
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { ScaleWidget, YesNoWidget } from './choice-buttons';
import { linkedWords, pipedLinkedTitle, type LinkedWords } from '../screen/linked-words';
import { describedBy } from './described-by';
import { LONG_TEXT, RADIO_LIMIT } from './field-kinds';
import { lazyPart } from './perf/lazy-part';
import { OTHER_CHOICE_WIDGET, SCALE_WIDGET, YES_NO_WIDGET } from './ui-defaults';
import { NPS_WIDGET, OPINION_WIDGET, RATING_WIDGET } from '../screen/scales';
import { SIGNATURE_WIDGET } from '../screen/signature';
import { RANKING_WIDGET } from '../screen/grid-ranking';

// Parts few screens render: they load with the screens that have them (perf/parts.ts).
const CheckboxesWidget = lazyPart('CheckboxesWidget') as ComponentType<WidgetProps>;
const MuiCheckboxWidget = lazyPart('CheckboxWidget') as ComponentType<WidgetProps>;
const SelectWidget = lazyPart('SelectWidget') as ComponentType<WidgetProps>;
const PhoneWidget = lazyPart('PhoneWidget') as ComponentType<WidgetProps>;
const OtherChoiceWidget = lazyPart('OtherChoiceWidget') as ComponentType<WidgetProps>;
const LinkedLabel = lazyPart('LinkedLabel') as ComponentType<{ words: LinkedWords }>;
const RatingWidget = lazyPart('RatingWidget') as ComponentType<WidgetProps>;
const OpinionWidget = lazyPart('OpinionWidget') as ComponentType<WidgetProps>;
const SignatureWidget = lazyPart('SignatureWidget') as ComponentType<WidgetProps>;
const RankingWidget = lazyPart('RankingWidget') as ComponentType<WidgetProps>;
const DateFieldWidget = lazyPart('DateFieldWidget') as ComponentType<
  WidgetProps & { kind: 'date' | 'time' | 'date-time' }
>;

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
  // Links of the author's words only: a piped title's (piping.ts), or the title as written.
  // A piped title without links of its own is text, whatever the answers in it look like.
  const words = pipedLinkedTitle(props.options) ?? linkedWords(props.label);
  // rjsf-mui renders the label it is given, text or not.
  const linked = words.some((part) => 'href' in part);
  const label = (linked ? <LinkedLabel words={words} /> : props.label) as string;
  return (
    <MuiCheckboxWidget
      {...withSlotProps(props, 'checkbox', { slotProps: { input } })}
      label={label}
    />
  );
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
 * field's type and size, with no uiSchema needed (docs/guide/keys.md, "Which
 * box a field gets").
 */
export const formWidgets: RegistryWidgetsType = {
  SelectWidget: ChoiceWidget,
  TextWidget,
  CheckboxWidget,
  RadioWidget: NamedRadioWidget,
  CheckboxesWidget: NamedCheckboxesWidget,
  // Named by ThemedForm's defaults (ui-defaults.ts) where the author named no widget.
  [YES_NO_WIDGET]: YesNoWidget,
  [SCALE_WIDGET]: ScaleWidget,
  [OTHER_CHOICE_WIDGET]: OtherChoiceWidget,
  // `"format": "phone"` (rjsf renders a string field with the widget named by its format).
  phone: PhoneWidget,
  // Named by authors (docs/guide/rules.md, "Star rating", "Opinion scale and NPS", "Ranking").
  [RATING_WIDGET]: RatingWidget,
  [OPINION_WIDGET]: OpinionWidget,
  [NPS_WIDGET]: OpinionWidget,
  // Named by authors on a file field (docs/guide/rules.md, "Signature").
  [SIGNATURE_WIDGET]: SignatureWidget,
  [RANKING_WIDGET]: RankingWidget,
  // `"format": "date"`, `"time"` and `"date-time"`: typed in the page's language, not the browser's.
  DateWidget: (props: WidgetProps) => <DateFieldWidget {...props} kind="date" />,
  TimeWidget: (props: WidgetProps) => <DateFieldWidget {...props} kind="time" />,
  DateTimeWidget: (props: WidgetProps) => <DateFieldWidget {...props} kind="date-time" />,
};
