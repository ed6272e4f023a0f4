import { _, str, type Ajv, type CodeKeywordDefinition } from 'ajv';
// Renamed: ajv's helpers are no React hooks, whatever their names say to the linter.
import { useFunc as scopeFunction } from 'ajv/dist/compile/util.js';
import ucs2lengthExport from 'ajv/dist/runtime/ucs2length.js';
import { usePattern as scopePattern } from 'ajv/dist/vocabularies/code.js';

// The function ajv's standalone code names by its `code`: a bundler's default import of this
// CommonJS file is the function, Node's own (the build's plugin run by vitest) its exports object.
const ucs2length: typeof ucs2lengthExport =
  typeof ucs2lengthExport === 'function'
    ? ucs2lengthExport
    : (ucs2lengthExport as { default: typeof ucs2lengthExport }).default;

/**
 * ajv's `pattern`, except that an answer its field's `maxLength` already
 * refuses is not tried against the pattern: a pattern's time grows with the
 * answer's length (a power of it, for some patterns), and the answer is wrong
 * either way. ajv runs every rule of a field (`allErrors`), so without this an
 * answer pasted or linked in at any length was matched in full. Lengths are
 * counted as ajv's `maxLength` counts them (characters, not UTF-16 units).
 */
const pattern: CodeKeywordDefinition = {
  keyword: 'pattern',
  type: 'string',
  schemaType: 'string',
  $data: true,
  error: {
    message: ({ schemaCode }) => str`must match pattern "${schemaCode}"`,
    params: ({ schemaCode }) => _`{pattern: ${schemaCode}}`,
  },
  code(cxt) {
    const { gen, data, $data, schema, schemaCode, parentSchema, it } = cxt;
    const limit: unknown = parentSchema.maxLength;
    const tooLong =
      typeof limit === 'number'
        ? _`${scopeFunction(gen, ucs2length)}(${data}) > ${limit}`
        : _`false`;
    if ($data) {
      const u = it.opts.unicodeRegExp ? 'u' : '';
      const { regExp } = it.opts.code;
      const make = regExp.code === 'new RegExp' ? _`new RegExp` : scopeFunction(gen, regExp);
      const valid = gen.let('valid');
      gen.try(
        () => gen.assign(valid, _`${tooLong} || ${make}(${schemaCode}, ${u}).test(${data})`),
        () => gen.assign(valid, false),
      );
      cxt.fail$data(_`!${valid}`);
    } else {
      cxt.fail$data(_`!(${tooLong}) && !${scopePattern(cxt, schema as string)}.test(${data})`);
    }
  },
};

/** Puts the `pattern` above in the place of ajv's own. */
export function patternWithinLength(ajv: Ajv): Ajv {
  ajv.removeKeyword('pattern');
  ajv.addKeyword(pattern);
  return ajv;
}
