import type { EmailRequest } from '../../src/email/request';
import type { EmailAnswer, EmailTransport } from '../../src/services/emailjs/transport';

/** One scripted answer: an HTTP answer, a network error, or never answering. */
export type ScriptedAnswer = EmailAnswer | 'network-error' | 'never';

/**
 * A transport for tests: records every request and answers from a script
 * (the last entry repeats), so success rules can be tried without a network.
 */
export function createEmailTransportDouble(
  script: ScriptedAnswer[] = [{ status: 200, text: 'OK' }],
) {
  const requests: EmailRequest[] = [];
  const transport: EmailTransport = (request) => {
    requests.push(request);
    const answer = script[Math.min(requests.length - 1, script.length - 1)];
    if (answer === 'never' || answer === undefined) return new Promise<EmailAnswer>(() => {});
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(answer);
  };
  return { transport, requests };
}
