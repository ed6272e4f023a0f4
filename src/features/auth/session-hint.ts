import type { AuthUser } from '../../services/firebase';
import { draftKey } from '../drafts/use-draft';

/**
 * The last user Firebase reported in this browser, so the app bar can show the
 * account button on a public page without downloading Firebase. Only the auth
 * provider writes it, from Firebase's own callbacks; it is a hint for display
 * and never opens a signed-in screen: those wait for Firebase itself.
 */
const KEY = 'forms.signed-in-user';

export function readSessionHint(): AuthUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<AuthUser>;
    if (typeof v.uid !== 'string') return null;
    return {
      uid: v.uid,
      email: typeof v.email === 'string' ? v.email : null,
      name: typeof v.name === 'string' ? v.name : null,
    };
  } catch {
    return null; // storage blocked or a mangled value: as good as signed out
  }
}

export function writeSessionHint(user: AuthUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked (private mode): the button then appears once Firebase is loaded.
  }
}

/**
 * Unsent answers typed while someone was signed in are theirs (a signed-in
 * screen's draft holds their email and whatever they wrote): once that person
 * has left this browser (signed out, session ended, another person signed in),
 * the next one must not find them restored in the form.
 */
export function forgetDraftsOf(previous: AuthUser | null, now: AuthUser | null): void {
  if (!previous || previous.uid === now?.uid) return;
  try {
    const prefix = draftKey('');
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(prefix)) localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: no drafts were kept either.
  }
}
