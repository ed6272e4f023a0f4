import type { SignedInPerson } from '../../src/screen/signed-in-person';
import type { AuthService, HostedProvider } from '../../src/services/firebase';

type Account = { password: string; user: SignedInPerson };

/**
 * An in-memory fake of Firebase Auth with the same failure codes, for
 * unit and component tests. `fail` makes the next call of any method throw `code`.
 */
export function createFakeAuthService(initial: SignedInPerson | null = null) {
  const accounts = new Map<string, Account>();
  const listeners = new Set<(user: SignedInPerson | null) => void>();
  let current = initial;
  let nextFailure: string | undefined;
  const set = (user: SignedInPerson | null) => {
    current = user;
    for (const l of listeners) l(user);
  };
  const guard = async () => {
    await Promise.resolve();
    if (nextFailure) {
      const code = nextFailure;
      nextFailure = undefined;
      throw Object.assign(new Error(code), { code });
    }
  };
  const service: AuthService = {
    onUserChanged(listener) {
      listeners.add(listener);
      queueMicrotask(() => listeners.has(listener) && listener(current));
      return () => listeners.delete(listener);
    },
    async signInWithPassword(email, password) {
      await guard();
      const account = accounts.get(email);
      if (!account) throw Object.assign(new Error(), { code: 'auth/user-not-found' });
      if (account.password !== password) {
        throw Object.assign(new Error(), { code: 'auth/wrong-password' });
      }
      set(account.user);
    },
    async createAccount(email, password) {
      await guard();
      if (accounts.has(email))
        throw Object.assign(new Error(), { code: 'auth/email-already-in-use' });
      if (password.length < 6) throw Object.assign(new Error(), { code: 'auth/weak-password' });
      const user = { uid: `uid-${accounts.size + 1}`, email, name: null };
      accounts.set(email, { password, user });
      set(user);
    },
    async sendPasswordReset() {
      await guard();
    },
    async signInWithProvider(provider: HostedProvider) {
      await guard();
      set({ uid: `${provider}-uid`, email: `someone@${provider}.example`, name: 'Some One' });
    },
    async completeRedirect() {
      await guard();
    },
    async sendSignInLink() {
      await guard();
    },
    isSignInLink: (url) => url.includes('oobCode='),
    async signInWithLink(email) {
      await guard();
      set({ uid: 'link-uid', email, name: null });
    },
    async signOut() {
      await guard();
      set(null);
    },
  };
  return {
    service,
    fail(code: string) {
      nextFailure = code;
    },
    addAccount(email: string, password: string, name: string | null = null) {
      accounts.set(email, { password, user: { uid: `uid-${accounts.size + 1}`, email, name } });
    },
  };
}
