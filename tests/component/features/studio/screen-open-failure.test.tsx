// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

// The dev server's studio API: how the listing, a read of contact.json and a save answer is
// each test's; every other read is a 404 (no _theme.json).
let listed: StudioFileInfo[];
let list: () => Promise<Response>;
let readContact: (signal: AbortSignal) => Promise<Response>;
let save: (signal: AbortSignal, body: { name: string; text: string }) => Promise<Response>;
const contactReads: string[] = [];
const lists: string[] = [];
const contactFile = {
  name: 'contact.json',
  text: '{"title": "Contact us"}',
  hash: 'x',
  mtimeMs: 0,
};
// A request that is taken and never answered, until the page gives up on it.
const hung = (signal: AbortSignal) =>
  new Promise<Response>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
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
  lists.length = 0;
  list = () => Promise.resolve(json(200, { files: listed }));
  save = () => Promise.reject(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const signal = init.signal ?? new AbortController().signal;
    if (pathname.endsWith('/files')) {
      lists.push(url);
      return list();
    }
    if (init.method === 'PUT') {
      return save(signal, JSON.parse(String(init.body)) as { name: string; text: string });
    }
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
    readContact = () => Promise.resolve(json(200, contactFile));
    await user.click(screen.getByRole('button', { name: /Contact us/ }));
    await screen.findByRole('tab', { name: /Questions/ }, { timeout: 15_000 });
    expect(contactReads).toHaveLength(2);
    expect(screen.queryByText(/could not be opened/)).toBeNull();
  });

  it('says the server did not answer when the read hangs, and Try again reads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    readContact = hung;
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

  it('says what to do when the server fails, the status only in a line of its own', async () => {
    const user = userEvent.setup();
    readContact = () =>
      Promise.resolve(new Response('Internal Server Error', { status: 500, statusText: 'Oops' }));
    await user.click(await renderStudio());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "This screen could not be opened: the studio's server ran into a problem. The window where npm start runs says what went wrong: start it again if it stopped. Try again.",
    );
    // The status, for whoever helps, apart from the words: never in the sentence itself.
    const detail = within(alert).getByText('The server answered 500 Oops.');
    expect(detail.tagName).toBe('SPAN');
    expect(detail.previousSibling?.textContent).not.toMatch(/500|refused \(/);
  });

  it('says what the author can do when the server refuses the read', async () => {
    const user = userEvent.setup();
    readContact = () =>
      Promise.resolve(
        json(403, { error: 'forbidden', message: 'contact.json is a link out of schemas/' }),
      );
    await user.click(await renderStudio());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^This screen could not be opened: the studio's server refused\. The studio works only on files inside the schemas folder \(not links to elsewhere\)/,
    );
    expect(
      within(alert).getByText('The server said: contact.json is a link out of schemas/ (403).'),
    ).toBeVisible();
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
    readContact = () => Promise.resolve(json(200, contactFile));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('tab', { name: /Questions/ }, { timeout: 15_000 });
    expect(within(list).getByRole('button', { current: 'page' })).toHaveAccessibleName(
      /Contact us/,
    );
  });
});

describe('the look, _theme.json, the studio cannot read', () => {
  it('offers to make it when the folder has none (it said Opening the look… for ever)', async () => {
    const user = userEvent.setup();
    readContact = () => Promise.resolve(json(200, contactFile));
    await user.click(await renderStudio());
    await user.click(await screen.findByRole('tab', { name: 'Look' }, { timeout: 15_000 }));
    // Every read but contact.json's is a 404 here: the folder has no _theme.json.
    expect(await screen.findByRole('button', { name: "Make the look's file" })).toBeVisible();
    expect(screen.queryByText('Opening the look…')).toBeNull();
  });
});

describe('a list of screens the studio cannot read', () => {
  it('says so, and reads it again on Try again and when the window is back in focus', async () => {
    const user = userEvent.setup();
    list = () => Promise.reject(new TypeError('Failed to fetch'));
    render(
      <MemoryRouter initialEntries={['/studio']}>
        <StudioPage />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The list of screens could not be read: the studio's server did not answer. Is npm start still running? Try again.",
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect.poll(() => lists.length).toBe(2);
    expect(screen.getByRole('alert')).toBeVisible();

    // npm start is back: the author comes back to the page, which lists the screens by itself.
    list = () => Promise.resolve(json(200, { files: listed }));
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('button', { name: /Contact us/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lists).toHaveLength(3);
    // Listed, a focus reads nothing more.
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    expect(lists).toHaveLength(3);
  });
});

describe('a save the server does not take', { timeout: 60_000 }, () => {
  async function openAndEdit(user: ReturnType<typeof userEvent.setup>) {
    readContact = () => Promise.resolve(json(200, contactFile));
    await user.click(await renderStudio());
    await user.click(await screen.findByRole('tab', { name: /Screen/ }, { timeout: 15_000 }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Write to us' } });
    return title;
  }

  it('keeps every edit and says so when the server is stopped, and saves on a second try', async () => {
    const user = userEvent.setup();
    const title = await openAndEdit(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Not saved:/)).toHaveTextContent(
      "Not saved: the studio's server did not answer. Every change is kept in this page. Is npm start still running? Then save again.",
    );
    expect(title).toHaveValue('Write to us');

    const saved: string[] = [];
    save = (_, body) => {
      saved.push(body.text);
      return Promise.resolve(json(200, { ...contactFile, text: body.text, hash: 'y' }));
    };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the screen is up to date')).toBeVisible();
    expect(saved[0]).toContain('"title": "Write to us"');
  });

  it('gives the page back when the server takes the save and never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const title = await openAndEdit(user);
    let taken = 0;
    save = (signal) => {
      taken += 1;
      return hung(signal);
    };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect.poll(() => taken).toBe(1);
    await vi.advanceTimersByTimeAsync(READ_WAIT_MS);
    expect(await screen.findByText(/^Not saved:/)).toHaveTextContent(
      "the studio's server did not answer. Every change is kept in this page.",
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(title).toHaveValue('Write to us');

    // The save given up on had landed after all: the next one meets it and counts as saved.
    let landed = '';
    save = (_, body) => {
      landed = body.text;
      return Promise.resolve(
        json(409, {
          error: 'conflict',
          message: 'contact.json was changed on disk since it was opened',
          current: { ...contactFile, text: body.text, hash: 'z' },
        }),
      );
    };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the screen is up to date')).toBeVisible();
    expect(landed).toContain('Write to us');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a new screen the server does not make', () => {
  it('says nothing was made and why, and Make it can be pressed again', async () => {
    const user = userEvent.setup();
    await renderStudio();
    await user.click(screen.getByRole('button', { name: 'New screen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Summer party' },
    });
    const make = within(dialog).getByRole('button', { name: 'Make it' });
    await user.click(make);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Nothing was changed: the studio's server did not answer. Is npm start still running? Then try again.",
    );
    expect(make).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Summer party');
  });
});
