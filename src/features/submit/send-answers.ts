import '../../kernel/i18n/load-later-catalogue';
// The sending code: fetched when a person first reaches a field (use-submit.ts's
// prepareSending), never with the form itself.
import type { EmailTransport } from '../../services/emailjs/transport';
import { createEmailjsTransport } from '../../services/emailjs/sdk';
import { browserStorage, type KeyValueStore } from '../../services/storage';
import { config } from '../../kernel/config/env';
import { buildEmailRequest } from '../../email/request';
import { i18n } from '../../kernel/i18n/i18n';
import type { ScreenFile } from '../../screen/types';
import type { SignedInPerson } from '../../screen/signed-in-person';
import {
  claimCopy,
  copyAddress,
  copyNote,
  copyRequest,
  copyWasSent,
  failureReason,
} from './confirmation';
import { claimKeptEmail, keepAnswers } from './keep-answers';
import { keeping } from '../../screen/responses';
import type { ResponseStore } from '../../services/firestore';
import { isOffline, offline } from '../../services/offline';
import { attachmentBytes, attachmentProblem, sizeProblem } from '../../email/limits';
import { answersToSend } from '../../email/answers';
import { sendOnce } from '../../services/emailjs/send';
import { requestBytes } from '../../services/emailjs/wire';
import type { PendingCopy, SendResult } from './send-rules';

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
  /** This browser's filling of the screen (filling.ts), read as the form was opened. */
  filling?: string;
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
  /** The screen file's version, which a kept response carries. */
  version?: string;
  /** Whether the screen's `opening` lets it take answers now (a refusal is worded by it). */
  open?: () => boolean;
  /** Where responses are kept (tests give their own, on the emulator). */
  responses?: ResponseStore;
}): Promise<SendResult> {
  const { slug, screen, fileFields, user, formData, extras, transport, store, link } = options;
  // A bot filled the field no person can see: it is told "sent", nothing goes out.
  if (extras.honeypot) return { ok: true };
  const keep = keeping(screen);
  // A screen that keeps its responses emails them only when its file says what to send.
  const emails = !keep || screen.email !== undefined;
  const send = transport ?? defaultTransport();
  if (emails && !send) return notConfigured();
  // The answers walked once: their texts checked, and what the email and Firestore take of them.
  const answers = answersToSend(screen, formData);
  if (answers.tooLong) return answers.tooLong;
  const request = buildEmailRequest(
    {
      slug,
      screen,
      fileFields,
      formData,
      user,
      submittedAt: new Date(),
      language: extras.language,
      defaultServiceId: config.emailjs.serviceId,
      captchaToken: extras.captchaToken,
      filling: extras.filling,
    },
    answers.sendable,
  );
  // EmailJS limits the template variables (50 KB) and the attachments (by plan) apart.
  const files = attachmentBytes(request);
  const tooLarge = emails
    ? (sizeProblem(
        requestBytes(request, config.emailjs.publicKey ?? '') - files,
        config.emailjs.maxBytes,
      ) ?? attachmentProblem(files, config.emailjs.attachmentMaxBytes))
    : undefined;
  if (tooLarge) return tooLarge;
  if (isOffline()) return offline();
  if (keep) {
    const kept = await keepAnswers({
      slug,
      keep,
      id: request.params.submission_id ?? '',
      answers: answers.kept,
      user,
      language: extras.language ?? i18n.locale,
      version: options.version ?? '',
      open: options.open ?? (() => true),
      storage: store ?? browserStorage,
      responses: options.responses,
    });
    if (!kept.ok) return kept;
  }
  if (!emails || !send) return { ok: true };
  // A kept response is emailed once from this browser, whichever tab or press kept it.
  if (keep && !claimKeptEmail(store ?? browserStorage, request.params.submission_id ?? '')) {
    return { ok: true };
  }
  const owner = await sendOnce(send, request, config.emailjs.timeoutMs);
  // Kept, the answers have arrived: a failed email is said, never a reason to send again.
  if (keep && !owner.ok) {
    return { ok: true, note: i18n._('keep.emailFailed', { reason: failureReason(owner) }) };
  }
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
