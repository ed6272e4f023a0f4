import { _, str, type Ajv, type CodeKeywordDefinition } from 'ajv';

/**
 * ajv's `multipleOf`, except where the quotient overflows: with rjsf's
 * `multipleOfPrecision` ajv compares `Math.round(q) - q` to a tolerance,
 * which is NaN for an infinite q, so 1e308 passed as a multiple of
 * 0.123456789 (JSON-Schema-Test-Suite draft7 multipleOf.json, "float
 * division = inf"). There the remainder, exact for any two numbers, decides.
 */
const multipleOf: CodeKeywordDefinition = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  $data: true,
  error: {
    message: ({ schemaCode }) => str`must be multiple of ${schemaCode}`,
    params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}`,
  },
  code(cxt) {
    const { gen, data, schemaCode, it } = cxt;
    const precision = it.opts.multipleOfPrecision;
    const res = gen.let('res');
    const invalid = precision
      ? _`Math.abs(Math.round(${res}) - ${res}) > 1e-${precision}`
      : _`${res} !== parseInt(${res})`;
    cxt.fail$data(
      _`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, isFinite(${res}) ? ${invalid} : ${data} % ${schemaCode} !== 0))`,
    );
  },
};

/** Puts the `multipleOf` above in the place of ajv's own. */
export function fixMultipleOf(ajv: Ajv): Ajv {
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(multipleOf);
  return ajv;
}
