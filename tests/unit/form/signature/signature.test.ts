import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { buildEmailRequest } from '../../../../src/email/request';
import { answerText } from '../../../../src/screen/answer-text';
import { partsFor } from '../../../../src/form/perf/parts';
import { draftAnswers } from '../../../../src/screen/kept-answers';
import { signatureText, typedSignature } from '../../../../src/screen/signature';
import {
  dataUrlBytes,
  fittingPng,
  signatureAnswer,
} from '../../../../src/form/signature/signature-png';
import { validatorOptions } from '../../../../src/screen/validation/validator-options';
import { expectOnly, problemsOf, validScreen } from '../../checker/helpers';

// The 8 bytes every PNG starts with, then a little of a file: enough for a data URL.
const PNG_BYTES = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const canvasPng = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

const schema: RJSFSchema = {
  type: 'object',
  required: ['signature'],
  properties: {
    name: { type: 'string', title: 'Name' },
    signature: { type: 'string', title: 'Signature', format: 'data-url' },
  },
};
const uiSchema = { signature: { 'ui:widget': 'signature' } };

function request(formData: Record<string, unknown>) {
  return buildEmailRequest({
    slug: 'lease',
    screen: { title: 'Lease', schema, uiSchema, email: { template: 'template_lease' } },
    formData,
    user: null,
    submittedAt: new Date('2026-11-25T10:00:00Z'),
    fileFields: ['signature'],
    defaultServiceId: 'default_service',
  });
}

describe('a signature answer', () => {
  it('is the canvas PNG named signature.png, with the typed name when typed', () => {
    const drawn = signatureAnswer(canvasPng);
    expect(drawn).toBe(`data:image/png;name=signature.png;base64,${PNG_BYTES.toString('base64')}`);
    expect(typedSignature(drawn)).toBeUndefined();
    const typed = signatureAnswer(canvasPng, 'Ana López; Jr.');
    expect(typedSignature(typed)).toBe('Ana López; Jr.');
    expect(signatureText(drawn)).toBe('drawn (attached as signature.png)');
    expect(signatureText(typed)).toBe('typed, Ana López; Jr.');
  });

  it('is a data URL the form and the built validators accept, drawn or typed', () => {
    const validator = customizeValidator(validatorOptions);
    for (const answer of [signatureAnswer(canvasPng), signatureAnswer(canvasPng, 'Ana Lopez')]) {
      expect(validator.validateFormData({ signature: answer }, schema).errors).toEqual([]);
    }
  });

  it('goes as a PNG attachment, and `answers` says drawn or typed', () => {
    const drawn = request({ name: 'Ana', signature: signatureAnswer(canvasPng) });
    expect(drawn.files.map((f) => [f.field, f.name, f.blob.type, f.blob.size])).toEqual([
      ['signature', 'signature.png', 'image/png', PNG_BYTES.length],
    ]);
    expect(drawn.params.answers).toBe('Name: Ana\nSignature: drawn (attached as signature.png)');
    // The file part carries the field's name: no text param beside it.
    expect(drawn.params.signature).toBeUndefined();
    const typed = request({ signature: signatureAnswer(canvasPng, 'Ana Lopez') });
    expect(typed.params.answers).toBe('Signature: typed, Ana Lopez');
    expect(typed.files).toHaveLength(1);
  });

  it('reads the same where "ui:options" names the widget', () => {
    const answer = signatureAnswer(canvasPng, 'Ana Lopez');
    const screen = { schema, uiSchema: { signature: { 'ui:options': { widget: 'signature' } } } };
    expect(answerText('signature', screen, { signature: answer })).toBe('typed, Ana Lopez');
  });

  it('is not kept in a draft, as a file is not', () => {
    const answers = { name: 'Ana', signature: signatureAnswer(canvasPng) };
    expect(draftAnswers({ schema, uiSchema }, answers)).toEqual({ name: 'Ana' });
  });
});

describe('the PNG under the limit', () => {
  it('counts the bytes a base64 data URL holds', () => {
    for (const size of [1, 2, 3, 4, 100, 1001]) {
      const url = `data:image/png;base64,${Buffer.alloc(size, 7).toString('base64')}`;
      expect(dataUrlBytes(url)).toBe(size);
    }
  });

  it('takes the finest PNG that fits, else a coarser one, else none', () => {
    const asked: number[] = [];
    // A PNG of 10 KB per unit of scale.
    const encode = (scale: number) => {
      asked.push(scale);
      return `data:image/png;base64,${Buffer.alloc(scale * 10_240).toString('base64')}`;
    };
    expect(dataUrlBytes(fittingPng(encode, [2, 1], 50 * 1024) ?? '')).toBe(20_480);
    expect(dataUrlBytes(fittingPng(encode, [3, 1], 20 * 1024) ?? '')).toBe(10_240);
    expect(fittingPng(encode, [2, 1], 5 * 1024)).toBeUndefined();
    expect(asked).toEqual([2, 3, 1, 2, 1]);
  });
});

describe('the signature pad loads only where a screen has one', () => {
  it('is its own part, and a signature alone needs no file drop zone', () => {
    const fields = (more: Record<string, unknown> = {}) => ({
      type: 'object',
      properties: { s: { type: 'string', format: 'data-url' }, ...more },
    });
    expect(partsFor(fields(), { s: { 'ui:widget': 'signature' } })).toEqual(['SignatureWidget']);
    const withFile = fields({ cv: { type: 'string', format: 'data-url' } });
    expect(partsFor(withFile, { s: { 'ui:widget': 'signature' } })).toEqual([
      'FileWidget',
      'SignatureWidget',
    ]);
  });
});

describe('the checker and signatures', () => {
  const withSignature = (field: Record<string, unknown>, ui: Record<string, unknown> = {}) => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.sign = {
      title: 'Sign',
      ...field,
    };
    return { ...screen, uiSchema: { sign: { 'ui:widget': 'signature' }, ...ui } };
  };

  it('takes a top-level file field', () => {
    expect(problemsOf(withSignature({ type: 'string', format: 'data-url' }))).toEqual([]);
  });

  it.each([
    [
      'on a field that is no text, at the widget',
      { type: 'integer' },
      '"signature"',
      '"ui:widget" "signature" draws a signature pad, whose answer is a PNG file: give the field "type": "string", "format": "data-url"',
    ],
    [
      'on text with no format, at the widget',
      { type: 'string' },
      '"signature"',
      'a signature is sent as a PNG file: add "format": "data-url" to the field ("type": "string", "format": "data-url")',
    ],
    [
      'on text of another format, at the format',
      { type: 'string', format: 'uri' },
      '"uri"',
      'a signature is sent as a PNG file, not "uri": write "format": "data-url"',
    ],
  ])('%s', (_what, field, needle, message) => {
    const { actual, expected } = expectOnly(withSignature(field), needle, message);
    expect(actual).toEqual(expected);
  });

  it('refuses one inside a group or a list, where the email would not attach it', () => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.parties = {
      type: 'object',
      properties: { witness: { type: 'string', format: 'data-url' } },
    };
    const grouped = { ...screen, uiSchema: { parties: { witness: { 'ui:widget': 'signature' } } } };
    const { actual, expected } = expectOnly(
      grouped,
      '"signature"',
      '"witness" is a signature inside a group, a list or a condition, where the email cannot attach it: make it a field of the form itself, in the schema\'s top "properties"',
    );
    expect(actual).toEqual(expected);
  });

  it('holds it to the file rules: no email param of its name', () => {
    const screen = withSignature({ type: 'string', format: 'data-url' }, {}) as Record<
      string,
      unknown
    >;
    screen.email = { template: 'template_form', params: { sign: '{{sign}}' } };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'email param "sign" has the name of the file field "sign": EmailJS takes the file itself under that name, so this text would never arrive; to send the file\'s name, call the param something else, like "sign_name"',
    ]);
  });
});
