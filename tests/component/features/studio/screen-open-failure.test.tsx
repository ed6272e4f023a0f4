// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioFileInfo } from '../../../../src/checker/studio-protocol';
import { StudioPage } from '../../../../src/features/studio/studio-page';
import { READ_WAIT_MS } from '../../../../src/features/studio/document/studio-client';

const screenInfo = (name: string, title: string): StudioFileInfo => ({
  name,
  hash: 'h',
  state: {
    kind: 'screen',
    title,
    route: `/${name.replace(/\.json$/, '')}`,
    problems: 0,
    hidden: false,
    closed: false,
  },
});

// The dev server's studio API: the listing answers; how a read of contact.json answers is
// each test's, every other read is a 404 (no _theme.json).
let listed: StudioFileInfo[];
let readContact: (signal: AbortSignal) => Promise<Response>;
const contactReads: string[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// An opened screen is checked in a worker, which jsdom has none of: this one answers nothing.
class SilentWorker {
  onmessage: ((event: MessageEvent) => void) | undefined;
  onerror: (() => void) | undefined;
  postMessage() {}
  terminate() {}
}

beforeEach(() => {
  vi.stubGlobal('Worker', SilentWorker);
  listed = [screenInfo('contact.json', 'Contact us'), screenInfo('party.json', 'Party')];
  contactReads.length = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname.endsWith('/files')) return Promise.resolve(json(200, { files: listed }));
    if (searchParams.get('name') === 'contact.json') {
      contactReads.push(url);
      return readContact(init.signal ?? new AbortController().signal);
    }
    return Promise.resolve(json(404, { error: 'not-found', message: 'no such file' }));
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderStudio() {
  render(
    <MemoryRouter initialEntries={['/studio']}>
      <StudioPage />
    </MemoryRouter>,
  );
  return screen.findByRole('button', { name: /Contact us/ });
}

describe('a screen the studio cannot read', () => {
  it('says the server did not answer when it is stopped, and a second click reads again', async () => {
    const user = userEvent.setup();
    readContact = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(await renderStudio());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "This screen could not be opened: the studio's server did not answer. Is npm start still running? Try again.",
    );
    expect(contactReads).toHaveLength(1);

    // The server is back: the same item, clicked again, opens the screen.
    readContact = () =>
      Promise.resolve(
        json(200, { name: 'contact.json', text: '{"title": "Contact us"}', hash: 'x', mtimeMs: 0 }),
      );
    await user.click(screen.getByRole('button', { name: /Contact us/ }));
    await screen.findByRole('tab', { name: /Questions/ }, { timeout: 15_000 });
    expect(contactReads).toHaveLength(2);
    expect(screen.queryByText(/could not be opened/)).toBeNull();
  });

  it('says the server did not answer when the read hangs, and Try again reads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    readContact = (signal) =>
      new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    await user.click(await renderStudio());
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(READ_WAIT_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "the studio's server did not answer. Is npm start still running? Try again.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(contactReads).toHaveLength(2);
  });

  it('names a file removed meanwhile and takes it off the list', async () => {
    const user = userEvent.setup();
    readContact = () => {
      listed = listed.filter((f) => f.name !== 'contact.json');
      return Promise.resolve(json(404, { error: 'not-found', message: 'no such file' }));
    };
    await user.click(await renderStudio());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'contact.json is no longer in schemas/',
    );
    const list = screen.getByRole('list', { name: 'Screen files' });
    await expect.poll(() => within(list).queryByRole('button', { name: /Contact us/ })).toBeNull();
    expect(within(list).getByRole('button', { name: /Party/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('highlights in the list only the screen that is open, not one that failed to open', async () => {
    const user = userEvent.setup();
    readContact = () => Promise.resolve(json(500, { error: 'bad-request', message: 'no' }));
    await user.click(await renderStudio());
    await screen.findByRole('alert');
    const list = screen.getByRole('list', { name: 'Screen files' });
    const contact = within(list).getByRole('button', { name: /Contact us/ });
    expect(contact).not.toHaveAttribute('aria-current');
    expect(contact).not.toHaveClass('Mui-selected');
    expect(within(list).queryByRole('button', { current: 'page' })).toBeNull();

    // Opened on the second try, it is the one highlighted.
    readContact = () =>
      Promise.resolve(
        json(200, { name: 'contact.json', text: '{"title": "Contact us"}', hash: 'x', mtimeMs: 0 }),
      );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('tab', { name: /Questions/ }, { timeout: 15_000 });
    expect(within(list).getByRole('button', { current: 'page' })).toHaveAccessibleName(
      /Contact us/,
    );
  });

  it('says what the server answered when it refuses the read', async () => {
    const user = userEvent.setup();
    readContact = () => Promise.resolve(new Response('Internal Server Error', { status: 500 }));
    await user.click(await renderStudio());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This screen could not be opened: the studio's server refused it \(.*500.*\)\. Try again\./,
    );
  });
});
