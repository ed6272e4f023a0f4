import { expect, test } from 'vitest';
import '../../../../src/kernel/i18n/responses-words';
import { pageWords } from '../../../../src/kernel/i18n/i18n';
import {
  databaseOf,
  failureWords,
  isRefusal,
} from '../../../../src/features/responses/failure-words';

const ANA = { uid: 'ana', email: 'ana@example.org', name: null, emailVerified: true };
const failure = (code: string) => Object.assign(new Error(`Firestore: ${code}`), { code });

test('where the page reads: no database, an emulator, or a real project', () => {
  expect(databaseOf({ projectId: 'demo-forms' } as never)).toBe('none');
  expect(
    databaseOf({ projectId: 'demo-forms', firestoreEmulatorHost: '127.0.0.1:8080' } as never),
  ).toBe('emulator');
  expect(databaseOf({ projectId: 'acme-forms' } as never)).toBe('project');
});

test('out of reach: owners of a real site are never told about npm start', () => {
  const words = failureWords(failure('unavailable'), ANA, pageWords, 'project');
  expect(words).toBe('The database does not answer. Check the connection and try again.');
  expect(failureWords(failure('unavailable'), ANA, pageWords, 'emulator')).toMatch(
    /try again\. On a computer running npm start, start the Firestore emulator/,
  );
});

test('no database connected under npm start: said so, whatever the error', () => {
  expect(failureWords(failure('unavailable'), ANA, pageWords, 'none')).toMatch(
    /^No database is connected to this site, so there are no responses to show\. On a computer running npm start/,
  );
});

test('refused: who is signed in and what an owner is', () => {
  expect(failureWords(failure('permission-denied'), ANA, pageWords, 'project')).toMatch(
    /^You are signed in as ana@example\.org, which is not an owner/,
  );
  expect(
    failureWords(
      failure('permission-denied'),
      { ...ANA, emailVerified: false },
      pageWords,
      'project',
    ),
  ).toMatch(/this address is not verified yet/);
});

test('refused on the list of forms, by every one of them: not an owner of any form', () => {
  expect(isRefusal(failure('permission-denied'))).toBe(true);
  expect(isRefusal(failure('unavailable'))).toBe(false);
  expect(failureWords(failure('permission-denied'), ANA, pageWords, 'project', true)).toMatch(
    /^You are signed in as ana@example\.org, which is not an owner of any form here/,
  );
});
