import { describe, expect, it } from 'vitest';
import { claimCopy, copyAddress } from '../../../../src/features/submit/confirmation';
import { sendAnswers, sendCopy } from '../../../../src/features/submit/send-answers';
import { createEmailTransportDouble } from '../../../doubles/emailjs-double';
import { createStorageDouble } from '../../../doubles/storage-double';
import type { ScreenFile } from '../../../../src/screen/types';

const screen: ScreenFile = {
  title: 'Contact',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      note: { type: 'string' },
    },
  },
  email: {
    template: 'template_owner',
    confirmation: { template: 'template_copy', to: 'email' },
  },
};
const noLink = new URLSearchParams();

describe('where the copy may go', () => {
  it('goes to the typed answer of the named email field', () => {
    expect(copyAddress(screen, { email: ' ana@example.com ' }, noLink)).toEqual({
      ok: true,
      address: 'ana@example.com',
    });
  });

  it('goes nowhere, silently, when the field is left empty or no copy is asked for', () => {
    expect(copyAddress(screen, { name: 'Ana' }, noLink)).toEqual({ ok: false });
    expect(
      copyAddress({ ...screen, email: { template: 't' } }, { email: 'a@b.org' }, noLink),
    ).toEqual({ ok: false });
  });

  it.each([
    ['a list of addresses', 'ana@example.com,eve@example.com'],
    ['a second line', 'ana@example.com\nbcc: eve@example.com'],
    ['a display name', 'Ana <ana@example.com>'],
    ['no address at all', 'ana'],
  ])('refuses %s', (_what, answer) => {
    expect(copyAddress(screen, { email: answer }, noLink)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/is not one email address/),
    });
  });

  it('finds the email field through a $ref, as the checker does', () => {
    const shared = {
      ...screen,
      schema: {
        type: 'object' as const,
        definitions: { address: { type: 'string' as const, format: 'email' } },
        properties: { email: { $ref: '#/definitions/address' } },
      },
    };
    expect(copyAddress(shared, { email: 'ana@example.com' }, noLink)).toMatchObject({ ok: true });
  });

  it('refuses a field that is not an email field', () => {
    const to = { ...screen, email: { template: 't', confirmation: { template: 'c', to: 'note' } } };
    expect(copyAddress(to, { note: 'ana@example.com' }, noLink)).toMatchObject({
      ok: false,
      reason: '"note" is not an email field of this form',
    });
  });

  it('refuses an address the link gave, by prefill or as any of its values', () => {
    const prefilled = { ...screen, prefill: { email: 'query.to' } };
    expect(copyAddress(prefilled, { email: 'eve@example.com' }, noLink)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/came with the link/),
    });
    const link = new URLSearchParams('ref=x&to=EVE@example.com');
    expect(copyAddress(screen, { email: 'eve@example.com' }, link)).toMatchObject({ ok: false });
    expect(copyAddress(screen, { email: 'ana@example.com' }, link)).toMatchObject({ ok: true });
  });

  it('refuses a calculated address and one prefilled from anything but user.email', () => {
    const calculated = {
      ...screen,
      calculated: { email: { cat: [{ var: 'u' }, '@', { var: 'd' }] } },
    };
    expect(copyAddress(calculated, { email: 'eve@example.com' }, noLink)).toMatchObject({
      ok: false,
    });
    const fromName = { ...screen, prefill: { email: 'user.name' } };
    expect(copyAddress(fromName, { email: 'eve@example.com' }, noLink)).toMatchObject({
      ok: false,
    });
    const fromAccount = { ...screen, prefill: { email: 'user.email' } };
    expect(copyAddress(fromAccount, { email: 'ana@example.com' }, noLink)).toMatchObject({
      ok: true,
    });
  });
});

describe('one copy per submission', () => {
  it('claims a reference once, in any tab sharing the storage', () => {
    const { store } = createStorageDouble();
    expect(claimCopy(store, 'aaaa-bbbb-cccc')).toBe(true);
    expect(claimCopy(store, 'aaaa-bbbb-cccc')).toBe(false);
    expect(claimCopy(store, 'dddd-eeee-ffff')).toBe(true);
  });

  it('starts a damaged list again rather than failing the send', () => {
    const { store } = createStorageDouble();
    store.write('schema-forms:copies-sent', '{not json');
    expect(claimCopy(store, 'aaaa-bbbb-cccc')).toBe(true);
  });
});

describe('sending with a copy', () => {
  const send = (
    script: Parameters<typeof createEmailTransportDouble>[0],
    store = createStorageDouble().store,
  ) => {
    const double = createEmailTransportDouble(script);
    const result = sendAnswers({
      slug: 'contact',
      screen,
      fileFields: [],
      user: null,
      formData: { name: 'Ana', email: 'ana@example.com' },
      extras: { captchaToken: 'token-once' },
      transport: double.transport,
      store,
      link: noLink,
    });
    const copy = async (captchaToken: string) => {
      const outcome = await result;
      if (!outcome.ok || !outcome.copyDue) throw new Error('no copy due');
      return sendCopy({
        screen,
        copy: outcome.copyDue,
        captchaToken,
        transport: double.transport,
        store,
      });
    };
    return { result, copy, requests: double.requests };
  };

  it('offers the copy after a confirmed owner email and sends none before its own captcha', async () => {
    const { result, requests } = send([{ status: 200, text: 'OK' }]);
    expect(await result).toMatchObject({ ok: true, copyDue: { address: 'ana@example.com' } });
    expect(requests.map((r) => r.templateId)).toEqual(['template_owner']);
  });

  // Issue 45, finding 4: the copy's template took every param of the owner's email (answers
  // and all), so with one solved captcha a script mailed any text to any address from the
  // owner's mail service. It now carries the address and its own token, nothing else.
  it('sends the copy with to_email and the token of its own captcha, nothing else', async () => {
    const { copy, requests } = send([{ status: 200, text: 'OK' }]);
    expect(await copy('token-for-copy')).toEqual({
      ok: true,
      message: 'An email confirming that your answers arrived was sent to ana@example.com.',
    });
    expect(requests.map((r) => r.templateId)).toEqual(['template_owner', 'template_copy']);
    const [owner, sent] = requests;
    expect(owner?.params.answers).toContain('Ana');
    expect(owner?.params['g-recaptcha-response']).toBe('token-once');
    expect(sent?.params).toEqual({
      to_email: 'ana@example.com',
      'g-recaptcha-response': 'token-for-copy',
    });
    expect(sent?.files).toEqual([]);
  });

  it('sends the copy the address alone whatever the screen file gives its own email', async () => {
    const withParams: ScreenFile = {
      ...screen,
      email: {
        template: 'template_owner',
        service: 'service_owner',
        params: { subject: 'From {{name}}', reply_to: '{{email}}', note: '{{note}}' },
        confirmation: { template: 'template_copy', to: 'email', service: 'service_copy' },
      },
    };
    const double = createEmailTransportDouble([{ status: 200, text: 'OK' }]);
    const store = createStorageDouble().store;
    const outcome = await sendAnswers({
      slug: 'contact',
      screen: withParams,
      fileFields: [],
      user: null,
      formData: { name: 'Ana', email: 'ana@example.com', note: 'Sign in at evil.example' },
      extras: { captchaToken: 'token-once' },
      transport: double.transport,
      store,
      link: noLink,
    });
    if (!outcome.ok || !outcome.copyDue) throw new Error('no copy due');
    await sendCopy({
      screen: withParams,
      copy: outcome.copyDue,
      captchaToken: 'token-for-copy',
      transport: double.transport,
      store,
    });
    const [owner, sent] = double.requests;
    expect(owner?.params.note).toBe('Sign in at evil.example');
    expect(sent).toEqual({
      serviceId: 'service_copy',
      templateId: 'template_copy',
      params: { to_email: 'ana@example.com', 'g-recaptcha-response': 'token-for-copy' },
      files: [],
    });
  });

  it('sends no copy when the owner email is not confirmed', async () => {
    const { result, requests } = send([{ status: 202, text: 'Accepted' }]);
    expect(await result).toMatchObject({ ok: false, kind: 'not-confirmed' });
    expect(requests).toHaveLength(1);
  });

  it('says the answers arrived and only the copy failed, and sends the owner nothing more', async () => {
    const { copy, requests } = send([
      { status: 200, text: 'OK' },
      { status: 500, text: 'Internal Server Error' },
    ]);
    expect(await copy('token-for-copy')).toEqual({
      ok: false,
      message:
        'Your answers arrived. Only the confirmation to ana@example.com could not be sent: the email service is having trouble. There is no need to send your answers again.',
    });
    expect(requests).toHaveLength(2);
  });

  it('does not offer or mail the copy again when the same answers are sent again', async () => {
    const { store } = createStorageDouble();
    await send([{ status: 200, text: 'OK' }], store).copy('token-for-copy');
    const again = send([{ status: 200, text: 'OK' }], store);
    expect(await again.result).toEqual({ ok: true });
    expect(again.requests.map((r) => r.templateId)).toEqual(['template_owner']);
  });
});
