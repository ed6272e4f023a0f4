import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../../../src/kernel/config/local-captcha';
import { createSinkServer } from '../../../../src/scripts/sink/sink-server';

const APP = 'http://127.0.0.1:3000';
let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function startSink(keep?: number, captchaFake = false) {
  const { server } = createSinkServer({ appOrigins: [APP], keep, captchaFake });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return (server.address() as AddressInfo).port;
}

/** One request with the headers a browser (or a rebinding site) would send, Host included. */
function call(
  port: number,
  {
    method = 'GET',
    path = '/emails',
    headers = {},
    body,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const send = (port: number, headers: Record<string, string> = {}, n = 0) =>
  call(port, {
    method: 'POST',
    path: '/api/v1.0/email/send',
    headers,
    body: JSON.stringify({ template_id: 't', template_params: { n: String(n) } }),
  });

describe('the local EmailJS sink answers the app only', () => {
  it("takes the app's sends, telling its browser it may read the answer", async () => {
    const port = await startSink();
    const answer = await send(port, { origin: APP });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
  });

  it('refuses another website: it can neither read the emails nor switch the sink to failing', async () => {
    const port = await startSink();
    await send(port);
    const evil = { origin: 'https://evil.example' };
    const read = await call(port, { headers: evil });
    expect(read.status).toBe(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.text).not.toContain('template_params');
    const switched = await call(port, {
      method: 'POST',
      path: '/mode',
      headers: evil,
      body: JSON.stringify({ mode: '500' }),
    });
    expect(switched.status).toBe(403);
    expect(JSON.parse((await call(port, { path: '/mode' })).text)).toEqual({ mode: 'ok' });
  });

  it('refuses a request addressed to another name (DNS rebinding), even without an Origin', async () => {
    const port = await startSink();
    const rebound = await call(port, { headers: { host: `rebind.evil.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect((await call(port, { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('keeps the newest emails only, up to its cap', async () => {
    const port = await startSink(3);
    for (let n = 1; n <= 5; n++) await send(port, {}, n);
    const kept = JSON.parse((await call(port)).text) as { template_params: { n: string } }[];
    expect(kept.map((e) => e.template_params.n)).toEqual(['3', '4', '5']);
  });
});

describe("under npm start, the sink checks the captcha fake's tokens as EmailJS checks Google's", () => {
  const sendWith = (port: number, extra: Record<string, string>) =>
    call(port, {
      method: 'POST',
      path: '/api/v1.0/email/send',
      body: JSON.stringify({ template_id: 't', template_params: { name: 'Ada', ...extra } }),
    });

  it("takes a fake's token once, and refuses any other, or a copy without one", async () => {
    const port = await startSink(undefined, true);
    const token = localCaptchaToken();
    expect((await sendWith(port, { 'g-recaptcha-response': token })).status).toBe(200);
    const again = await sendWith(port, { 'g-recaptcha-response': token });
    expect(again.status).toBe(400);
    expect(again.text).toContain('reCAPTCHA verification failed');
    expect((await sendWith(port, { 'g-recaptcha-response': 'fake-token-1' })).status).toBe(400);
    expect((await sendWith(port, { to_email: 'ada@example.org' })).status).toBe(400);
    // A screen without a captcha sends no token, as before.
    expect((await sendWith(port, {})).status).toBe(200);
  });

  it('checks nothing when not asked to (the e2e build sends its own fake tokens)', async () => {
    const port = await startSink();
    expect((await sendWith(port, { 'g-recaptcha-response': 'fake-token-1' })).status).toBe(200);
  });
});
