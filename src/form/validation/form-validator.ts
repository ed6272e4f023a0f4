import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from '../../screen/validation/validator-options';

/**
 * A validator compiling schemas in the browser, with the app's messages and
 * custom checks: for the authors' preview, where the schema is typed live.
 * Screens never compile in the browser: each carries its validator,
 * precompiled at build time (src/build/validator-code.ts).
 */
export const formValidator = customizeValidator(validatorOptions);
