import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validator-options';

/**
 * A validator compiling schemas in the browser, with the app's messages and
 * custom checks: for the preview, where the schema is typed live, and for
 * screens until their precompiled validators are wired in.
 */
export const formValidator = customizeValidator(validatorOptions);
