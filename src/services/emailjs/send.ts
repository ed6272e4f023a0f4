import '../../kernel/i18n/load-later-catalogue';
// What counts as sent by EmailJS, and the one send raced against its time limit: the SDK
// resolves on any 2xx and has no time limit of its own. Loaded with the sending code.
import type { EmailRequest } from '../../email/request';
import { i18n } from '../../kernel/i18n/i18n';
import { isOffline, offline } from '../offline';
import type { EmailAnswer, EmailTransport } from './transport';

/** Why a send did not count (each worded by `send.*` in the catalogues, as it is made). */
export type EmailFailureKind =
  | 'rate-limited'
  | 'rejected'
  | 'server'
  | 'not-confirmed'
  | 'no-connection'
  | 'offline'
  | 'no-answer';

export type EmailSent = { ok: true } | { ok: false; kind: EmailFailureKind; message: string };

/** The one rule of what counts as sent: status 200, or a 2xx whose text is `OK`. */
export function judgeAnswer({ status, text }: EmailAnswer): EmailSent {
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
): Promise<EmailSent> {
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
