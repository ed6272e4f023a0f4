import { afterEach, describe, expect, it, vi } from 'vitest';
import { judgeAnswer, sendOnce } from '../../../../src/services/emailjs/send';
import { requestBytes } from '../../../../src/services/emailjs/wire';
import { attachmentBytes, attachmentProblem, sizeProblem } from '../../../../src/email/limits';
import { fileFields } from '../../../../src/screen/file-answers';
import { buildEmailRequest, type EmailRequest } from '../../../../src/email/request';
import { createEmailTransportDouble } from '../../../doubles/emailjs-double';

const request: EmailRequest = { serviceId: 's', templateId: 't', params: { a: 'b' }, files: [] };

describe('what counts as sent', () => {
  it('confirms 200, and a 2xx whose text is OK', () => {
    expect(judgeAnswer({ status: 200, text: '' })).toEqual({ ok: true });
    expect(judgeAnswer({ status: 200, text: 'OK' })).toEqual({ ok: true });
    expect(judgeAnswer({ status: 201, text: 'OK' })).toEqual({ ok: true });
  });

  it.each([
    [202, 'Accepted', 'not-confirmed', /did not confirm the message \(answer 202: Accepted\)/],
    [429, 'Too Many Requests', 'rate-limited', /rate limited/],
    [
      400,
      'The service ID is invalid',
      'rejected',
      /rejected by EmailJS: The service ID is invalid/,
    ],
    [403, '', 'rejected', /rejected by EmailJS: error 403/],
    [500, 'OK', 'server', /having trouble \(error 500\)/],
    [503, 'down', 'server', /error 503/],
  ])('treats %i "%s" as a failure (%s) that keeps the answers', (status, text, kind, says) => {
    const result = judgeAnswer({ status, text });
    expect(result).toMatchObject({ ok: false, kind });
    expect(!result.ok && result.message).toMatch(says);
    expect(!result.ok && result.message).toMatch(/Your answers are kept/);
  });
});

describe('one send', () => {
  afterEach(() => vi.useRealTimers());

  it('reports a network error as no connection', async () => {
    const { transport } = createEmailTransportDouble(['network-error']);
    expect(await sendOnce(transport, request, 1000)).toMatchObject({
      ok: false,
      kind: 'no-connection',
    });
  });

  it('gives up after the time limit when no answer comes', async () => {
    vi.useFakeTimers();
    const { transport, requests } = createEmailTransportDouble(['never']);
    const pending = sendOnce(transport, request, 20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, kind: 'no-answer' });
    expect(requests).toHaveLength(1);
  });

  it('confirms a 200 answer and sends the request once', async () => {
    const { transport, requests } = createEmailTransportDouble([{ status: 200, text: 'OK' }]);
    expect(await sendOnce(transport, request, 1000)).toEqual({ ok: true });
    expect(requests).toEqual([request]);
  });
});

describe('the request and its size', () => {
  const screen = {
    title: 'Apply',
    schema: {
      type: 'object' as const,
      properties: {
        name: { type: 'string' as const, title: 'Name' },
        cv: { type: 'string' as const, format: 'data-url', title: 'CV' },
      },
    },
    email: { template: 'template_apply' },
  };

  it('turns a data-url field into a file part named after the field, with the captcha token', async () => {
    const req = buildEmailRequest({
      slug: 'apply',
      fileFields: fileFields(screen.schema),
      screen,
      formData: { name: 'Ana', cv: 'data:text/plain;name=cv.txt;base64,aGVsbG8=' },
      user: null,
      submittedAt: new Date('2026-01-01T00:00:00Z'),
      defaultServiceId: 'default_service',
      captchaToken: 'tok',
    });
    expect(req.serviceId).toBe('default_service');
    expect(req.templateId).toBe('template_apply');
    expect(req.params.cv).toBeUndefined();
    expect(req.params.name).toBe('Ana');
    expect(req.params['g-recaptcha-response']).toBe('tok');
    expect(req.files.map((f) => [f.field, f.name, f.blob.size])).toEqual([['cv', 'cv.txt', 5]]);
    expect(await req.files[0]?.blob.text()).toBe('hello');
  });

  it('refuses a request over the limit, saying by how much', () => {
    const big = { ...request, params: { a: 'x'.repeat(60_000) } };
    const bytes = requestBytes(big, 'key');
    expect(bytes).toBeGreaterThan(60_000);
    expect(sizeProblem(bytes, 51_200)).toMatchObject({ ok: false, kind: 'too-large' });
    const over = sizeProblem(bytes, 51_200);
    expect(!over?.ok && over?.message).toContain(
      `${((bytes - 51_200) / 1024).toFixed(1)} KB too large`,
    );
    expect(sizeProblem(requestBytes(request, 'key'), 51_200)).toBeUndefined();
  });

  it('counts files against the attachment limit, apart from the template variables', () => {
    const cv = { field: 'cv', name: 'cv.pdf', blob: new Blob([new Uint8Array(150 * 1024)]) };
    const withFile = { ...request, files: [cv] };
    expect(attachmentBytes(withFile)).toBe(150 * 1024);
    expect(sizeProblem(requestBytes(withFile, 'key') - attachmentBytes(withFile), 51_200)).toBe(
      undefined,
    );
    expect(attachmentProblem(attachmentBytes(withFile), 2 * 1024 * 1024)).toBeUndefined();
    const over = attachmentProblem(attachmentBytes(withFile), 51_200);
    expect(!over?.ok && over?.message).toContain(
      'Your files are 100.0 KB too large to send: 150.0 KB with a limit of 50.0 KB',
    );
  });
});

describe('the reference of a submission', () => {
  const screen = {
    title: 'Note',
    schema: {
      type: 'object' as const,
      properties: { name: { type: 'string' as const, title: 'Name' } },
    },
    email: { template: 'template_note' },
  };
  const build = (name: string, at: string, uid?: string, filling = 'f1') =>
    buildEmailRequest({
      slug: 'note',
      fileFields: fileFields(screen.schema),
      screen,
      formData: { name },
      user: uid ? { uid, email: null, name: null } : null,
      submittedAt: new Date(at),
      defaultServiceId: 'default_service',
      filling,
    }).params.submission_id;

  it('is the same for the same answers sent at another moment, so a late copy is recognisable', () => {
    const first = build('Ana', '2026-01-01T00:00:00Z');
    expect(first).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    expect(build('Ana', '2026-01-01T00:00:25Z')).toBe(first);
  });

  it('differs when the answers or the person differ', () => {
    const first = build('Ana', '2026-01-01T00:00:00Z');
    expect(build('Anna', '2026-01-01T00:00:00Z')).not.toBe(first);
    expect(build('Ana', '2026-01-01T00:00:00Z', 'u1')).not.toBe(first);
  });

  it('differs for the same answers of another filling: another person, another response', () => {
    expect(build('Yes', '2026-01-01T00:00:00Z', undefined, 'f2')).not.toBe(
      build('Yes', '2026-01-01T00:00:00Z', undefined, 'f1'),
    );
  });
});
