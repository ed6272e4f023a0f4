import { hash53 } from '../kernel/hash53';
import { isObject } from '../kernel/is-object';
import type { SignedInPerson } from '../screen/signed-in-person';
import { EMAILJS_REQUEST_NAMES } from './reserved-names';
import { pipedUiSchema } from '../screen/piping';
import { dataUrlFileName } from '../screen/file-answers';
import { buildEmailParams, type MappingInput } from './params';
import { answersToSend } from './answers';

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

function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const head = dataUrl.slice(5, comma);
  const body = dataUrl.slice(comma + 1);
  const type = head.split(';')[0] || 'application/octet-stream';
  if (!head.endsWith(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

export type SubmissionInput = MappingInput & {
  /** The screen's file fields, as the checker found them (ScreenNeeds). */
  fileFields: readonly string[];
  /** The service of a screen that names none (`PUBLIC_EMAILJS_SERVICE_ID`). */
  defaultServiceId: string;
  captchaToken?: string;
  /** This browser's filling of the screen (features/submit/filling.ts): part of the reference. */
  filling?: string;
};

/**
 * The reference of a submission, from what it says and which filling it ends rather
 * than when it was made: a retry after "no answer", a send after a reload and the
 * same answers sent from a second tab all carry the same one; the same answers from
 * another person (another browser, or the next filling of this one) another one.
 * EmailJS cannot refuse a duplicate, so the person reading the emails is the one who spots it.
 */
export function submissionId(
  slug: string,
  params: Record<string, string>,
  files: readonly EmailFile[],
  user: SignedInPerson | null,
  filling = '',
): string {
  const { submitted_at: _moment, ...said } = params;
  const text = JSON.stringify([
    slug,
    user?.uid ?? '',
    filling,
    Object.entries(said).sort(([a], [b]) => (a < b ? -1 : 1)),
    files.map((f) => [f.field, f.name, f.blob.size]),
  ]);
  const hex = hash53(text).toString(16).padStart(14, '0').slice(-12);
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
}

/**
 * The whole EmailJS request of one submission: the mapped params, each file
 * of a file field as an attachment (its text param dropped), the submission's
 * reference and the captcha token. Sending and the authors' preview both use
 * it, so the preview shows exactly what a send carries. `sendable`: the answers
 * the screen has a field for (a key in a stored draft is no answer), never a
 * password, whatever the params name; a send passes those it already walked.
 */
export function buildEmailRequest(
  input: SubmissionInput,
  sendable: unknown = answersToSend(input.screen, input.formData).sendable,
): EmailRequest {
  // The answers' lines carry the titles the person saw, answers named in them (`{{name}}`) filled in.
  const uiSchema = pipedUiSchema(input.screen, input.screen.uiSchema ?? {}, sendable);
  const params = buildEmailParams({
    ...input,
    screen: { ...input.screen, uiSchema },
    formData: sendable,
  });
  const data = isObject(sendable) ? sendable : {};
  const files: EmailFile[] = [];
  for (const field of input.fileFields) {
    const values = ([] as unknown[]).concat(data[field] ?? []);
    for (const v of values) {
      if (typeof v === 'string' && v.startsWith('data:')) {
        files.push({ field, name: dataUrlFileName(v), blob: dataUrlToBlob(v) });
      }
    }
    // The file part carries this name; a text part beside it would shadow it.
    if (files.some((f) => f.field === field)) delete params[field];
  }
  // Names EmailJS's own request uses: a param of that name would be sent twice,
  // and either could win. The checker refuses them; this keeps a request whole.
  for (const name of EMAILJS_REQUEST_NAMES) delete params[name];
  params.submission_id = submissionId(input.slug, params, files, input.user, input.filling);
  if (input.captchaToken) params['g-recaptcha-response'] = input.captchaToken;
  return {
    serviceId: input.screen.email?.service ?? input.defaultServiceId,
    templateId: input.screen.email?.template ?? '',
    params,
    files,
  };
}
