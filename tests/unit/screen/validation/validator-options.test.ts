import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { validatorOptions } from '../../../../src/screen/validation/validator-options';
import { precompiledValidator } from './precompiled';

// Issue 45, finding 1: ajv runs every rule of a field, so an answer far past its maxLength (a
// paste, a link's prefill, a restored draft) was still matched against the pattern, whose time
// grows with the answer's length. Cubic on purpose (the checker refuses it): matched in full,
// the long answer below takes seconds; skipped, microseconds.
const schema = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 40, pattern: '^a*a*a*b$' },
    free: { type: 'string', pattern: '^[0-9]+$' },
    emoji: { type: 'string', maxLength: 2, pattern: '^\\p{Extended_Pictographic}+$' },
  },
} as RJSFSchema;

/** The rules each answer breaks, by field. */
function broken(validator: ValidatorType, data: unknown) {
  const { errors } = validator.validateFormData(data, schema);
  const seen: Record<string, string[]> = {};
  for (const e of errors) (seen[e.property ?? ''] ??= []).push(e.name ?? '');
  return seen;
}

function skipsThePatternPastMaxLength(validator: () => ValidatorType) {
  it('tries the pattern on an answer within maxLength', () => {
    expect(broken(validator(), { code: 'aaac', free: 'x' })).toEqual({
      '.code': ['pattern'],
      '.free': ['pattern'],
    });
    expect(broken(validator(), { code: 'aaab', free: '12' })).toEqual({});
  });

  it('refuses a longer answer by its length alone, without matching it', () => {
    const started = performance.now();
    expect(broken(validator(), { code: `${'a'.repeat(3000)}!` })).toEqual({
      '.code': ['maxLength'],
    });
    // Matched in full: ~4.5e9 steps, seconds. A loaded machine stays far below this.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts characters as maxLength does, not UTF-16 units', () => {
    // Two emoji are four UTF-16 units but two characters: within maxLength, so matched.
    expect(broken(validator(), { emoji: '🙂🙂' })).toEqual({});
    expect(broken(validator(), { emoji: '🙂a' })).toEqual({ '.emoji': ['pattern'] });
    expect(broken(validator(), { emoji: '🙂🙂🙂' })).toEqual({ '.emoji': ['maxLength'] });
  });
}

describe('the pattern past maxLength, in the validator the preview compiles', () => {
  const validator = customizeValidator(validatorOptions);
  skipsThePatternPastMaxLength(() => validator);
});

describe('the pattern past maxLength, in the validator precompiled for a screen', () => {
  const validator = precompiledValidator(schema);
  skipsThePatternPastMaxLength(() => validator);
});
