import { getCountries } from 'libphonenumber-js/min';
import { ListPicker } from '../../panels/questions/list-picker';
import type { Change } from '../../panels/questions/change';
import { setPhoneCountry } from './phone-edits';

/** Every country a phone number can be from, by its English name. */
const COUNTRIES = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, words: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.words.localeCompare(b.words, 'en'));
})();

/** The country a phone question starts on, or the visitor's own. */
export function PhoneCountry({
  id,
  name,
  country,
  change,
}: {
  id: string;
  name: string;
  country: string | undefined;
  change: Change;
}) {
  return (
    <ListPicker
      id={id}
      label="Country it starts on"
      value={country ?? ''}
      onChange={(e) => change((t) => setPhoneCountry(t, name, e.target.value || undefined))}
      sx={{ maxWidth: 420 }}
    >
      <option value="">The visitor’s (their browser’s region, else the page’s language)</option>
      {COUNTRIES.map(({ code, words }) => (
        <option key={code} value={code}>
          {words}
        </option>
      ))}
    </ListPicker>
  );
}
