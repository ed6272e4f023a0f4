/**
 * The one guard for every address the app goes to on someone else's word:
 * the sign-in page's `?next=` (anyone can craft the link) and a screen's
 * `success.redirect` (the checker calls it too, so a file that would be
 * refused here fails `npm run check`).
 *
 * Browsers read `\` as `/` and drop tabs and line breaks, so `/\evil.example`
 * and `/<tab>/evil.example` are `//evil.example`: another site. Dot segments
 * can make one as well (`/.//evil.example`, `/%2e//evil.example` resolve to
 * the path `//evil.example`, which a router or `location.assign` reads as a
 * host). Hence: no `\` or control character anywhere, no `//` in the path,
 * and after `new URL` the same origin and a path that still starts with one
 * `/`. `schemas/_screen.schema.json` says the same as a pattern, for editors.
 */

/** A path is read the same against any origin: this one when the page's does not matter. */
const CHECK_ORIGIN = 'https://app.invalid';

// Control characters are what the URL parser drops or percent-encodes.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * `raw` as a path of the site at `origin` (path, query and hash, normalised
 * as the browser would read them), or undefined when it is anything else.
 */
export function sitePath(raw: string | null | undefined, origin = CHECK_ORIGIN) {
  if (!raw?.startsWith('/') || UNSAFE.test(raw)) return undefined;
  if (/^[^?#]*\/\//.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  // What the router or `location.assign` gets: this site, and never a `//host`.
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a screen's success screen may lead: a path of this site, or a full
 * http(s) address (a thank-you page elsewhere is the author's choice, a
 * `javascript:` one never runs).
 */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target) return undefined;
  if (target.startsWith('/')) return sitePath(target);
  if (UNSAFE.test(target) || !/^https?:\/\//.test(target)) return undefined;
  try {
    return new URL(target).href;
  } catch {
    return undefined;
  }
}
