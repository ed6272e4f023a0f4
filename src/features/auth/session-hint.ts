import type { SignedInPerson } from '../../screen/signed-in-person';
import { browserStorage } from '../../services/storage';

/**
 * The last user Firebase reported in this browser, so the app bar can show the
 * account button on a public page without downloading Firebase. Only the auth
 * provider writes it, from Firebase's own callbacks; it is a hint for display
 * and never opens a signed-in screen: those wait for Firebase itself.
 */
const KEY = 'forms.signed-in-user';

export function readSessionHint(): SignedInPerson | null {
  const raw = browserStorage.read(KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SignedInPerson>;
    if (typeof v.uid !== 'string') return null;
    return {
      uid: v.uid,
      email: typeof v.email === 'string' ? v.email : null,
      name: typeof v.name === 'string' ? v.name : null,
    };
  } catch {
    return null; // a mangled value: as good as signed out
  }
}

/** With storage blocked (private mode) nothing is kept: the button then appears once Firebase is loaded. */
export function writeSessionHint(user: SignedInPerson | null): void {
  if (user) browserStorage.write(KEY, JSON.stringify(user));
  else browserStorage.remove(KEY);
}

/** The person last seen in this browser is gone: signed out, session ended, or someone else signed in. */
export function hasLeft(previous: SignedInPerson | null, now: SignedInPerson | null): boolean {
  return previous !== null && previous.uid !== now?.uid;
}
