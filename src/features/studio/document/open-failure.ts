import { THEME_FILE_NAME } from '../../../checker/theme-rules';
import { translationNameParts } from '../../../checker/translation-rules';
import type { Refusal } from './studio-client';

/**
 * Why a request of the studio failed, for an author who never ran a server: what happened
 * (`why`, to follow "could not be opened:" or "Not saved:"), what they can do about it (`todo`,
 * to precede "Try again" or "Save again"), and what the server said, for whoever helps them
 * (`detail`: shown smaller; none when it adds nothing).
 */
export type FailureWords = { why: string; todo: string; detail?: string };

export function failureWords(refusal: Refusal, inSite: boolean): FailureWords {
  const said =
    refusal.status === undefined
      ? undefined
      : refusal.error === 'not-studio'
        ? `The server answered ${refusal.message}.`
        : `The server said: ${refusal.message} (${String(refusal.status)}).`;
  const words = (why: string, todo: string): FailureWords =>
    said ? { why, todo, detail: said } : { why, todo };
  switch (refusal.error) {
    case 'unreachable':
      return inSite
        ? words('the site did not answer', 'Is this computer online?')
        : words("the studio's server did not answer", 'Is npm start still running?');
    case 'not-studio':
      return (refusal.status ?? 500) >= 500
        ? words(
            "the studio's server ran into a problem",
            'The window where npm start runs says what went wrong: start it again if it stopped.',
          )
        : words(
            "this page's address is not the studio's server",
            'Open the studio at the address npm start prints (it ends in /studio).',
          );
    case 'forbidden':
      return words(
        "the studio's server refused",
        'The studio works only on files inside the schemas folder (not links to elsewhere), in a page opened at the address npm start prints.',
      );
    case 'too-large':
      return words('the file is too large for the studio', 'Make it smaller.');
    case 'conflict':
      return words(refusal.message, 'Reload the page to read the files as they are now.');
    case 'not-found':
      return words(refusal.message, 'Reload the page: what you typed and did not save comes back.');
    default:
      return words(
        "the studio's server did not understand the page",
        'Reload the page: what you typed and did not save comes back.',
      );
  }
}

/** Why a save did not happen and what to do, after "Not saved:": nothing typed is lost. */
export const unsavedWords = ({ why, todo }: FailureWords) =>
  `${why}. Every change is kept in this page. ${todo} Then save again.`;

/** A file the studio was asked to open and could not: the author's words, and whether it is gone. */
export type OpenFailure = { name: string; words: string; detail?: string; gone: boolean };

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
  const { why, todo, detail } = failureWords(refusal, inSite);
  const what =
    name === THEME_FILE_NAME
      ? 'The look'
      : translationNameParts(name)
        ? `The translation ${name}`
        : 'This screen';
  return {
    name,
    words: `${what} could not be opened: ${why}. ${todo} Try again.`,
    ...(detail && { detail }),
    gone: false,
  };
}
