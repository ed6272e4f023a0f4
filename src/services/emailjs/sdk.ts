import { loadOnce } from '../../kernel/load-once';
import type { EmailRequest } from '../../email/request';
import type { EmailAnswer, EmailTransport } from './transport';

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

type Sdk = typeof import('@emailjs/browser');

/**
 * The SDK, loaded on the first send. It looks at `localStorage` as it loads;
 * where the browser forbids even looking (storage disabled: blocked cookies,
 * some privacy modes) that look throws and the SDK would never load, so for
 * that moment `localStorage` reads as absent, as the SDK allows.
 */
const loadSdk = loadOnce(async (): Promise<Sdk> => {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  let hidden = false;
  try {
    void window.localStorage;
  } catch {
    try {
      Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
      hidden = true;
    } catch {
      // Not redefinable: the import below fails and the send reports it.
    }
  }
  try {
    // Offline before the first send: loadOnce lets the next send load it again.
    return await import('@emailjs/browser');
  } finally {
    if (hidden) {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else Reflect.deleteProperty(window, 'localStorage');
    }
  }
});

/**
 * The EmailJS SDK as a transport. The SDK takes its origin only from `init`,
 * resolves on any 2xx and throws its status object otherwise; both come back
 * here as a plain answer so one rule decides what counts as sent.
 */
export function createEmailjsTransport(options: {
  publicKey: string;
  origin: string;
}): EmailTransport {
  let initialised = false;
  return async (request): Promise<EmailAnswer> => {
    const { EmailJSResponseStatus, init, send, sendForm } = await loadSdk();
    if (!initialised) {
      init({ publicKey: options.publicKey, origin: options.origin });
      initialised = true;
    }
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
