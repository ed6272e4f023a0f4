import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { loadAuthService, type AuthService } from '../../services/firebase';
import { loadOnce } from '../../kernel/load-once';
import type { SignedInPerson } from '../../screen/signed-in-person';
import { config, type AuthProvider as SignInMethod } from '../../kernel/config/env';
import { useHydrated } from '../../kernel/ui/use-hydrated';
import { hasLeft, readSessionHint, writeSessionHint } from './session-hint';

/**
 * `hint`: Firebase not loaded yet, `user` is the last one it reported here;
 * `loading`: being loaded; `ready`: `user` is what Firebase says now;
 * `failed`: Firebase could not be loaded (offline).
 */
export type AuthStatus = 'hint' | 'loading' | 'ready' | 'failed';

export type AuthContextValue = {
  status: AuthStatus;
  user: SignedInPerson | null;
  methods: readonly SignInMethod[];
  /** Loads Firebase (once) and starts following the session; safe to call on every render. */
  load: () => Promise<AuthService>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({
  children,
  loadService = loadAuthService,
  methods = config.authProviders,
  onPersonLeft,
}: {
  children: ReactNode;
  loadService?: () => Promise<AuthService>;
  methods?: readonly SignInMethod[];
  /** The last signed-in person has left this browser: what was theirs must go (their drafts). */
  onPersonLeft?: () => void;
}) {
  const [state, setState] = useState<{ status: AuthStatus; user: SignedInPerson | null }>(() => ({
    status: 'hint',
    user: readSessionHint(),
  }));
  // Firebase answers whenever it likes, also after this provider is gone (a
  // test's page torn down): nothing is set on a provider that is not there.
  const { load, life } = useMemo(() => {
    const life = new Presence();
    return {
      life,
      load: loadOnce(async () => {
        setState((s) => (s.status === 'ready' ? s : { ...s, status: 'loading' }));
        try {
          const service = await loadService();
          service.onUserChanged((user) => {
            if (!life.here) return;
            if (hasLeft(readSessionHint(), user)) onPersonLeft?.();
            writeSessionHint(user);
            setState({ status: 'ready', user });
          });
          return service;
        } catch (error) {
          setState((s) => ({ ...s, status: 'failed' }));
          throw error;
        }
      }),
    };
  }, [loadService, onPersonLeft]);
  useEffect(() => {
    life.enter();
    return () => life.leave();
  }, [life]);

  // A page rendered at build time was rendered for nobody: the person comes in once it is hydrated.
  const hydrated = useHydrated();
  const value = useMemo(
    () => ({ ...state, user: hydrated ? state.user : null, methods, load }),
    [state, hydrated, methods, load],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Whether a provider is on the page. Entered again after a remount (React's
 * strict mode unmounts and mounts once in development).
 */
class Presence {
  here = true;
  enter(): void {
    this.here = true;
  }
  leave(): void {
    this.here = false;
  }
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}

/**
 * Who is signed in, for prefill (`user.*`) and the submit adapter (`signed_in_uid`,
 * `user_email`, `user_name`); `null` when nobody is. On a signed-in screen this
 * is Firebase's own answer (the guard waits for it); on a public page that has
 * not loaded Firebase it is the last user Firebase reported in this browser.
 */
export function useCurrentUser(): SignedInPerson | null {
  return useAuth().user;
}
