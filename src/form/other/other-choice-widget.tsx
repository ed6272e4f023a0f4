import '../../kernel/i18n/kind-words';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import { labelValue, optionId, type WidgetProps } from '@rjsf/utils';
import { useRef, useState, type FocusEvent } from 'react';
import { useWords } from '../../kernel/i18n/i18n';
import { describedBy } from '../described-by';

type Choices = { choices: string[]; other: string };

/** The field's `choices` and the words of its other choice (custom-checks.ts checks them). */
function otherChoices(schema: Record<string, unknown>): Choices {
  const choices = Array.isArray(schema.choices) ? schema.choices.map(String) : [];
  return { choices, other: typeof schema.other === 'string' ? schema.other : '' };
}

/**
 * The most characters the Other box may take: what the answer's `maxLength` (the field's, or
 * its items' for several) leaves after `prefix`, so a paste stops there as in any text box.
 */
function otherMaxLength(schema: Record<string, unknown>, multiple: boolean, prefix: string) {
  const answer = multiple ? schema.items : schema;
  const max =
    answer && typeof answer === 'object'
      ? (answer as { maxLength?: unknown }).maxLength
      : undefined;
  return typeof max === 'number' ? Math.max(0, max - prefix.length) : undefined;
}

/**
 * A choice, or several, with "Other" last (`"choices"` and `"other"`): choosing
 * Other shows a box beside it for the answer, which the rule `other` then
 * asks for. The answer is sent as it reads, `Other: <what was written>`.
 * Native radio buttons and checkboxes under MUI's look: Tab reaches the
 * group, the arrow keys or Space choose.
 */
export default function OtherChoiceWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, rawErrors } = props;
  const off = props.disabled || props.readonly;
  const t = useWords();
  const { choices, other } = otherChoices(props.schema as Record<string, unknown>);
  // The words shown, in the language shown (a translation puts them here); the answers stay the file's.
  const names: unknown = props.uiSchema?.['ui:enumNames'];
  const shownChoice = (i: number) =>
    Array.isArray(names) && typeof names[i] === 'string' ? names[i] : (choices[i] ?? '');
  const otherName = typeof props.options.otherName === 'string' ? props.options.otherName : other;
  const prefix = `${other}: `;
  const answers: string[] = props.multiple
    ? Array.isArray(value)
      ? value.map(String)
      : []
    : typeof value === 'string'
      ? [value]
      : [];
  const written = answers.find((a) => a.startsWith(prefix));
  const maxLength = otherMaxLength(
    props.schema as Record<string, unknown>,
    !!props.multiple,
    prefix,
  );
  const otherChosen = written !== undefined;
  // The words written stay while Other is unchosen, there again if chosen again.
  const [text, setText] = useState(() => written?.slice(prefix.length) ?? '');
  const [justChosen, setJustChosen] = useState(false);
  const invalid = (rawErrors?.length ?? 0) > 0;
  // Left only when the focus goes out of the question: from Other to its box is not leaving,
  // and checking the question then would call the empty box a mistake before it could be typed in.
  const group = useRef<HTMLDivElement>(null);
  const leave = (event: FocusEvent) => {
    if (!group.current?.contains(event.relatedTarget as Node | null)) onBlur(id, value);
  };

  const send = (next: string[]) => {
    if (props.multiple) onChange(next);
    else onChange(next[0]);
  };
  const toggle = (choice: string, on: boolean) => {
    if (!props.multiple) return send(on ? [choice] : []);
    const rest = answers.filter((a) => a !== choice && !(choice === other && a.startsWith(prefix)));
    // Kept in the order of the choices, as the email reads them.
    const order = (a: string) => (a.startsWith(prefix) ? choices.length : choices.indexOf(a));
    send(
      (on ? [...rest, choice === other ? prefix + text : choice] : rest).sort(
        (a, b) => order(a) - order(b),
      ),
    );
  };
  const chooseOther = (on: boolean) => {
    setJustChosen(on);
    if (!props.multiple) return send(on ? [prefix + text] : []);
    toggle(other, on);
  };
  const write = (next: string) => {
    setText(next);
    send(answers.map((a) => (a.startsWith(prefix) ? prefix + next : a)));
  };

  const Control = props.multiple ? Checkbox : Radio;
  const labelId = `${id}__label`;
  const name = props.htmlName ?? id;
  return (
    <>
      {labelValue(
        <FormLabel id={labelId} required={required} error={invalid}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <Box
        ref={group}
        role={props.multiple ? 'group' : 'radiogroup'}
        id={id}
        aria-labelledby={hideLabel || !label ? undefined : labelId}
        aria-label={hideLabel && label ? label : undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice}
            label={shownChoice(index)}
            disabled={off}
            control={
              <Control
                id={optionId(id, index)}
                name={name}
                checked={answers.includes(choice)}
                onChange={(_, on) => toggle(choice, on)}
                onFocus={() => onFocus(id, value)}
                onBlur={leave}
              />
            }
          />
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <FormControlLabel
            label={otherName}
            disabled={off}
            control={
              <Control
                id={optionId(id, choices.length)}
                name={name}
                checked={otherChosen}
                onChange={(_, on) => chooseOther(on)}
                onFocus={() => onFocus(id, value)}
                onBlur={leave}
              />
            }
          />
          {otherChosen && (
            <TextField
              id={`${id}__other`}
              size="small"
              value={text}
              disabled={off}
              autoFocus={justChosen}
              error={invalid && text.trim() === ''}
              onChange={(event) => write(event.target.value)}
              onBlur={leave}
              sx={{ flex: '1 1 12rem' }}
              slotProps={{
                htmlInput: {
                  'aria-label': `${otherName}: ${t('other.specify')}`,
                  'aria-describedby': describedBy(props),
                  ...(maxLength !== undefined && { maxLength }),
                },
              }}
              placeholder={t('other.specify')}
            />
          )}
        </Box>
      </Box>
    </>
  );
}
