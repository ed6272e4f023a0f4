import '../../kernel/i18n/scale-words';
import Box from '@mui/material/Box';
import type { WidgetProps } from '@rjsf/utils';
import { useWords } from '../../kernel/i18n/i18n';
import { NPS_WIDGET } from '../../screen/scales';
import { BUTTONS_STYLE, ChoiceButtons } from '../choice-buttons';
import { scaleOf } from '../ui-defaults';

const words = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * An opinion scale (`"ui:widget": "opinion"`, from 0 or 1 up to 10 at most)
 * or an NPS question (`"nps"`, 0 to 10): the scale's buttons with the
 * author's words at its ends (`"ui:options": { "low": ..., "high": ... }`;
 * an NPS question has "Not at all likely" / "Extremely likely" unless the
 * author words them). The end words are also in the names of the first and
 * last buttons, so a screen reader says them. On a phone eleven buttons make
 * two even rows rather than ten and one.
 */
// A default export: loaded as a part of the screens that have one (perf/parts.ts).
export default function OpinionWidget(props: WidgetProps) {
  const t = useWords();
  const numbers = scaleOf(props.schema as Record<string, unknown>) ?? [];
  const nps = props.uiSchema?.['ui:widget'] === NPS_WIDGET;
  const low = words(props.options.low) ?? (nps ? t('opinion.npsLow') : undefined);
  const high = words(props.options.high) ?? (nps ? t('opinion.npsHigh') : undefined);
  const last = numbers.length - 1;
  const choices = numbers.map((n, i) => {
    const end = i === 0 ? low : i === last ? high : undefined;
    return { value: n, label: end ? `${n}: ${end}` : String(n), rendered: <span>{n}</span> };
  });
  const phoneColumns = numbers.length <= 6 ? numbers.length : Math.ceil(numbers.length / 2);
  const look = {
    ...BUTTONS_STYLE,
    display: 'grid',
    gridTemplateColumns: {
      xs: `repeat(${phoneColumns}, 1fr)`,
      sm: `repeat(${numbers.length}, minmax(0, 56px))`,
    },
    '& label': { ...BUTTONS_STYLE['& label'], minWidth: 0, px: 0 },
  };
  return (
    <>
      <ChoiceButtons {...props} choices={choices} look={look} />
      {(low ?? high) && (
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            mt: 0.5,
            maxWidth: { sm: numbers.length * 64 },
            typography: 'body2',
            color: 'text.secondary',
            // Words that wrap stay against their end of the scale.
            '& > :last-child': { textAlign: 'end' },
          }}
        >
          <span>{low}</span>
          <span>{high}</span>
        </Box>
      )}
    </>
  );
}
