import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterAll } from 'vitest';
import { validatorOptions } from '../../../../src/screen/validation/validator-options';

/**
 * The validator of `schema` precompiled to standalone code with the app's options and loaded
 * from a file, the way the build ships it (no `new Function`). Call it in a describe block:
 * the file is removed after the block's tests.
 */
export function precompiledValidator(schema: RJSFSchema): ValidatorType {
  // Inside the project, so the generated `require("ajv/...")` calls resolve.
  const output = path.resolve(import.meta.dirname, '../../../output');
  mkdirSync(output, { recursive: true });
  const dir = mkdtempSync(path.join(output, 'standalone-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'validators.cjs');
  writeFileSync(file, compileSchemaValidatorsCode(schema, validatorOptions));
  const validateFns = createRequire(import.meta.url)(file) as ValidatorFunctions;
  return createPrecompiledValidator(validateFns, schema);
}
