import { formats as appFormats } from './app-formats';
import { isPhoneAnswer } from './phone-format';

/**
 * The formats a precompiled validator of a screen with a phone field calls
 * (ajv's `code.formats`, see src/build/validator-code.ts): the app's
 * (app-formats.ts) and `phone`. Only such screens import this, so only they carry the phone
 * metadata.
 */
export const formats = { ...appFormats, phone: isPhoneAnswer };
