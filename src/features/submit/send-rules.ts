// The SDK names its own version in every request: the same bytes are counted here.
import { version as emailjsVersion } from '@emailjs/browser/package.json';
import '../../kernel/i18n/load-later-catalogue';
// The pure rules of sending: what counts as sent, the limits checked before a
// send, and one send raced against its time limit. Loaded with the sending code.
import type { RJSFSchema } from '@rjsf/utils';
import type { EmailAnswer, EmailTransport } from '../../services/emailjs/transport';
import type { EmailRequest } from '../../email/request';
import { i18n } from '../../kernel/i18n/i18n';
import { itemSchema, propertySchema, resolveSchema } from '../../screen/navigate';
import { TEXT_CEILING } from '../../screen/responses';
import { isOffline, offline } from './offline';

export type FailureKind =
  | 'rate-limited'
  | 'rejected'
  | 'server'
  | 'not-confirmed'
  | 'no-connection'
  | 'offline'
  | 'no-answer'
  | 'too-large'
  | 'not-configured'
  // Keeping the response (keep-answers.ts): the rules refused it, and why.
  | 'full'
  | 'answered'
  | 'closed'
  | 'refused';

/** A copy the person may ask for on the success page, with a captcha of its own. */
export type PendingCopy = { address: string; request: EmailRequest };

/**
 * `copy`: why no copy can be had, when one was asked for in the screen file;
 * `copyDue`: the copy the person may ask for on the success page (`email.confirmation`).
 */
export type SendResult =
  | {
      ok: true;
      copy?: { ok: boolean; message: string };
      copyDue?: PendingCopy;
      /** Kept, but the email about it failed: said on the success page, nothing to send again. */
      note?: string;
    }
  | SendFailure;

export type SendFailure = { ok: false; kind: FailureKind; message: string };

// Each refusal is worded in the language shown as it is made (`send.*` in the catalogues).

/** The one rule of what counts as sent: status 200, or a 2xx whose text is `OK`. */
export function judgeAnswer({ status, text }: EmailAnswer): SendResult {
  if (status === 200 || (status >= 200 && status < 300 && text.trim() === 'OK'))
    return { ok: true };
  const said = text.trim().slice(0, 300);
  if (status === 429) {
    return {
      ok: false,
      kind: 'rate-limited',
      message: i18n._('send.rateLimited'),
    };
  }
  if (status >= 400 && status < 500) {
    return {
      ok: false,
      kind: 'rejected',
      message: i18n._('send.rejected', { reason: said || i18n._('send.errorCode', { status }) }),
    };
  }
  if (status >= 500) {
    return {
      ok: false,
      kind: 'server',
      message: i18n._('send.server', { status }),
    };
  }
  return {
    ok: false,
    kind: 'not-confirmed',
    message: i18n._('send.notConfirmed', { status, said, hasSaid: said ? 'yes' : 'no' }),
  };
}

/** Sends once and judges the answer; the SDK has no time limit, so one is raced here. */
export async function sendOnce(
  transport: EmailTransport,
  request: EmailRequest,
  timeoutMs: number,
): Promise<SendResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([transport(request), timeout]);
    if (answer === 'timeout') {
      return {
        ok: false,
        kind: 'no-answer',
        message: i18n._('send.noAnswer', { seconds: Math.round(timeoutMs / 1000) }),
      };
    }
    return judgeAnswer(answer);
  } catch {
    if (isOffline()) return offline();
    return { ok: false, kind: 'no-connection', message: i18n._('send.noConnection') };
  } finally {
    clearTimeout(timer);
  }
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;
// Headers of one multipart part (boundary, Content-Disposition, Content-Type), generously.
const PART_OVERHEAD = 160;

/** Bytes the request body will have, as EmailJS counts it against its size limit. */
export function requestBytes(request: EmailRequest, publicKey: string): number {
  const ids = {
    lib_version: emailjsVersion,
    user_id: publicKey,
    service_id: request.serviceId,
    template_id: request.templateId,
  };
  if (request.files.length === 0) {
    return utf8Length(JSON.stringify({ ...ids, template_params: request.params }));
  }
  let bytes = 0;
  for (const [name, value] of Object.entries({ ...ids, ...request.params })) {
    bytes += PART_OVERHEAD + utf8Length(name) + utf8Length(value);
  }
  for (const f of request.files)
    bytes += PART_OVERHEAD + utf8Length(f.field + f.name) + f.blob.size;
  return bytes;
}

/** Kilobytes to one decimal, written the way the language shown writes it ("12.5 KB", "12,5 Ko"). */
const kb = (bytes: number) =>
  i18n._('send.kilobytes', {
    size: new Intl.NumberFormat(i18n.locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    }).format(bytes / 1024),
  });

/** Bytes of the request's files: EmailJS limits them apart from the template variables, by plan. */
export function attachmentBytes(request: EmailRequest): number {
  return request.files.reduce((sum, f) => sum + f.blob.size, 0);
}

/** `undefined` when the files fit PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES; otherwise the refusal. */
export function attachmentProblem(bytes: number, maxBytes: number): SendResult | undefined {
  if (bytes <= maxBytes) return undefined;
  return {
    ok: false,
    kind: 'too-large',
    message: i18n._('send.filesTooLarge', {
      over: kb(bytes - maxBytes),
      total: kb(bytes),
      limit: kb(maxBytes),
    }),
  };
}

/** `undefined` when it fits; otherwise the refusal, saying how much is too much. */
export function sizeProblem(bytes: number, maxBytes: number): SendResult | undefined {
  if (bytes <= maxBytes) return undefined;
  return {
    ok: false,
    kind: 'too-large',
    message: i18n._('send.tooLarge', {
      over: kb(bytes - maxBytes),
      total: kb(bytes),
      limit: kb(maxBytes),
    }),
  };
}

/**
 * The first answer too long to send: over its field's `maxLength` when the
 * author set one (the form already says so), over TEXT_CEILING otherwise.
 */
export function textProblem(formData: unknown, schema: RJSFSchema): SendResult | undefined {
  const walk = (value: unknown, node: RJSFSchema, title: string): SendResult | undefined => {
    if (typeof value === 'string') {
      if (node.format === 'data-url') return undefined;
      const limit = typeof node.maxLength === 'number' ? node.maxLength : TEXT_CEILING;
      const length = [...value].length;
      if (length <= limit) return undefined;
      return {
        ok: false,
        kind: 'too-large',
        message: i18n._('send.tooLong', { title, length, limit }),
      };
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : typeof value === 'object' && value !== null
        ? Object.entries(value)
        : [];
    for (const [key, v] of entries) {
      const sub =
        typeof key === 'number'
          ? itemSchema(node, key, schema)
          : (propertySchema(node, key, schema) ?? {});
      const name = typeof key === 'number' ? title : (sub.title ?? key);
      const problem = walk(v, sub, name);
      if (problem) return problem;
    }
    return undefined;
  };
  return walk(formData, resolveSchema(schema, schema), i18n._('send.anAnswer'));
}
