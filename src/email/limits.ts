import '../kernel/i18n/load-later-catalogue';
// The limits a request is checked against before it is sent: the template variables' bytes
// (EmailJS's 50 KB) and the attachments' (by plan), each refusal worded; each answer's text is
// checked by answers.ts's walk.
import { i18n } from '../kernel/i18n/i18n';
import type { EmailRequest } from './request';

export type TooLarge = { ok: false; kind: 'too-large'; message: string };

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

/** `undefined` when `bytes` fit `maxBytes`; otherwise the refusal in `words`, saying how much is too much. */
function overLimit(
  words: 'send.filesTooLarge' | 'send.tooLarge',
  bytes: number,
  maxBytes: number,
): TooLarge | undefined {
  if (bytes <= maxBytes) return undefined;
  return {
    ok: false,
    kind: 'too-large',
    message: i18n._(words, { over: kb(bytes - maxBytes), total: kb(bytes), limit: kb(maxBytes) }),
  };
}

/** `undefined` when the files fit PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES; otherwise the refusal. */
export const attachmentProblem = (bytes: number, maxBytes: number) =>
  overLimit('send.filesTooLarge', bytes, maxBytes);

/** `undefined` when the request fits; otherwise the refusal. */
export const sizeProblem = (bytes: number, maxBytes: number) =>
  overLimit('send.tooLarge', bytes, maxBytes);
