import type { Answer } from './studio-client';

type Refusal = Extract<Answer<unknown>, { ok: false }>['refusal'];

/** A file the studio was asked to open and could not: the author's words, and whether it is gone. */
export type OpenFailure = { name: string; words: string; gone: boolean };

/**
 * Why `name` did not open, in words an author who never ran a server can act on:
 * what happened, then what to do.
 */
export function openFailureOf(name: string, refusal: Refusal, inSite: boolean): OpenFailure {
  if (refusal.error === 'not-found') {
    const where = inSite ? 'this site' : 'schemas/';
    return {
      name,
      words: `${name} is no longer in ${where}: it was renamed or deleted. Choose another screen, or make it again with New screen.`,
      gone: true,
    };
  }
  const why =
    refusal.error === 'unreachable'
      ? inSite
        ? 'the site did not answer. Is this computer online?'
        : "the studio's server did not answer. Is npm start still running?"
      : `the studio's server refused it (${refusal.message}).`;
  return { name, words: `This screen could not be opened: ${why} Try again.`, gone: false };
}
