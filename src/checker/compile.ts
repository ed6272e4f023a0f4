import { customizeValidator } from '@rjsf/validator-ajv8';
import type Ajv from 'ajv';
import { validatorOptions } from '../screen/validation/validator-options';

let ajv: Ajv | undefined;

/**
 * The form validator's own ajv (rjsf's createAjvInstance with the app's
 * options), made once and reused for every compile.
 */
function formAjv(): Ajv {
  ajv ??= customizeValidator(validatorOptions).ajv;
  return ajv;
}

/** The `format` names the form's validator checks. */
export function knownFormats(): string[] {
  return Object.keys(formAjv().formats);
}

/**
 * The last word: whether the form's own validator accepts the schema. Catches
 * whatever the checker's specific rules did not foresee.
 */
const REF_CHAIN_TOO_LONG =
  'its "$ref"s lead on to other "$ref"s too many times over (thousands of steps) to be checked: point each "$ref" straight at the definition it means';

export function compileError(schema: object): string | undefined {
  const instance = formAjv();
  try {
    instance.compile(schema);
    return undefined;
  } catch (e) {
    // The JSON's own depth is capped before this; what is left to overflow
    // the stack is a "$ref" leading to a "$ref", thousands of times over.
    if (e instanceof RangeError) return REF_CHAIN_TOO_LONG;
    return e instanceof Error ? e.message : String(e);
  } finally {
    // Forget it again: a screen edited on every save must not pile up in the cache.
    instance.removeSchema(schema);
  }
}
