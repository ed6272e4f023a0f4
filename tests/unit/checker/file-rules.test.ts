import { describe, expect, it } from 'vitest';
import { expectOnly, problemsOf, validScreen } from './helpers';

// Only the form's own file fields go as attachments (src/email/request.ts): a file anywhere
// else would reach the owner as its name alone, the person told it was sent.
const unattached = (name: string) =>
  `"${name}" is a file inside a group, a list or a condition, where the email cannot attach it (only its name would arrive): make it a field of the form itself, in the schema's top "properties"`;

const cv = { type: 'string', format: 'data-url', title: 'CV' };

/** validScreen with `field` under `key` in its top properties, and `more` of the file beside. */
function withField(key: string, field: unknown, more: Record<string, unknown> = {}) {
  const screen = { ...validScreen(), ...more };
  const schema = screen.schema as { properties: Record<string, unknown> };
  schema.properties[key] = field;
  return screen;
}

describe('a file the email cannot attach', () => {
  it('is refused inside a group, at its name', () => {
    const screen = withField('job', { type: 'object', properties: { cv } });
    const { actual, expected } = expectOnly(screen, '"cv"', unattached('cv'));
    expect(actual).toEqual(expected);
  });

  it('is refused in a list of groups, and a list of files there too', () => {
    const screen = withField('people', {
      type: 'array',
      items: {
        type: 'object',
        properties: { photos: { type: 'array', items: { type: 'string', format: 'data-url' } } },
      },
    });
    const { actual, expected } = expectOnly(screen, '"photos"', unattached('photos'));
    expect(actual).toEqual(expected);
  });

  it('is refused when only a condition shows it, and through a shared definition', () => {
    const screen = withField('kind', { type: 'string', enum: ['bug', 'idea'] });
    const schema = screen.schema as Record<string, unknown>;
    schema.definitions = { upload: cv };
    schema.dependencies = {
      kind: { properties: { screenshot: { $ref: '#/definitions/upload' } } },
    };
    const { actual, expected } = expectOnly(screen, '"screenshot"', unattached('screenshot'));
    expect(actual).toEqual(expected);
  });

  it('is no file at all when the form has it at the top, alone or as a list', () => {
    const screen = withField('cv', cv);
    (screen.schema as { properties: Record<string, unknown> }).properties.more = {
      type: 'array',
      items: { type: 'string', format: 'data-url' },
    };
    expect(problemsOf(screen)).toEqual([]);
  });

  it('is allowed where nothing is emailed: kept responses alone, or no submit', () => {
    const nested = { type: 'object', properties: { cv } };
    const responses = { owners: ['ana@example.org'] };
    const { email: _email, ...keptOnly } = withField('job', nested, { responses });
    expect(problemsOf(keptOnly)).toEqual([]);
    expect(problemsOf(withField('job', nested, { submit: 'none' }))).toEqual([]);
    // Kept and emailed: the email still cannot attach it.
    expect(problemsOf(withField('job', nested, { responses }))).toMatchObject([
      { message: unattached('cv') },
    ]);
  });
});
