// A request as EmailJS's API takes it: a JSON body, or a multipart one with files.
// The SDK names its own version in every request: the same bytes are counted here.
import { version as emailjsVersion } from '@emailjs/browser/package.json';
import type { EmailRequest } from '../../email/request';

const utf8Length = (s: string) => new TextEncoder().encode(s).length;
// Headers of one multipart part (boundary, Content-Disposition, Content-Type), generously.
const PART_OVERHEAD = 160;

/** Bytes the request body will have, as EmailJS counts it against its size limit. */
export function requestBytes(request: EmailRequest, publicKey: string): number {
  const ids = {
    lib_version: emailjsVersion,
    user_id: publicKey,
    service_id: request.serviceId,
    template_id: request.templateId,
  };
  if (request.files.length === 0) {
    return utf8Length(JSON.stringify({ ...ids, template_params: request.params }));
  }
  let bytes = 0;
  for (const [name, value] of Object.entries({ ...ids, ...request.params })) {
    bytes += PART_OVERHEAD + utf8Length(name) + utf8Length(value);
  }
  for (const f of request.files)
    bytes += PART_OVERHEAD + utf8Length(f.field + f.name) + f.blob.size;
  return bytes;
}
