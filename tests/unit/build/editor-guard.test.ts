import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { editorGuard } from '../../../src/build/editor-guard';

const PORT = 3000;

/** What the guard does with a request: hand it on to rsbuild, or answer it with a status. */
function outcome(url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  let status: number | 'next' = 'next';
  const req = {
    url,
    headers,
    socket: { remoteAddress, localPort: PORT },
  } as unknown as IncomingMessage;
  const res = { statusCode: 200, setHeader: () => undefined } as unknown as ServerResponse;
  res.end = (() => {
    status = res.statusCode;
    return res;
  }) as ServerResponse['end'];
  editorGuard(req, res, () => undefined);
  return status;
}

const editor = '/__open-in-editor?file=%2Fetc%2Fhostname';
const own = { host: `127.0.0.1:${PORT}` };

describe('/__open-in-editor on the dev server (issue 45, finding 10)', () => {
  it('is handed on for the overlay of its own page', () => {
    expect(outcome(editor, { ...own, 'sec-fetch-site': 'same-origin' })).toBe('next');
    expect(outcome(editor, { host: `localhost:${PORT}`, 'sec-fetch-site': 'same-origin' })).toBe(
      'next',
    );
  });

  it("is refused to another site's image, a link followed, a rebound name or another computer", () => {
    expect(outcome(editor, { ...own, 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(outcome(editor, { ...own, 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(outcome(editor, { ...own, 'sec-fetch-site': 'none' })).toBe(403);
    expect(outcome(editor, own)).toBe(403);
    expect(
      outcome(editor, { host: `rebound.example:${PORT}`, 'sec-fetch-site': 'same-origin' }),
    ).toBe(403);
    expect(outcome(editor, { ...own, 'sec-fetch-site': 'same-origin' }, '192.168.1.20')).toBe(403);
  });

  it('leaves every other address to the dev server', () => {
    expect(outcome('/contact', { ...own, 'sec-fetch-site': 'cross-site' })).toBe('next');
  });
});
