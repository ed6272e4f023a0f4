// What a submit comes to: sent (kept, a copy due), or why not. EmailJS's own rule of what
// counts as sent is services/emailjs/send.ts; the limits of a request, email/limits.ts.
import type { EmailRequest } from '../../email/request';
import type { EmailFailureKind } from '../../services/emailjs/send';

export type FailureKind =
  | EmailFailureKind
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
