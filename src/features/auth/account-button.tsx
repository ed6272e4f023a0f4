import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { themeFile } from '@generated/theme-file';
import { splitLanguagePath } from '../../kernel/i18n/language-paths';
import { useLocalPath } from '../../kernel/routes/local-path';
import { paths } from '../../kernel/routes/paths';
import { AccountIcon } from '../../kernel/ui/icons';
import { useHydrated } from '../../kernel/ui/use-hydrated';
import { i18n, useWords, type Words } from '../../kernel/i18n/i18n';
import type { SignedInPerson } from '../../screen/signed-in-person';
import { useAuth } from './auth-context';
import { signInPathFor } from './safe-next';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * What went wrong, in words that come with the sign-in code (not on every
 * page's first load); offline, when that code cannot come either, the
 * connection is what went wrong.
 */
const problemOf = (error: unknown): Promise<string> =>
  import('./error-messages').then(
    (m) => m.authErrorMessage(error),
    () => i18n._('auth.network'),
  );

const whoIs = (user: SignedInPerson, t: Words) => user.name ?? user.email ?? t('account.signedIn');

/**
 * The app bar's account control. Who is signed in comes from the session hint,
 * so a public page shows it without Firebase; opening the menu loads Firebase,
 * which confirms the session (or turns the button back into "Sign in").
 * Plain elements (shell.css): it is on every page; the menu brings MUI.
 */
export function AccountButton() {
  const t = useWords();
  const { user, load } = useAuth();
  const location = useLocation();
  const local = useLocalPath();
  // A page rendered at build time links back to its bare route: its query comes in with the app.
  const here = useHydrated() ? location : { pathname: location.pathname, search: '', hash: '' };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted so it can close with its transition.
  const [menuWanted, setMenuWanted] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (!user) {
    if (splitLanguagePath(location.pathname, themeFile.languages).path === paths.signIn)
      return null;
    return (
      <Link className="button" to={local(signInPathFor(here))}>
        {t('signIn.title')}
      </Link>
    );
  }

  const signOut = async () => {
    try {
      await (await load()).signOut();
      setAnchor(null);
    } catch (e) {
      setProblem(await problemOf(e));
    }
  };

  return (
    <>
      <button
        type="button"
        className="button account"
        aria-label={t('account.label', { who: whoIs(user, t) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setMenuWanted(true);
          setProblem(undefined);
          load().catch(async (err: unknown) => setProblem(await problemOf(err)));
        }}
      >
        <span className="button-icon">
          <AccountIcon />
        </span>
        {/* Its own direction: an address in an Arabic bar is cut at its end, not its start. */}
        <span className="nowrap" dir="auto">
          {whoIs(user, t)}
        </span>
      </button>
      {menuWanted && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            email={user.email ?? whoIs(user, t)}
            problem={problem}
            onClose={() => setAnchor(null)}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </>
  );
}
