import { isObject } from '../../../../kernel/is-object';
import { removeEmptying, setAt, valueInText } from '../../edits/json-text';

const COUNTRY = (name: string) => ['uiSchema', name, 'ui:options', 'defaultCountry'];

/** The country a phone question starts on (`ui:options.defaultCountry`); none: the visitor's. */
export function phoneCountryOf(text: string, name: string): string | undefined {
  const code = valueInText(text, COUNTRY(name));
  return typeof code === 'string' ? code : undefined;
}

/** Sets the country a phone question starts on; `undefined` leaves it to the visitor's browser. */
export function setPhoneCountry(text: string, name: string, code: string | undefined): string {
  if (code !== undefined) return setAt(text, COUNTRY(name), code);
  const next = removeEmptying(text, COUNTRY(name));
  const left = valueInText(next, ['uiSchema', name]);
  return isObject(left) && Object.keys(left).length === 0
    ? removeEmptying(next, ['uiSchema', name])
    : next;
}
