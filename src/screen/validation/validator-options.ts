import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { addCustomChecks } from './custom-checks';
import { fixMultipleOf } from './multiple-of';
import { patternWithinLength } from './pattern-within-length';
import { isTimeAnswer } from './app-formats';
import { isPhoneAnswer } from './phone-format';

/**
 * How every ajv in the app is set up: the form's validator, the validators
 * precompiled at build time and the checker's compile check all take these
 * options, so a rule means the same thing everywhere.
 */
export const validatorOptions: CustomValidatorOptionsType = {
  // `$data` lets a rule point at another field's answer ("equals another field").
  ajvOptionsOverrides: { $data: true },
  // `"format": "phone"`: a real number in international form (phone-format.ts).
  // `"format": "time"` without a zone, as time boxes write it (app-formats.ts).
  customFormats: { phone: isPhoneAnswer, time: isTimeAnswer },
  // ajv-errors: the `errorMessage` keyword, so authors write their own messages;
  // then the named checks of custom-checks.ts, multipleOf right for huge numbers, and no
  // pattern tried on an answer its maxLength already refuses.
  extenderFn: (ajv) => patternWithinLength(fixMultipleOf(addCustomChecks(ajvErrors(ajv)))),
};
