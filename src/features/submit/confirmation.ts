import '../../kernel/i18n/load-later-catalogue';
// The guards of the copy to the person who answered (`email.confirmation`):
// pure, so each rule can be tried without a browser. They keep this app from
// mailing an address the link or a calculation made; what stops a script that
// calls EmailJS itself is the copy template's own reCAPTCHA check (README, Security).
import { fullFormats } from 'ajv-formats/dist/formats';
import type { KeyValueStore } from '../../services/storage';
import type { EmailRequest } from '../../email/request';
import { i18n } from '../../kernel/i18n/i18n';
import { isObject } from '../../kernel/is-object';
import { schemaAtPath } from '../../screen/navigate';
import type { ScreenFile } from '../../screen/types';
import type { SendResult } from './send-rules';

/** Where the copy goes, or why none goes (`reason` is `undefined` when the field was left empty). */
export type CopyAddress = { ok: true; address: string } | { ok: false; reason?: string };

// The same rule the form's validator applied to the field (ajv-formats' email),
// checked again here: whatever reaches this point goes into EmailJS's "To".
const EMAIL = fullFormats.email as RegExp;

/**
 * The address of the copy: the answer to `email.confirmation.to`, only when
 * that field is an email field of the screen, the answer is one plain address
 * (no list, no line break), it is not calculated, it is prefilled from nothing
 * but `user.email`, and no value of the link equals it.
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
    return { ok: false, reason: i18n._('copy.notEmailField', { field: to }) };
  }
  const answer = isObject(formData) ? formData[to] : undefined;
  if (typeof answer !== 'string' || answer.trim() === '') return { ok: false };
  const address = answer.trim();
  if (address.length > 254 || !EMAIL.test(address)) {
    return { ok: false, reason: i18n._('copy.notOneAddress', { address }) };
  }
  const prefilled = screen.prefill?.[to];
  const fromLink =
    (prefilled !== undefined && prefilled !== 'user.email') ||
    (screen.calculated !== undefined && Object.hasOwn(screen.calculated, to)) ||
    [...link.values()].some((v) => v.trim().toLowerCase() === address.toLowerCase());
  if (fromLink) {
    return { ok: false, reason: i18n._('copy.fromLink') };
  }
  return { ok: true, address };
}

/**
 * The copy's request: the address (`to_email`), a reCAPTCHA token of its own (Google accepts
 * a token once, and the copy's template checks one: that check in EmailJS is the copy's only
 * real guard), and nothing else. Its template is anyone's to call with any values (its id and
 * the public key are in the page), so whatever variable it shows, a script could fill with
 * its own words to any address: it gets none to show, and is the owner's fixed text.
 */
export function copyRequest(
  owner: EmailRequest,
  screen: ScreenFile,
  address: string,
  captchaToken: string,
): EmailRequest {
  return {
    serviceId: screen.email?.confirmation?.service ?? owner.serviceId,
    templateId: screen.email?.confirmation?.template ?? '',
    params: { to_email: address, 'g-recaptcha-response': captchaToken },
    files: [],
  };
}

const SENT_KEY = 'schema-forms:copies-sent';
// Enough for any person's afternoon of forms; older references fall off.
const KEEP = 100;

function copiesSent(store: KeyValueStore): string[] {
  try {
    const kept: unknown = JSON.parse(store.read(SENT_KEY) ?? '[]');
    if (Array.isArray(kept)) return kept.filter((v): v is string => typeof v === 'string');
  } catch {
    // A damaged list is started again: at worst one copy more.
  }
  return [];
}

/** Whether this browser already sent the copy of a submission (then none is offered again). */
export function copyWasSent(store: KeyValueStore, submissionId: string): boolean {
  return copiesSent(store).includes(submissionId);
}

/**
 * Claims the copy of one submission: `true` the first time a `submission_id`
 * is seen in this browser (any tab), `false` after, so a retry or a second tab
 * sending the same answers does not mail the person again. Claimed before the
 * send: a copy that may have gone out is never sent twice.
 */
export function claimCopy(store: KeyValueStore, submissionId: string): boolean {
  const sent = copiesSent(store);
  if (sent.includes(submissionId)) return false;
  store.write(SENT_KEY, JSON.stringify([...sent, submissionId].slice(-KEEP)));
  return true;
}

// Why the copy did not go, by what went wrong (`copy.reason.*` in the catalogues).
const COPY_REASONS: Partial<Record<Exclude<SendResult, { ok: true }>['kind'], string>> = {
  'rate-limited': 'copy.reason.rateLimited',
  rejected: 'copy.reason.rejected',
  server: 'copy.reason.server',
  'not-confirmed': 'copy.reason.notConfirmed',
  'no-connection': 'copy.reason.connection',
  offline: 'copy.reason.connection',
  'no-answer': 'copy.reason.noAnswer',
  'too-large': 'copy.reason.tooLarge',
  'not-configured': 'copy.reason.notConfigured',
};

/** Why an email did not go, in a few words (a copy's, or a kept response's email). */
export const failureReason = (result: Exclude<SendResult, { ok: true }>) =>
  i18n._(COPY_REASONS[result.kind] ?? 'copy.reason.rejected');

/** What the success page says of the copy: the answers arrived either way, so nothing is to be sent again. */
export function copyNote(address: string, result: SendResult): { ok: boolean; message: string } {
  if (result.ok) return { ok: true, message: i18n._('copy.sent', { address }) };
  return { ok: false, message: i18n._('copy.failed', { address, reason: failureReason(result) }) };
}
