import '../../kernel/i18n/kind-words';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumber,
  type CountryCode,
} from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useLanguage, useWords } from '../../kernel/i18n/i18n';
import { useHydrated } from '../../kernel/ui/use-hydrated';
import { describedBy } from '../described-by';

/** What the two boxes show: the chosen country ('' while none) and the number as typed or formatted. */
type Shown = { country: CountryCode | ''; text: string };

/** The country `ui:options.defaultCountry` names ("GB"), if it is one. */
export function defaultCountryOf(options: Record<string, unknown>): CountryCode | undefined {
  const code = options.defaultCountry;
  return typeof code === 'string' && isSupportedCountry(code) ? code : undefined;
}

/**
 * The country a number most likely has when the field names none: the
 * browser's region when it speaks the page's language ("en-GB" on an English
 * page: GB), else the language's own ("fr": FR, "en": US).
 */
export function likelyCountry(
  language: string,
  preferred: readonly string[],
): CountryCode | undefined {
  const localeOf = (tag: string) => {
    try {
      return new Intl.Locale(tag);
    } catch {
      return undefined;
    }
  };
  const page = localeOf(language);
  const browser = preferred
    .map(localeOf)
    .filter((l) => l?.region !== undefined && l.language === page?.language);
  for (const locale of [...browser, page?.maximize()]) {
    const region = locale?.region;
    if (region && isSupportedCountry(region)) return region;
  }
  return undefined;
}

/** The boxes for a stored answer: a number in international form shown in its country's way. */
function shownFor(value: unknown, fallback: CountryCode | undefined): Shown {
  if (typeof value !== 'string' || value === '') return { country: fallback ?? '', text: '' };
  try {
    const number = parsePhoneNumber(value);
    if (number.country) return { country: number.country, text: number.formatNational() };
    return { country: '', text: number.formatInternational() };
  } catch {
    // Typed text that is no number yet (kept by a draft): shown as it was typed.
    return { country: fallback ?? '', text: value };
  }
}

/**
 * What the form keeps for the boxes: the number in international form
 * (`+447911123456`) once it reads as one for the chosen country, else the
 * text as typed, which the `phone` format refuses with its message.
 */
function read(text: string, country: CountryCode | '') {
  const formatter = new AsYouType(country || undefined);
  const formatted = formatter.input(text);
  const number = formatter.getNumber();
  const answer = text.trim() === '' ? undefined : (number?.number ?? text.trim());
  return { formatted, answer, country: formatter.getCountry() };
}

type CountryOption = { code: CountryCode; name: string };

/**
 * A country by its name in `language`, with its calling code: "United Kingdom (+44)". The code
 * is set apart left to right (an isolate: an option holds text, no markup), so a right-to-left
 * page reads "+31", never "31+".
 */
function countryOption(code: CountryCode, names: Intl.DisplayNames): CountryOption {
  return { code, name: `${names.of(code) ?? code} (\u2066+${getCountryCallingCode(code)}\u2069)` };
}

/** Every country, in `language`'s order. */
function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return getCountries()
    .map((code) => countryOption(code, names))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * `"format": "phone"`: a country picker (the browser's own list, so the
 * keyboard and a phone's picker work as everywhere) and the number, formatted
 * as it is typed in that country's way (libphonenumber-js, smallest
 * metadata). The answer is kept and sent in international form; a number
 * typed with its `+code` chooses its country itself. Only screens with a phone
 * field load this (perf/parts.ts).
 */
export default function PhoneWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, label, hideLabel } = props;
  const { required, disabled, readonly, autofocus, rawErrors } = props;
  const language = useLanguage();
  const t = useWords();
  // The whole list only once the app has hydrated the page: the page rendered at
  // build time shows the chosen country alone, as the closed picker does.
  const listed = useHydrated();
  // The browser's languages only then too: the first render matches the built page.
  const fallback =
    defaultCountryOf(options) ?? likelyCountry(language, listed ? navigator.languages : []);
  const [shown, setShown] = useState<Shown>(() => shownFor(value, fallback));
  // Until a country is chosen, an empty number follows the likely one as it becomes known.
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) setShown((s) => (s.text === '' ? { ...s, country: fallback ?? '' } : s));
  }, [fallback]);
  // What this widget last handed the form: any other value came from elsewhere (a draft, a reset).
  const sent = useRef<unknown>(value);
  const countries = useMemo(
    () => (listed ? countryOptions(language) : undefined),
    [listed, language],
  );

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setShown(shownFor(value, fallback));
  }, [value, fallback]);

  const hand = (answer: string | undefined) => {
    sent.current = answer;
    onChange(answer);
  };

  const typeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const atEnd = event.target.selectionStart === text.length;
    const next = read(text, shown.country);
    // Formatted only while typing on at the end: a space put back after a
    // deletion, or a caret jumping out of the middle, would fight the person.
    const forward = atEnd && text.length > shown.text.length;
    setShown({ country: next.country ?? shown.country, text: forward ? next.formatted : text });
    hand(next.answer);
  };

  const chooseCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const country = event.target.value as CountryCode | '';
    chosen.current = true;
    const next = read(shown.text, country);
    setShown({ country, text: shown.text === '' ? '' : next.formatted });
    hand(next.answer);
  };

  const invalid = (rawErrors?.length ?? 0) > 0;
  const countryId = `${id}__country`;
  const shownCountry =
    shown.country === ''
      ? []
      : [countryOption(shown.country, new Intl.DisplayNames([language], { type: 'region' }))];
  const off = disabled || readonly;
  return (
    // The question's title above both boxes, as every box's title is (shell.css); the country
    // box is named by it too ("Phone: Country"), its choice saying what it is.
    <FormControl fullWidth required={required} disabled={off} error={invalid}>
      {!hideLabel && label && <InputLabel htmlFor={id}>{label}</InputLabel>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <FormControl sx={{ flex: '1 1 12rem', minWidth: 0 }} disabled={off}>
          <NativeSelect
            id={countryId}
            value={shown.country}
            onChange={chooseCountry}
            // Named for its question ("Phone: Country"): a screen may ask for several numbers.
            inputProps={{
              'aria-label': label ? `${label}: ${t('phone.country')}` : t('phone.country'),
            }}
            input={<OutlinedInput />}
          >
            <option value="">{t('phone.anyCountry')}</option>
            {(countries ?? shownCountry).map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <TextField
          id={id}
          name={props.htmlName ?? id}
          type="tel"
          required={required}
          disabled={off}
          autoFocus={autofocus}
          error={invalid}
          value={shown.text}
          onChange={typeNumber}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          sx={{ flex: '2 1 14rem' }}
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              inputMode: 'tel',
              autoComplete: 'tel',
              'aria-label': hideLabel && label ? label : undefined,
              'aria-invalid': invalid || undefined,
              'aria-describedby': describedBy(props),
            },
          }}
        />
      </Box>
    </FormControl>
  );
}
