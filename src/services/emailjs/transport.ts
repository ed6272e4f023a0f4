import type { EmailRequest } from '../../email/request';

/** What came back, whatever the status: the caller decides what counts as sent. */
export type EmailAnswer = { status: number; text: string };

/** Resolves with any HTTP answer; rejects only when no answer came (network error). */
export type EmailTransport = (request: EmailRequest) => Promise<EmailAnswer>;
