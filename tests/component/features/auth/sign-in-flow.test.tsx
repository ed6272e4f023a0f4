// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AccountButton } from '../../../../src/features/auth/account-button';
import { AuthProvider } from '../../../../src/features/auth/auth-context';
import { RequireSignIn } from '../../../../src/features/auth/require-sign-in';
import { SignInPage } from '../../../../src/features/auth/sign-in-page';
import { draftKey, forgetAllDrafts } from '../../../../src/services/draft-storage';
import type { AuthService } from '../../../../src/services/firebase';
import { createFakeAuthService } from '../../../doubles/firebase-fake';
import type { AuthProvider as SignInMethod } from '../../../../src/kernel/config/env';
import { showLanguage } from '../../../../src/kernel/i18n/i18n';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderApp(
  start: string,
  service: AuthService | Promise<AuthService>,
  methods: SignInMethod[] = ['google', 'password'],
) {
  const loadService = vi.fn(() => Promise.resolve(service));
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider loadService={loadService} methods={methods} onPersonLeft={forgetAllDrafts}>
            <AccountButton />
            <Where />
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: '/', element: <h1>All forms</h1> },
          { path: '/sign-in', element: <SignInPage /> },
          {
            path: '/member-survey',
            element: (
              <RequireSignIn>
                <h1>Member survey</h1>
              </RequireSignIn>
            ),
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return { loadService, router };
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(async () => {
  localStorage.clear();
  await showLanguage('en');
});

describe('a signed-in screen', () => {
  it('sends a signed-out person to sign-in and straight back with the query string', async () => {
    const fake = createFakeAuthService();
    fake.addAccount('ann@example.com', 'secret-1', 'Ann');
    renderApp('/member-survey?team=blue', fake.service);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Member survey' })).toBeNull();
    await signIn('ann@example.com', 'secret-1');

    expect(await screen.findByRole('heading', { name: 'Member survey' })).toBeVisible();
    expect(screen.getByLabelText('address')).toHaveTextContent('/member-survey?team=blue');
    expect(screen.getByRole('button', { name: 'Account: Ann' })).toBeVisible();
  });

  it('ignores a next address of another site and goes home', async () => {
    const fake = createFakeAuthService();
    fake.addAccount('ann@example.com', 'secret-1');
    renderApp(`/sign-in?next=${encodeURIComponent('https://evil.example/x')}`, fake.service);
    await signIn('ann@example.com', 'secret-1');
    expect(await screen.findByRole('heading', { name: 'All forms' })).toBeVisible();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
  });

  it('is closed again after signing out from the account menu', async () => {
    const user = userEvent.setup();
    const fake = createFakeAuthService({ uid: 'u1', email: 'ann@example.com', name: null });
    renderApp('/member-survey', fake.service);
    expect(await screen.findByRole('heading', { name: 'Member survey' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Account: ann@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Member survey' })).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps a person's unsent answers while they stay, and forgets them once they sign out", async () => {
    const user = userEvent.setup();
    const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };
    localStorage.setItem('forms.signed-in-user', JSON.stringify(ann));
    localStorage.setItem(draftKey('member-survey'), JSON.stringify({ email: ann.email }));
    localStorage.setItem(draftKey('contact'), JSON.stringify({ message: 'from Ann' }));
    renderApp('/member-survey', createFakeAuthService(ann).service);
    expect(await screen.findByRole('heading', { name: 'Member survey' })).toBeVisible();
    expect(localStorage.getItem(draftKey('member-survey'))).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Account: Ann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(localStorage.getItem(draftKey('member-survey'))).toBeNull();
    expect(localStorage.getItem(draftKey('contact'))).toBeNull();
  });

  it('sends a first-time visitor to sign-in at once, before Firebase has loaded', async () => {
    let loaded!: (service: AuthService) => void;
    const { loadService } = renderApp(
      '/member-survey?team=blue',
      new Promise<AuthService>((resolve) => (loaded = resolve)),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('address')).toHaveTextContent(
      `/sign-in?next=${encodeURIComponent('/member-survey?team=blue')}`,
    );
    expect(screen.queryByRole('progressbar', { name: 'Checking your sign-in' })).toBeNull();
    // Firebase is on its way for the sign-in itself.
    expect(loadService).toHaveBeenCalled();

    const fake = createFakeAuthService();
    fake.addAccount('ann@example.com', 'secret-1');
    loaded(fake.service);
    await signIn('ann@example.com', 'secret-1');
    expect(await screen.findByRole('heading', { name: 'Member survey' })).toBeVisible();
  });

  it('waits for Firebase, showing nothing of the screen, when someone signed in here before', async () => {
    localStorage.setItem(
      'forms.signed-in-user',
      JSON.stringify({ uid: 'u1', email: 'ann@example.com', name: 'Ann' }),
    );
    let loaded!: (service: AuthService) => void;
    renderApp('/member-survey', new Promise<AuthService>((resolve) => (loaded = resolve)));
    expect(await screen.findByRole('progressbar', { name: 'Checking your sign-in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Member survey' })).toBeNull();
    expect(screen.getByLabelText('address')).toHaveTextContent('/member-survey');

    loaded(createFakeAuthService({ uid: 'u1', email: 'ann@example.com', name: 'Ann' }).service);
    expect(await screen.findByRole('heading', { name: 'Member survey' })).toBeVisible();
  });

  it('lets in someone Firebase knows though this site forgot them, by way of sign-in', async () => {
    renderApp(
      '/member-survey?team=blue',
      createFakeAuthService({ uid: 'u1', email: 'ann@example.com', name: 'Ann' }).service,
    );
    expect(await screen.findByRole('heading', { name: 'Member survey' })).toBeVisible();
    expect(screen.getByLabelText('address')).toHaveTextContent('/member-survey?team=blue');
  });

  it("forgets the last person's unsent answers when their session ended while away", async () => {
    localStorage.setItem(
      'forms.signed-in-user',
      JSON.stringify({ uid: 'u1', email: 'ann@example.com', name: 'Ann' }),
    );
    localStorage.setItem(draftKey('member-survey'), JSON.stringify({ email: 'ann@example.com' }));
    renderApp('/member-survey', createFakeAuthService(null).service);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(localStorage.getItem(draftKey('member-survey'))).toBeNull();
  });
});

describe('the sign-in page', () => {
  it('offers exactly the methods of the configuration', async () => {
    renderApp('/sign-in', createFakeAuthService().service, ['github', 'microsoft', 'emailLink']);
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('says a wrong password in plain words and keeps what was typed', async () => {
    const fake = createFakeAuthService();
    fake.addAccount('ann@example.com', 'secret-1');
    renderApp('/sign-in', fake.service);
    await signIn('ann@example.com', 'not-it');
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('not-it');
  });

  it('says when the provider window was closed', async () => {
    const user = userEvent.setup();
    const fake = createFakeAuthService();
    renderApp('/sign-in', fake.service);
    await screen.findByRole('button', { name: 'Continue with Google' });
    fake.fail('auth/popup-closed-by-user');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sign-in window was closed');
  });
});

describe('the account button on a public page', () => {
  it('shows who is signed in from the session hint without loading Firebase', async () => {
    localStorage.setItem(
      'forms.signed-in-user',
      JSON.stringify({ uid: 'u1', email: 'ann@example.com', name: 'Ann' }),
    );
    const { loadService } = renderApp('/', createFakeAuthService().service);
    expect(screen.getByRole('button', { name: 'Account: Ann' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All forms' })).toBeVisible());
    expect(loadService).not.toHaveBeenCalled();
  });

  it('offers sign-in, and loads nothing, when nobody is signed in', () => {
    const { loadService } = renderApp('/', createFakeAuthService().service);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(loadService).not.toHaveBeenCalled();
  });
});

describe('sign-in in French', () => {
  it('speaks French: the page, its own checks, Firebase failures, the account button and menu', async () => {
    await showLanguage('fr');
    const user = userEvent.setup();
    const fake = createFakeAuthService();
    fake.addAccount('ann@example.com', 'secret-1', 'Ann');
    renderApp('/member-survey', fake.service);

    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeVisible();
    expect(screen.getByText(/Ce formulaire demande un compte/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuer avec Google' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saisissez votre adresse e-mail.');

    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/Mot de passe/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce mot de passe n’est pas le bon. Réessayez, ou réinitialisez votre mot de passe.',
    );

    await user.clear(screen.getByLabelText(/Mot de passe/));
    await user.type(screen.getByLabelText(/Mot de passe/), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Member survey' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Compte : Ann' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Connecté en tant que ann@example.com' }),
    ).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeVisible();
  });
});
