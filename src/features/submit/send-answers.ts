import '../../kernel/i18n/load-later-catalogue';
// The sending code: fetched when a person first reaches a field (use-submit.ts's
// prepareSending), never with the form itself.
import type { EmailTransport } from '../../services/email-transport';
import { createEmailjsTransport } from '../../services/emailjs';
import { browserStorage, type KeyValueStore } from '../../services/storage';
import { config } from '../../kernel/config/env';
import { buildEmailRequest } from '../../email/request';
import { i18n } from '../../kernel/i18n/i18n';
import type { ScreenFile } from '../../screen/types';
import type { SignedInPerson } from '../../screen/signed-in-person';
import { claimCopy, copyAddress, copyNote, copyRequest, copyWasSent } from './confirmation';
import { isOffline, offline } from './offline';
import {
  requestBytes,
  attachmentBytes,
  attachmentProblem,
  sendOnce,
  sizeProblem,
  textProblem,
  type PendingCopy,
  type SendResult,
} from './send-rules';

let shared: EmailTransport | undefined;

/** The EmailJS transport, made once the first time a form sends. */
function defaultTransport(): EmailTransport | undefined {
  const { publicKey, origin } = config.emailjs;
  if (!publicKey) return undefined;
  shared ??= createEmailjsTransport({ publicKey, origin });
  return shared;
}

const notConfigured = (): SendResult => ({
  ok: false,
  kind: 'not-configured',
  message: i18n._('send.notConfigured'),
});

export type SubmitExtras = {
  honeypot?: string;
  captchaToken?: string;
  /** The language the person filled the form in, for the email's `language`. */
  language?: string;
};

/** Checks a screen's answers against the limits, builds the request and sends it once. */
export async function sendAnswers(options: {
  slug: string;
  screen: ScreenFile;
  /** The screen's file fields, as the checker found them. */
  fileFields: readonly string[];
  user: SignedInPerson | null;
  formData: unknown;
  extras: SubmitExtras;
  transport?: EmailTransport;
  /** Where copies already sent are remembered (tests give their own). */
  store?: KeyValueStore;
  /** The link's query, whose addresses never get a copy (tests give their own). */
  link?: URLSearchParams;
}): Promise<SendResult> {
  const { slug, screen, fileFields, user, formData, extras, transport, store, link } = options;
  // A bot filled the field no person can see: it is told "sent", nothing goes out.
  if (extras.honeypot) return { ok: true };
  const send = transport ?? defaultTransport();
  if (!send) return notConfigured();
  const tooLong = textProblem(formData, screen.schema);
  if (tooLong) return tooLong;
  const request = buildEmailRequest({
    slug,
    screen,
    fileFields,
    formData,
    user,
    submittedAt: new Date(),
    language: extras.language,
    defaultServiceId: config.emailjs.serviceId,
    captchaToken: extras.captchaToken,
  });
  // EmailJS limits the template variables (50 KB) and the attachments (by plan) apart.
  const files = attachmentBytes(request);
  const tooLarge =
    sizeProblem(
      requestBytes(request, config.emailjs.publicKey ?? '') - files,
      config.emailjs.maxBytes,
    ) ?? attachmentProblem(files, config.emailjs.attachmentMaxBytes);
  if (tooLarge) return tooLarge;
  if (isOffline()) return offline();
  const owner = await sendOnce(send, request, config.emailjs.timeoutMs);
  // The copy only after the owner's email is confirmed: the person is never told
  // "a copy is on its way" of answers that did not arrive.
  if (!owner.ok || !screen.email?.confirmation) return owner;
  const to = copyAddress(screen, formData, link ?? new URLSearchParams(window.location.search));
  if (!to.ok) {
    return to.reason
      ? { ok: true, copy: { ok: false, message: i18n._('copy.none', { reason: to.reason }) } }
      : owner;
  }
  if (copyWasSent(store ?? browserStorage, request.params.submission_id ?? '')) return owner;
  // Not sent yet: the person asks for it on the success page with a captcha of
  // its own, which the copy template's reCAPTCHA check in EmailJS requires.
  return { ok: true, copyDue: { address: to.address, request } };
}

/** Sends the copy the person asked for, with the token of its own captcha; once per submission. */
export async function sendCopy(options: {
  screen: ScreenFile;
  copy: PendingCopy;
  captchaToken: string;
  transport?: EmailTransport;
  store?: KeyValueStore;
}): Promise<{ ok: boolean; message: string }> {
  const { screen, copy, captchaToken, transport, store } = options;
  const send = transport ?? defaultTransport();
  if (!send) return copyNote(copy.address, notConfigured());
  if (!claimCopy(store ?? browserStorage, copy.request.params.submission_id ?? '')) {
    return { ok: true, message: i18n._('copy.sent', { address: copy.address }) };
  }
  const result = await sendOnce(
    send,
    copyRequest(copy.request, screen, copy.address, captchaToken),
    config.emailjs.timeoutMs,
  );
  return copyNote(copy.address, result);
}
