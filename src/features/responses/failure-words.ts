import '../../kernel/i18n/responses-words';
import type { Words } from '../../kernel/i18n/i18n';
import { isObject } from '../../kernel/is-object';
import type { AppConfig } from '../../kernel/config/env';
import type { SignedInPerson } from '../../screen/signed-in-person';

/**
 * Where the page reads: npm start's demo project with no Firestore emulator (`none`), with one
 * (`emulator`: the reader is a developer), or a real project, whose owners never run npm start.
 */
export type Database = 'none' | 'emulator' | 'project';

export function databaseOf(firebase: AppConfig['firebase']): Database {
  if (!firebase.projectId.startsWith('demo-')) return 'project';
  return firebase.firestoreEmulatorHost ? 'emulator' : 'none';
}

const codeOf = (error: unknown) =>
  isObject(error) && typeof error.code === 'string' ? error.code : 'unavailable';

/** The rules refused this person: the form is not theirs (or the rules were never deployed). */
export const isRefusal = (error: unknown): boolean =>
  isObject(error) && ['permission-denied', 'unauthenticated'].includes(codeOf(error));

/**
 * What went wrong reading or deleting, in the owner's words: never a blank page.
 * `everyForm`: the list of forms, where every one refused the person.
 */
export function failureWords(
  error: unknown,
  user: SignedInPerson | null,
  t: Words,
  database: Database,
  everyForm = false,
): string {
  if (database === 'none') {
    return `${t('responses.error.notConfigured')} ${t('responses.error.emulator')}`;
  }
  const code = codeOf(error);
  const email = user?.email ?? '';
  if (isRefusal(error)) {
    if (user?.emailVerified === false) return t('responses.error.unverified', { email });
    return t(everyForm ? 'responses.error.deniedAll' : 'responses.error.denied', { email });
  }
  if (code === 'unavailable' || code === 'deadline-exceeded' || code === 'unknown') {
    const words = t('responses.error.unreachable');
    return database === 'emulator' ? `${words} ${t('responses.error.emulator')}` : words;
  }
  return t('responses.error.other', { reason: error instanceof Error ? error.message : code });
}
