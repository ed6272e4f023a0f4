import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customKeywordNames,
  findCustomCheckProblems,
} from '../../../../src/screen/validation/custom-checks';
import { friendlyErrors } from '../../../../src/form/validation/transform-errors';
import { validatorOptions } from '../../../../src/screen/validation/validator-options';
import { precompiledValidator } from './precompiled';

// Parsed from JSON in the app; written here as a literal, so typed after the fact.
const schema = {
  type: 'object',
  required: ['email'],
  errorMessage: { required: { email: 'Please give your email address' } },
  properties: {
    email: { type: 'string', format: 'email', errorMessage: { format: 'That is not an email' } },
    confirmEmail: { type: 'string', sameAs: 'email' },
    checkIn: { type: 'string', format: 'date', afterToday: true },
    checkOut: {
      type: 'string',
      format: 'date',
      after: 'checkIn',
      errorMessage: { after: 'Check-out comes after check-in' },
    },
    address: {
      type: 'object',
      required: ['city'],
      errorMessage: { required: { city: 'Which city?' } },
      properties: {
        city: { type: 'string' },
        zip: { type: 'string', pattern: '^[0-9]{5}$', errorMessage: 'Use five digits, like 12345' },
      },
    },
  },
} as RJSFSchema;

/** What a person sees under each field: property path -> messages. */
function messages(validator: ValidatorType, data: unknown) {
  const { errors } = validator.validateFormData(data, schema, undefined, friendlyErrors);
  const seen: Record<string, string[]> = {};
  for (const e of errors) (seen[e.property ?? ''] ??= []).push(e.message ?? '');
  return seen;
}

const good = {
  email: 'ana@example.com',
  confirmEmail: 'ana@example.com',
  checkIn: '2030-06-01',
  checkOut: '2030-06-05',
  address: { city: 'Lyon', zip: '69001' },
};

const bad = {
  email: 'ana',
  confirmEmail: 'ana@example.org',
  checkIn: '2030-01-01',
  checkOut: '2030-01-01',
  address: { zip: '12' },
};

const badMessages = {
  '.email': ['That is not an email'],
  '.confirmEmail': ['must be the same as email'],
  '.checkIn': ['must be after today'],
  '.checkOut': ['Check-out comes after check-in'],
  '.address.zip': ['Use five digits, like 12345'],
  '.address.city': ['Which city?'],
};

// A fixed "today", so "after today" is decided by the clock at validation time.
afterEach(() => vi.useRealTimers());
function today(date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T12:00:00`));
}

function behavesAsAuthorsExpect(validator: () => ValidatorType) {
  it('accepts answers that keep every rule', () => {
    today('2030-01-01');
    expect(messages(validator(), good)).toEqual({});
  });

  it("shows each author's message under its field, the generic text where none is written", () => {
    today('2030-01-01');
    expect(messages(validator(), bad)).toEqual(badMessages);
  });

  it('puts a required message under the missing field', () => {
    expect(messages(validator(), { address: { city: 'Lyon' } })).toEqual({
      '.email': ['Please give your email address'],
    });
  });

  it('works out "today" when the answer is checked', () => {
    today('2030-06-02');
    expect(messages(validator(), good)['.checkIn']).toEqual(['must be after today']);
    today('2030-05-31');
    expect(messages(validator(), good)['.checkIn']).toBeUndefined();
  });

  it('leaves "after" and "sameAs" alone while the other field is empty', () => {
    today('2030-01-01');
    const { checkIn: _checkIn, email: _email, ...rest } = good;
    expect(messages(validator(), { ...rest, email: 'bo@example.com' })).toEqual({
      '.confirmEmail': ['must be the same as email'],
    });
    expect(messages(validator(), { ...good, checkIn: undefined })).toEqual({});
  });
}

describe('custom checks and messages in the form validator', () => {
  const validator = customizeValidator(validatorOptions);
  behavesAsAuthorsExpect(() => validator);
});

describe('custom checks and messages precompiled to standalone code (no eval)', () => {
  const validator = precompiledValidator(schema);
  behavesAsAuthorsExpect(() => validator);
});

describe('the checks the checker accepts', () => {
  it('are named for the checker', () => {
    expect(customKeywordNames).toEqual(['sameAs', 'after', 'afterToday', 'choices', 'other']);
  });

  it('reports a wrong argument at its place with what to write instead', () => {
    const problems = findCustomCheckProblems({
      type: 'object',
      properties: {
        email: { type: 'string' },
        confirm: { type: 'string', sameAs: 'emial' },
        name: { type: 'string' },
        start: { type: 'string', format: 'date', after: 'name' },
        end: { type: 'string', format: 'date', afterToday: 'yes' },
        nested: {
          type: 'object',
          properties: { a: { type: 'string', sameAs: 'a' } },
        },
      },
    });
    expect(problems).toEqual([
      {
        path: ['properties', 'confirm', 'sameAs'],
        message:
          'there is no field "emial" next to this one; use one of: email, name, start, end, nested',
      },
      {
        path: ['properties', 'start', 'after'],
        message: '"name" is not a date field: give it "format": "date" (or "date-time")',
      },
      {
        path: ['properties', 'end', 'afterToday'],
        message: 'write true (without quotes) or remove it',
      },
      {
        path: ['properties', 'nested', 'properties', 'a', 'sameAs'],
        message: '"a" is this field itself: name another field',
      },
    ]);
  });

  it('finds nothing wrong in correct use', () => {
    expect(findCustomCheckProblems(schema)).toEqual([]);
  });
});
