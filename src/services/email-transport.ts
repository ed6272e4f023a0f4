/** One EmailJS request, before the SDK turns it into HTTP. */
export type EmailRequest = {
  serviceId: string;
  templateId: string;
  /** Template parameters, `g-recaptcha-response` included when captcha is on. */
  params: Record<string, string>;
  /** Files of `format: data-url` fields; any file makes it a `send-form` (multipart) request. */
  files: EmailFile[];
};

export type EmailFile = { field: string; name: string; blob: Blob };

/** What came back, whatever the status: the caller decides what counts as sent. */
export type EmailAnswer = { status: number; text: string };

/** Resolves with any HTTP answer; rejects only when no answer came (network error). */
export type EmailTransport = (request: EmailRequest) => Promise<EmailAnswer>;
