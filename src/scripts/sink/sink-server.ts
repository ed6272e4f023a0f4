import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isLocalCaptchaToken } from '../../kernel/config/local-captcha';
import { renderSinkPage } from './sink-page';

/** How the sink answers sends: normally, or with one of the failures EmailJS can give. */
export type FailureMode = 'ok' | '500' | '429' | '400' | '202' | 'never' | 'drop';

const MODE_ANSWERS: Record<FailureMode, { status: number; text: string } | undefined> = {
  ok: { status: 200, text: 'OK' },
  '500': { status: 500, text: 'Internal Server Error' },
  '429': { status: 429, text: 'Too Many Requests' },
  '400': { status: 400, text: 'The template ID is invalid. To find this ID, visit the dashboard.' },
  '202': { status: 202, text: 'Accepted' },
  never: undefined,
  drop: undefined,
};

export const isFailureMode = (m: unknown): m is FailureMode =>
  typeof m === 'string' && Object.hasOwn(MODE_ANSWERS, m);

/** One file as received; `head` is its first bytes in hex, which say what it is (a PNG: 89504e470d0a1a0a). */
export type Attachment = { field: string; name: string; size: number; type: string; head: string };

const HEAD_BYTES = 8;

/** One request as received, in EmailJS's own field names. */
export type ReceivedEmail = {
  receivedAt: string;
  path: '/api/v1.0/email/send' | '/api/v1.0/email/send-form';
  answeredWith: FailureMode;
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
  'g-recaptcha-response'?: string;
  attachments: Attachment[];
  /** Text fields a multipart request carried more than once: which one counts is anyone's guess. */
  repeated: string[];
};

const SEND = '/api/v1.0/email/send';
const SEND_FORM = '/api/v1.0/email/send-form';
// EmailJS refuses far less; this only keeps a runaway test from filling memory.
const MAX_BODY = 10 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

function fromJson(body: Buffer): Omit<ReceivedEmail, 'receivedAt' | 'path' | 'answeredWith'> {
  const data = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  const raw = (data.template_params ?? {}) as Record<string, unknown>;
  const template_params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, str(v)]));
  const captcha = data['g-recaptcha-response'] ?? raw['g-recaptcha-response'];
  return {
    lib_version: str(data.lib_version),
    user_id: str(data.user_id),
    service_id: str(data.service_id),
    template_id: str(data.template_id),
    template_params,
    ...(captcha === undefined ? {} : { 'g-recaptcha-response': str(captcha) }),
    attachments: [],
    repeated: [],
  };
}

/** Multipart parsed by Node's own fetch implementation (undici): no hand-written parser. */
async function fromMultipart(
  body: Buffer,
  contentType: string,
): Promise<Omit<ReceivedEmail, 'receivedAt' | 'path' | 'answeredWith'>> {
  const form = await new Request('http://sink.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
  const fields: Record<string, string> = {};
  const attachments: Attachment[] = [];
  const repeated = new Set<string>();
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      const head = Buffer.from(await value.slice(0, HEAD_BYTES).arrayBuffer()).toString('hex');
      attachments.push({ field: name, name: value.name, size: value.size, type: value.type, head });
    } else {
      if (Object.hasOwn(fields, name)) repeated.add(name);
      fields[name] = value;
    }
  }
  const {
    lib_version = '',
    user_id = '',
    service_id = '',
    template_id = '',
    ...template_params
  } = fields;
  const captcha = template_params['g-recaptcha-response'];
  return {
    lib_version,
    user_id,
    service_id,
    template_id,
    template_params,
    ...(captcha === undefined ? {} : { 'g-recaptcha-response': captcha }),
    attachments,
    repeated: [...repeated],
  };
}

// The names this machine answers to: any other Host is a name an outside
// site made point here (DNS rebinding), to read the sink as its own origin.
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function hostIsLocal(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return LOCAL_HOSTS.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

export type SinkOptions = {
  /** The app's origins (the dev server's, the test build's): the only pages that may call the sink. */
  appOrigins: readonly string[];
  /** How many received emails are kept, the oldest dropped first. */
  keep?: number;
  /**
   * `npm start` with its captcha fake: a captcha token must be one of the
   * fake's, used once, and a copy to a typed-in address must carry one,
   * as EmailJS checks Google's tokens for a template with reCAPTCHA on.
   */
  captchaFake?: boolean;
};

const CAPTCHA_REFUSED =
  'reCAPTCHA verification failed: the token is missing, used before, or not from the local captcha fake';

/** Enough for any test run or afternoon of trying forms; past it the oldest go. */
export const KEPT_EMAILS = 500;

function reply(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
}

const json = (res: ServerResponse, status: number, data: unknown) =>
  reply(res, status, 'application/json; charset=utf-8', JSON.stringify(data));

/**
 * A local EmailJS-compatible endpoint: same paths and payloads as
 * api.emailjs.com, keeps what it received in memory, lists it on a page, and
 * can be switched to answer with a failure.
 */
export function createSinkServer({
  appOrigins,
  keep = KEPT_EMAILS,
  captchaFake = false,
}: SinkOptions): {
  server: Server;
  emails: ReceivedEmail[];
} {
  const emails: ReceivedEmail[] = [];
  let mode: FailureMode = 'ok';
  // Modes for one template only: test files running side by side each fail
  // their own screen's sends without touching the others'.
  const templateModes = new Map<string, FailureMode>();
  const modeFor = (template: string) => templateModes.get(template) ?? mode;
  const usedTokens = new Set<string>();
  /** Whether the send passes the fake's captcha check; a token that passes is used up. */
  const captchaPasses = (email: ReturnType<typeof fromJson>) => {
    if (!captchaFake) return true;
    const token = email['g-recaptcha-response'];
    if (token === undefined) return email.template_params.to_email === undefined;
    if (!isLocalCaptchaToken(token) || usedTokens.has(token)) return false;
    usedTokens.add(token);
    return true;
  };
  const ofTemplate = (url: URL) => {
    const template = url.searchParams.get('template');
    return (e: ReceivedEmail) => template === null || e.template_id === template;
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        reply(res, 400, 'text/plain; charset=utf-8', `Bad request: ${String(error)}`);
    });
  });

  /**
   * Whether a request may be answered: addressed to this machine by name, and
   * from the app, the sink's own page (its buttons post forms) or no page at
   * all (tests, curl). A browser always says which page a cross-site call comes
   * from, so another site open while `npm start` runs can neither read the
   * emails nor switch the sink to failing.
   */
  function allowed(req: IncomingMessage): boolean {
    const host = req.headers.host;
    if (!hostIsLocal(host)) return false;
    const origin = req.headers.origin;
    return origin === undefined || appOrigins.includes(origin) || origin === `http://${host}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sink.local');
    if (!allowed(req)) {
      return reply(res, 403, 'text/plain; charset=utf-8', 'Forbidden: not the app, not local');
    }
    const origin = req.headers.origin;
    if (origin !== undefined && appOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    }
    res.setHeader('Vary', 'Origin');
    // Browsers silently retry a request whose reused keep-alive socket dies
    // unanswered; fresh sockets make a dropped connection reach the page once.
    if (mode === 'drop' || [...templateModes.values()].includes('drop')) {
      res.setHeader('Connection', 'close');
    }
    if (req.method === 'OPTIONS') return reply(res, 204, 'text/plain', '');

    if (req.method === 'POST' && (url.pathname === SEND || url.pathname === SEND_FORM)) {
      const body = await readBody(req);
      const contentType = req.headers['content-type'] ?? '';
      const parsed =
        url.pathname === SEND ? fromJson(body) : await fromMultipart(body, contentType);
      // A name sent twice (an app param named like one of EmailJS's own) is refused, as a strict
      // server would: the sink must not hide which of the two EmailJS might take.
      const captchaRefused = !captchaPasses(parsed);
      const answeredWith =
        parsed.repeated.length > 0 || captchaRefused ? '400' : modeFor(parsed.template_id);
      emails.push({
        receivedAt: new Date().toISOString(),
        path: url.pathname,
        answeredWith,
        ...parsed,
      });
      if (emails.length > keep) emails.splice(0, emails.length - keep);
      if (answeredWith === 'never') return; // The request stays open: "no answer".
      if (answeredWith === 'drop') return req.socket.destroy();
      if (parsed.repeated.length > 0) {
        return reply(
          res,
          400,
          'text/plain; charset=utf-8',
          `The field ${parsed.repeated.join(', ')} is sent more than once`,
        );
      }
      if (captchaRefused) return reply(res, 400, 'text/plain; charset=utf-8', CAPTCHA_REFUSED);
      const answer = MODE_ANSWERS[answeredWith] ?? { status: 200, text: 'OK' };
      return reply(res, answer.status, 'text/plain; charset=utf-8', answer.text);
    }

    if (url.pathname === '/' && req.method === 'GET') {
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      );
      return reply(res, 200, 'text/html; charset=utf-8', renderSinkPage(emails, mode));
    }
    if (url.pathname === '/health') return reply(res, 200, 'text/plain', 'ok');
    if (url.pathname === '/emails' && req.method === 'GET') {
      return json(res, 200, emails.filter(ofTemplate(url)));
    }
    if (url.pathname === '/emails' && req.method === 'DELETE') {
      const keep = emails.filter((e) => !ofTemplate(url)(e));
      emails.splice(0, emails.length, ...keep);
      return json(res, 200, []);
    }
    if (url.pathname === '/emails/clear' && req.method === 'POST') {
      emails.length = 0;
      res.writeHead(303, { Location: '/' });
      return res.end();
    }
    if (url.pathname === '/mode' && req.method === 'GET') return json(res, 200, { mode });
    if (url.pathname === '/mode' && (req.method === 'POST' || req.method === 'PUT')) {
      const body = (await readBody(req)).toString('utf8');
      const fromForm = (req.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      const { mode: wanted, template } = fromForm
        ? { mode: new URLSearchParams(body).get('mode'), template: undefined }
        : (JSON.parse(body || '{}') as { mode?: unknown; template?: unknown });
      if (!isFailureMode(wanted)) {
        return json(res, 400, {
          error: `mode must be one of ${Object.keys(MODE_ANSWERS).join(', ')}`,
        });
      }
      if (typeof template === 'string') templateModes.set(template, wanted);
      else mode = wanted;
      if (fromForm) {
        res.writeHead(303, { Location: '/' });
        return res.end();
      }
      return json(res, 200, typeof template === 'string' ? { mode: wanted, template } : { mode });
    }
    return reply(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }

  return { server, emails };
}
