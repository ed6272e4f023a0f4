import { paths } from '../../kernel/routes/paths';
import { sitePath } from '../../kernel/routes/safe-path';

/**
 * Where to go after signing in: only a path of this site (`sitePath`), so a
 * crafted link (`?next=https://evil.example`, `/\evil.example`,
 * `/.//evil.example`) never sends someone elsewhere nor gives the router a
 * `//host` it refuses. Anything else, and the sign-in page itself, is home.
 */
export function safeNext(raw: string | null, origin: string): string {
  const path = sitePath(raw, origin);
  if (!path || new URL(path, origin).pathname === paths.signIn) return paths.home;
  return path;
}

/** The sign-in page's address that comes back to `location` afterwards. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }) {
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (location.pathname === paths.signIn || here === paths.home) return paths.signIn;
  return `${paths.signIn}?${new URLSearchParams({ next: here }).toString()}`;
}
