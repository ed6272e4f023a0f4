import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { _ } from 'ajv';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { ScreenEntry } from '../screen/types';
import { validatorOptions } from '../screen/validation/validator-options';

const REQUIRE = /require\("([^"]+)"\)/g;

/** A module of the app's, by its path as the bundler and Node both resolve it. */
const modulePath = (file: string) =>
  fileURLToPath(new URL(file, import.meta.url)).replaceAll(path.sep, '/');
const APP_FORMATS = modulePath('../screen/validation/app-formats.ts');
const PHONE_FORMATS = modulePath('../screen/validation/phone-formats.ts');

/** Whether `"format": "phone"` is written anywhere in the schema. */
const usesPhone = (schema: RJSFSchema) => /"format":"phone"/.test(JSON.stringify(schema));

/**
 * ajv's options for one screen: a function format (ajv-formats' dates, the
 * app's `time` and `phone`) is called through `code.formats` in standalone
 * code; a screen with a phone field gets the module with `phone`, every other
 * screen the one without, so only the former carry the phone metadata.
 */
function optionsFor(schema: RJSFSchema) {
  const overrides = validatorOptions.ajvOptionsOverrides ?? {};
  const formats = usesPhone(schema) ? PHONE_FORMATS : APP_FORMATS;
  return {
    ...validatorOptions,
    ajvOptionsOverrides: {
      ...overrides,
      code: { ...overrides.code, formats: _`require(${formats}).formats` },
    },
  };
}

/**
 * ES module code for one screen's validator, compiled now so the browser never
 * compiles a schema (ajv's compiler needs `new Function`, which a strict
 * Content-Security-Policy forbids). It defines `validateFns` (the ajv standalone
 * functions, keyed by schema hash) and exports `validator`, built by
 * `createPrecompiledValidator` over `schemaExpression`, an expression of the
 * module that evaluates to the very schema compiled here.
 */
export function validatorModuleCode(schema: RJSFSchema, schemaExpression: string): string {
  const standalone = compileSchemaValidatorsCode(schema, optionsFor(schema));
  // ajv's standalone output is CommonJS: it `require`s small ajv runtime helpers
  // (deep equality, string length...). Turned into static imports, the screen
  // chunk stays a plain ES module that carries its own helpers and nothing else.
  const modules = [...new Set([...standalone.matchAll(REQUIRE)].map((m) => m[1] ?? ''))];
  const imports = modules.map((m, i) => `import * as __ajvRuntime${i} from ${JSON.stringify(m)};`);
  const body = standalone
    .replace(/^"use strict";/, '')
    .replace(REQUIRE, (_, m: string) => `__cjs(__ajvRuntime${modules.indexOf(m)})`);
  return `${imports.join('\n')}
import __createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
// A CommonJS helper seen through an ES import: the bundler hands over its
// \`exports\`, Node (vitest) wraps them in \`default\`.
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
const validateFns = (() => {
const exports = {};
${body}
return exports;
})();
export const validator = __createPrecompiledValidator(validateFns, ${schemaExpression});
`;
}

/**
 * The `validator` export of a screen module (`screen-module.ts?slug=`): a screen
 * with problems shows them instead of a form, so it gets none.
 */
export function screenValidatorCode(entry: ScreenEntry): string {
  if (!entry.screen || entry.problems.length > 0) return 'export const validator = undefined;\n';
  try {
    return validatorModuleCode(entry.screen.schema, 'entry.screen.schema');
  } catch (error) {
    throw new Error(
      `${entry.file}: its "schema" cannot be turned into a validator: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
