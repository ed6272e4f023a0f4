import { describe, expect, it } from 'vitest';
import { safeNext, signInPathFor } from '../../../../src/features/auth/safe-next';

const ORIGIN = 'https://forms.example';

describe('where sign-in returns to', () => {
  it('keeps a path of this site with its query string and hash', () => {
    expect(safeNext('/member-survey?team=blue&x=1#top', ORIGIN)).toBe(
      '/member-survey?team=blue&x=1#top',
    );
  });

  it.each([
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    // Dot segments that resolve to `//evil.example`: the router refuses that, and the page crashed.
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/..//evil.example'],
    ['/%2e//evil.example'],
    ['javascript:alert(1)'],
    ['member-survey'],
    [''],
    [null],
  ])('sends %j home instead of away', (raw) => {
    expect(safeNext(raw, ORIGIN)).toBe('/');
  });

  it('never returns to the sign-in page itself', () => {
    expect(safeNext('/sign-in?next=/x', ORIGIN)).toBe('/');
  });

  it('builds the sign-in address that comes back to the current screen', () => {
    const path = signInPathFor({ pathname: '/member-survey', search: '?team=blue', hash: '' });
    const next = new URLSearchParams(path.split('?')[1]).get('next');
    expect(path.startsWith('/sign-in?')).toBe(true);
    expect(safeNext(next, ORIGIN)).toBe('/member-survey?team=blue');
    expect(signInPathFor({ pathname: '/', search: '', hash: '' })).toBe('/sign-in');
  });
});
