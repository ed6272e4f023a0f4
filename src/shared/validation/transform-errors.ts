import type { RJSFValidationError } from '@rjsf/utils';

type AjvErrorsParams = { errors?: { params?: { missingProperty?: string } }[] };

/**
 * ajv-errors reports an author's message for `required` at the object that
 * lists the field (that is where JSON Schema puts `required`), and rjsf then
 * shows it above the whole group. This moves each such message under the
 * field it is about, where the generic "is required" text would have been.
 */
export function placeRequiredMessages(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    if (error.name !== 'errorMessage') return error;
    const missing = new Set(
      ((error.params as AjvErrorsParams | undefined)?.errors ?? []).map(
        (e) => e.params?.missingProperty,
      ),
    );
    const [field] = missing;
    if (missing.size !== 1 || field === undefined) return error;
    return { ...error, property: `${error.property ?? ''}.${field}` };
  });
}
