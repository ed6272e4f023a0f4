// The relay guards of the copy to the person who answered (`email.confirmation`):
// pure, so each rule can be tried without a browser. A public form that mails
// whatever address it is given is an open relay; these keep the copy to one
// checked address the person typed, once per submission.
import { fullFormats } from 'ajv-formats/dist/formats';
import type { KeyValueStore } from '../../services/storage';
import type { EmailRequest } from '../../shared/email/request';
import { isObject } from '../../shared/is-object';
import { schemaAtPath } from '../../shared/schema/navigate';
import type { ScreenFile } from '../../shared/screen-files/types';
import type { SendResult } from './send-rules';

/** Where the copy goes, or why none goes (`reason` is `undefined` when the field was left empty). */
export type CopyAddress = { ok: true; address: string } | { ok: false; reason?: string };

// The same rule the form's validator applied to the field (ajv-formats' email),
// checked again here: whatever reaches this point goes into EmailJS's "To".
const EMAIL = fullFormats.email as RegExp;

/**
 * The address of the copy: the answer to `email.confirmation.to`, only when
 * that field is an email field of the screen, the answer is one plain address
 * (no list, no line break), and neither the screen's prefill nor the link gave it.
 */
export function copyAddress(
  screen: ScreenFile,
  formData: unknown,
  link: URLSearchParams,
): CopyAddress {
  const to = screen.email?.confirmation?.to;
  if (!to) return { ok: false };
  // Through $ref and conditions, as the checker found the field.
  if (schemaAtPath(screen.schema, [to])?.format !== 'email') {
    return { ok: false, reason: `"${to}" is not an email field of this form` };
  }
  const answer = isObject(formData) ? formData[to] : undefined;
  if (typeof answer !== 'string' || answer.trim() === '') return { ok: false };
  const address = answer.trim();
  if (address.length > 254 || !EMAIL.test(address)) {
    return { ok: false, reason: `"${address}" is not one email address` };
  }
  const fromLink =
    screen.prefill?.[to]?.startsWith('query.') ||
    [...link.values()].some((v) => v.trim().toLowerCase() === address.toLowerCase());
  if (fromLink) {
    return { ok: false, reason: 'a copy never goes to an address that came with the link' };
  }
  return { ok: true, address };
}

/** The copy's request: the owner's variables plus `to_email`; no files, no captcha token (Google accepts a token once). */
export function copyRequest(
  owner: EmailRequest,
  screen: ScreenFile,
  address: string,
): EmailRequest {
  const { 'g-recaptcha-response': _token, ...params } = owner.params;
  return {
    serviceId: screen.email?.confirmation?.service ?? owner.serviceId,
    templateId: screen.email?.confirmation?.template ?? '',
    params: { ...params, to_email: address },
    files: [],
  };
}

const SENT_KEY = 'schema-forms:copies-sent';
// Enough for any person's afternoon of forms; older references fall off.
const KEEP = 100;

/**
 * Claims the copy of one submission: `true` the first time a `submission_id`
 * is seen in this browser (any tab), `false` after, so a retry or a second tab
 * sending the same answers does not mail the person again. Claimed before the
 * send: a copy that may have gone out is never sent twice.
 */
export function claimCopy(store: KeyValueStore, submissionId: string): boolean {
  let sent: string[] = [];
  try {
    const kept: unknown = JSON.parse(store.read(SENT_KEY) ?? '[]');
    if (Array.isArray(kept)) sent = kept.filter((v): v is string => typeof v === 'string');
  } catch {
    // A damaged list is started again: at worst one copy more.
  }
  if (sent.includes(submissionId)) return false;
  store.write(SENT_KEY, JSON.stringify([...sent, submissionId].slice(-KEEP)));
  return true;
}

const COPY_REASONS: Record<Exclude<SendResult, { ok: true }>['kind'], string> = {
  'rate-limited': 'too many emails were sent in a short time',
  rejected: 'the email service refused it',
  server: 'the email service is having trouble',
  'not-confirmed': 'the email service did not confirm it',
  'no-connection': 'the connection was lost',
  offline: 'the connection was lost',
  'no-answer': 'the email service did not answer in time, so it may still arrive',
  'too-large': 'it was too large',
  'not-configured': 'sending copies is not configured',
};

/** What the success page says of the copy: the answers arrived either way, so nothing is to be sent again. */
export function copyNote(address: string, result: SendResult): { ok: boolean; message: string } {
  if (result.ok) return { ok: true, message: `A copy of your answers was sent to ${address}.` };
  return {
    ok: false,
    message: `Your answers arrived. Only the copy to ${address} could not be sent: ${COPY_REASONS[result.kind]}. There is no need to send your answers again.`,
  };
}
