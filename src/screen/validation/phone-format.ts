import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** A phone number as it is stored and sent: international form (E.164), `+` and digits only. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * The `"format": "phone"` rule: a number in international form that is a
 * real number of its country (libphonenumber-js, smallest metadata). The
 * phone widget (src/form/phone/) stores only this form once a number reads
 * as complete, and the typed text otherwise, which this refuses.
 */
export function isPhoneAnswer(value: string): boolean {
  return E164.test(value) && isValidPhoneNumber(value);
}
