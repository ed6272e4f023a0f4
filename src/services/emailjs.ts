import { EmailJSResponseStatus, init, send, sendForm } from '@emailjs/browser';
import type { EmailAnswer, EmailRequest, EmailTransport } from './email-transport';

/** A detached form holding the request as `sendForm` reads it: text parts and real file parts. */
function buildForm(request: EmailRequest): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(request.params)) {
    // A textarea, not an input: an input's value loses its line breaks.
    const field = document.createElement('textarea');
    field.name = name;
    field.value = value;
    form.append(field);
  }
  const byField = new Map<string, EmailRequest['files']>();
  for (const f of request.files) byField.set(f.field, [...(byField.get(f.field) ?? []), f]);
  for (const [field, files] of byField) {
    const input = document.createElement('input');
    input.type = 'file';
    input.name = field;
    input.multiple = files.length > 1;
    const transfer = new DataTransfer();
    for (const f of files) transfer.items.add(new File([f.blob], f.name, { type: f.blob.type }));
    input.files = transfer.files;
    form.append(input);
  }
  return form;
}

/**
 * The EmailJS SDK as a transport. The SDK takes its origin only from `init`,
 * resolves on any 2xx and throws its status object otherwise; both come back
 * here as a plain answer so one rule decides what counts as sent.
 */
export function createEmailjsTransport(options: {
  publicKey: string;
  origin: string;
}): EmailTransport {
  init({ publicKey: options.publicKey, origin: options.origin });
  return async (request): Promise<EmailAnswer> => {
    try {
      const result =
        request.files.length > 0
          ? await sendForm(request.serviceId, request.templateId, buildForm(request))
          : await send(request.serviceId, request.templateId, request.params);
      return { status: result.status, text: result.text };
    } catch (error) {
      if (error instanceof EmailJSResponseStatus) return { status: error.status, text: error.text };
      throw error;
    }
  };
}
