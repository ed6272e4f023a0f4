import '../../kernel/i18n/kind-words';
import RtlProvider, { useRtl } from '@mui/system/RtlProvider';
import type { WidgetProps } from '@rjsf/utils';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { format, isValid, parse } from 'date-fns';
import type { Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage, useWords, type Words } from '../../kernel/i18n/i18n';
import { useHydrated } from '../../kernel/ui/use-hydrated';
import { describedBy } from '../described-by';
import { DateWords, dateInWords } from './date-words';

/** Which answer the box holds, as the schema's `format` names it. */
export type DateKind = 'date' | 'time' | 'date-time';

/**
 * The date formats of the app's languages (date-fns locales): the order of
 * day, month and year, and a 12- or 24-hour clock. English is British where
 * the browser says so ("en-GB"), American otherwise, as `Intl` has it.
 */
const LOCALES: Record<string, Locale> = { ar, de, 'en-GB': enGB, en: enUS, es, fr };

/** The date format of the page's language, refined by the browser's region when it speaks it. */
export function dateLocale(language: string, preferred: readonly string[]): Locale {
  const base = language.split('-')[0] ?? language;
  for (const tag of [...preferred.filter((p) => p.split('-')[0] === base), language, base]) {
    const locale = LOCALES[tag];
    if (locale) return locale;
  }
  return enUS;
}

/** Whether a language's clock has 12 hours and AM/PM, as `Intl` (CLDR) has it: "ar" does, "fr" not. */
export function twelveHours(tag: string): boolean {
  const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}

/** How each kind's answer is kept, as the checks and the email read it. */
const STORED = { date: 'yyyy-MM-dd', time: 'HH:mm:ss' } as const;

/** The box's date for a kept answer (`2026-11-24`, `14:30:00`, an instant), or null. */
export function dateOf(kind: DateKind, value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const at =
    kind === 'date-time'
      ? new Date(value)
      : parse(
          kind === 'time' && value.length === 5 ? `${value}:00` : value,
          STORED[kind],
          new Date(),
        );
  return isValid(at) ? at : null;
}

/**
 * The answer for what the box shows: a whole date as the schema's format
 * writes it, nothing for an empty box, and for a box filled in part the words
 * `INCOMPLETE`, which the format check refuses ("Enter a date") rather than
 * taking the box for empty.
 */
export function answerOf(kind: DateKind, at: Date | null): string | undefined {
  if (at === null) return undefined;
  if (!isValid(at)) return INCOMPLETE;
  if (kind === 'date-time') return at.toISOString();
  return format(at, STORED[kind]);
}

export const INCOMPLETE = 'incomplete';

/**
 * MUI's field words in the page's language: the empty parts' letters from the
 * catalogue (`DD/MM/YYYY`, `JJ/MM/AAAA`), each part's name for screen readers
 * from `Intl` ("day", "jour", "يوم").
 */
function fieldWords(t: Words, language: string): Partial<PickersLocaleText> {
  const names = new Intl.DisplayNames([language], { type: 'dateTimeField' });
  return {
    fieldDayPlaceholder: () => t('dates.placeholder.day'),
    fieldMonthPlaceholder: () => t('dates.placeholder.month'),
    fieldYearPlaceholder: () => t('dates.placeholder.year'),
    fieldHoursPlaceholder: () => t('dates.placeholder.hours'),
    fieldMinutesPlaceholder: () => t('dates.placeholder.minutes'),
    fieldMeridiemPlaceholder: () => t('dates.placeholder.meridiem'),
    day: names.of('day'),
    month: names.of('month'),
    year: names.of('year'),
    hours: names.of('hour'),
    minutes: names.of('minute'),
    meridiem: names.of('dayPeriod'),
    empty: t('dates.empty'),
  };
}

const FIELDS = { date: DateField, time: TimeField, 'date-time': DateTimeField } as const;

/**
 * A date, a time, or both, typed part by part (MUI X's field) in the page's
 * language and with its clock: the order of day, month and year, the 12- or
 * 24-hour clock and the parts' names follow the page, not the browser (whose
 * own date box cannot be told the page's language). The answer goes to the
 * form as each change makes it whole. Only screens with such a field load it
 * (perf/parts.ts).
 */
export default function DateFieldWidget(props: WidgetProps & { kind: DateKind }) {
  const { kind, id, value, onChange, onBlur, onFocus, label, hideLabel } = props;
  const { required, disabled, readonly, autofocus, rawErrors } = props;
  const language = useLanguage();
  const t = useWords();
  // The browser's region only once the app has the page: the first render matches the built one.
  const hydrated = useHydrated();
  const locale = dateLocale(language, hydrated ? navigator.languages : []);
  const tag = locale.code;
  const words = useMemo(() => fieldWords(t, language), [t, language]);
  // What the box shows, a part-filled date included, which the form's answer cannot say.
  const [shown, setShown] = useState<Date | null>(() => dateOf(kind, value));
  // What this widget last handed the form: any other value came from elsewhere (a draft, a reset).
  const sent = useRef<unknown>(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setShown(dateOf(kind, value));
  }, [kind, value]);

  const hand = (answer: string | undefined) => {
    if (answer === sent.current) return;
    sent.current = answer;
    onChange(answer);
  };
  const change = (at: Date | null) => {
    setShown(at);
    hand(answerOf(kind, at));
  };
  // MUI's field says nothing while an empty box is filled in part: the text it keeps for the
  // form (its hidden input) tells, as the box is left, so a part date is never taken for none.
  const text = useRef<HTMLInputElement>(null);
  const leave = () => {
    if (shown === null) hand(text.current?.value ? INCOMPLETE : undefined);
    onBlur(id, value);
  };

  const invalid = (rawErrors?.length ?? 0) > 0;
  const Field = FIELDS[kind];
  const rtl = useRtl();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale} localeText={words}>
      {/* Digits read left to right in every language, as the browser's own date box
          shows them: on a right-to-left page the parts stay in writing order, day (or
          hour) first, set to the right. MUI's own right-to-left field reverses the
          date and the time and starts typing at AM/PM. */}
      <RtlProvider value={false}>
        <Field
          value={shown}
          onChange={change}
          inputRef={text}
          onBlur={leave}
          onFocus={() => onFocus(id, value)}
          // Typed into before the app has the page, the box would change under React: it waits.
          readOnly={readonly || !hydrated}
          {...(kind === 'date' ? {} : { ampm: twelveHours(tag) })}
          disabled={disabled}
          autoFocus={autofocus}
          required={required}
          label={hideLabel ? undefined : label || undefined}
          fullWidth
          slotProps={{
            textField: {
              id,
              name: props.htmlName ?? id,
              error: invalid,
              slotProps: {
                // On the group of the parts, which is what the label names.
                input: {
                  'aria-describedby': describedBy(props),
                  slotProps: {
                    input: { dir: 'ltr', style: rtl ? { justifyContent: 'flex-end' } : undefined },
                  },
                },
              },
            },
          }}
        />
      </RtlProvider>
      {kind !== 'time' && <DateWords words={dateInWords(kind, value, tag)} />}
    </LocalizationProvider>
  );
}
