import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { labelValue, optionId, type WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { describedBy } from './described-by';
import { scaleOf } from './ui-defaults';

/** The class of a row of answers in words (question-keys.ts letters them). */
export const WORD_CHOICES_CLASS = 'word-choices';

/** One answer: its words, or a picture (`rendered`) with the words as its accessible name. */
export type Choice = { value: unknown; label: string; rendered?: ReactNode };

type ChoiceButtonsProps = WidgetProps & {
  choices: Choice[];
  /** Choosing the chosen answer again takes it back (a star rating). */
  clearable?: boolean;
  look?: SxProps<Theme>;
  /** Answers in words (yes/no): shown one question at a time, each gets a letter to press. */
  words?: boolean;
};

/**
 * A row of buttons, one per answer, none chosen until the person chooses:
 * native radio buttons under the look, so Tab reaches the group, the arrow
 * keys move and choose, and a click before the app has hydrated a page rendered
 * at build time is done again after (kernel/ui/hydration-gate.ts). Wraps on a narrow
 * screen rather than scrolling sideways.
 */
export function ChoiceButtons({
  choices,
  clearable = false,
  look = BUTTONS_STYLE,
  words = false,
  ...props
}: ChoiceButtonsProps) {
  const { id, value, required, disabled, readonly, label, hideLabel, rawErrors } = props;
  const labelId = `${id}__label`;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <>
      {labelValue(
        <FormLabel id={labelId} required={required} error={invalid}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <Box
        role="radiogroup"
        id={id}
        className={words ? WORD_CHOICES_CLASS : undefined}
        aria-labelledby={hideLabel || !label ? undefined : labelId}
        aria-label={hideLabel && label ? label : undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        sx={look}
      >
        {choices.map((choice, index) => (
          <label key={String(choice.value)}>
            <input
              type="radio"
              id={optionId(id, index)}
              name={props.htmlName ?? id}
              value={String(index)}
              checked={value === choice.value}
              aria-label={choice.rendered === undefined ? undefined : choice.label}
              disabled={disabled || readonly}
              onChange={() => props.onChange(choice.value)}
              // A click or tap on the chosen answer, or Space on it: a radio button alone
              // would change nothing, and Chromium sends no click for that Space.
              onClick={() => {
                if (clearable && value === choice.value) props.onChange(undefined);
              }}
              onKeyDown={(event) => {
                if (clearable && value === choice.value && event.key === ' ') {
                  event.preventDefault();
                  props.onChange(undefined);
                }
              }}
              onFocus={() => props.onFocus(id, value)}
              onBlur={() => props.onBlur(id, value)}
            />
            {choice.rendered ?? <span>{choice.label}</span>}
          </label>
        ))}
      </Box>
    </>
  );
}

/**
 * Each answer is the label (`position: relative`) of its radio button, which
 * covers it, rendered only as the focus ring, so a click anywhere on it chooses;
 * the look follows the radio button's state.
 */
export const COVERING_RADIO = {
  '& input': {
    appearance: 'none',
    position: 'absolute',
    inset: 0,
    m: 0,
    border: 0,
    borderRadius: 'inherit',
    background: 'transparent',
    cursor: 'inherit',
  },
} as const;

export const BUTTONS_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  mt: 1,
  '& label': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 56,
    minHeight: 44,
    px: 2,
    border: 1,
    borderColor: 'text.secondary',
    borderRadius: 1,
    color: 'text.primary',
    bgcolor: 'background.paper',
    typography: 'body1',
    cursor: 'pointer',
    userSelect: 'none',
  },
  ...COVERING_RADIO,
  '& input:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& label:hover': { borderColor: 'text.primary' },
  '& label:has(input:checked)': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
  },
  '& label:has(input:disabled)': { opacity: 0.6, cursor: 'default' },
  '&[aria-invalid="true"] label:not(:has(input:checked))': { borderColor: 'error.main' },
} as const;

/** A yes/no question as two buttons, "Yes" and "No", or the author's words for them. */
export function YesNoWidget(props: WidgetProps) {
  const choices = (props.options.enumOptions ?? []).map(({ value, label }) => ({ value, label }));
  return <ChoiceButtons {...props} choices={choices} words />;
}

/** A small whole-number scale ("from 1 to 5", 0-10) as a row of buttons, one per number. */
export function ScaleWidget(props: WidgetProps) {
  const numbers = scaleOf(props.schema as Record<string, unknown>) ?? [];
  return (
    <ChoiceButtons {...props} choices={numbers.map((n) => ({ value: n, label: String(n) }))} />
  );
}
