// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../src/app/router';
import { ScreenCrashBoundary } from '../../../src/features/screen/screen-crash';
import { showLanguage } from '../../../src/kernel/i18n/i18n';

function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('the routes', () => {
  it('list the forms at /', async () => {
    openAt('/');
    // Home's list is a chunk of its own (a form screen does not load it).
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('open a screen at its own address', async () => {
    openAt('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    // The first form of the run: its code is compiled for the test as it loads, part by part.
    expect(
      await screen.findByRole('textbox', { name: /Your name/ }, { timeout: 45_000 }),
    ).toBeTruthy();
  });

  it('say so at an address with no form', async () => {
    openAt('/no-such-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no-such-form')).toBeTruthy();
  });

  it('load the sign-in page when it is asked for', async () => {
    openAt('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });
});

describe("a language's prefix", () => {
  afterEach(() => showLanguage('en'));

  it('opens the app in that language, its links keeping the prefix', async () => {
    openAt('/fr/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Formulaires' })).toBeTruthy();
    // Listed in French where the screen has French; a screen without it, at its own address.
    expect(screen.getByRole('link', { name: /Contactez-nous/ }).getAttribute('href')).toBe(
      '/fr/contact',
    );
    expect(screen.getByRole('link', { name: /Order supplies/ }).getAttribute('href')).toBe(
      '/order',
    );
    // Its words are marked as English, written left to right inside the line.
    const english = screen.getByText('Order supplies');
    expect([english.getAttribute('lang'), english.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(screen.getByText('Contactez-nous').getAttribute('lang')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tous les formulaires' }).getAttribute('href')).toBe(
      '/fr/',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/fr/sign-in?next=%2Ffr%2F',
    );
  });

  it("opens a screen in that language, in its translation's words", async () => {
    openAt('/ar/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /اسمك/ })).toBeTruthy();
  });

  it('leads from a language the screen does not have to its own address, in its own language', async () => {
    openAt('/fr/order?name=Ana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order supplies' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'All forms' })).toBeTruthy();
  });

  it('is a page not found when it names no offered language, and home there keeps the prefix', async () => {
    openAt('/xx/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    cleanup();
    openAt('/fr/no-such-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Voir tous les formulaires' }).getAttribute('href'),
    ).toBe('/fr/');
  });
});

describe('a screen that crashes', () => {
  afterEach(() => vi.restoreAllMocks());

  function Broken(): never {
    throw new Error('a bug in a screen');
  }

  it('shows plain words and a way on, while the page around it keeps working', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <nav>app bar</nav>
        <ScreenCrashBoundary>
          <Broken />
        </ScreenCrashBoundary>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this screen' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/saved answers are kept/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all forms' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('app bar')).toBeTruthy();
  });
});
