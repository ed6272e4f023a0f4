import { Templates } from '@rjsf/mui';
import type {
  DescriptionFieldProps,
  FormContextType,
  RJSFSchema,
  StrictRJSFSchema,
  TitleFieldProps,
  UiSchema,
} from '@rjsf/utils';
import { use } from 'react';
import { HeadingLevel } from './heading-level';

type Props = Record<string, unknown>;

/**
 * rjsf-mui renders a group title as an h5 and a field description as a heading
 * too (subtitle2 maps to h6): after the page's h1 that skips heading levels
 * for screen readers. These keep the look and give the right elements, through
 * the slot props rjsf-mui reads from `ui:options.mui.rjsfSlotProps`.
 */
function withSlot(uiSchema: UiSchema | undefined, slot: string, props: Props): UiSchema {
  const options = (uiSchema?.['ui:options'] ?? {}) as Props;
  const mui = (options.mui ?? {}) as Props;
  const slots = (mui.rjsfSlotProps ?? {}) as Record<string, Props>;
  return {
    ...uiSchema,
    'ui:options': {
      ...options,
      mui: { ...mui, rjsfSlotProps: { ...slots, [slot]: { ...props, ...slots[slot] } } },
    },
  };
}

const MuiTitle = Templates.TitleFieldTemplate;
const MuiDescription = Templates.DescriptionFieldTemplate;

export function TitleFieldTemplate<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = object,
>(props: TitleFieldProps<T, S, F>) {
  const level = Math.min(use(HeadingLevel), 6);
  if (!MuiTitle) return null;
  const uiSchema = withSlot(props.uiSchema as UiSchema, 'titleTypography', {
    component: `h${String(level)}`,
    // An item's title ("Item 1") reads smaller than its list's.
    ...(level > 2 ? { variant: 'subtitle1', sx: { fontWeight: 500 } } : { variant: 'h6' }),
  });
  return <MuiTitle {...(props as unknown as TitleFieldProps)} uiSchema={uiSchema} />;
}

export function DescriptionFieldTemplate<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = object,
>(props: DescriptionFieldProps<T, S, F>) {
  if (!MuiDescription) return null;
  const uiSchema = withSlot(props.uiSchema as UiSchema, 'descTypography', {
    component: 'div',
    variant: 'body2',
    color: 'text.secondary',
  });
  return <MuiDescription {...(props as unknown as DescriptionFieldProps)} uiSchema={uiSchema} />;
}
