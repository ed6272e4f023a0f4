import { paths } from '../../shared/routes/paths';

/**
 * Where to go after signing in: only a path of this site, so a crafted link
 * (`?next=https://evil.example`, `//evil.example`, `/\evil.example`) can never
 * send someone elsewhere. Anything else, and the sign-in page itself, is home.
 */
export function safeNext(raw: string | null, origin: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return paths.home;
  }
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return paths.home;
  }
  if (url.origin !== origin || url.pathname === paths.signIn) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that comes back to `location` afterwards. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }) {
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (location.pathname === paths.signIn || here === paths.home) return paths.signIn;
  return `${paths.signIn}?${new URLSearchParams({ next: here }).toString()}`;
}
