import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadRules } from '../../../src/scripts/firestore-emulator';
import { createResponseStore } from '../../../src/services/firestore-writes';
import type { RunningEmulator } from '../../../src/scripts/firestore-emulator';
import { emulatorFound, startTestEmulator } from '../../fixtures/firestore-emulator';

const OPEN = `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /{x=**} { allow read, write: if true; } } }`;

describe.skipIf(!emulatorFound)('the store on the real emulator', () => {
  let emulator: RunningEmulator;
  const store = () =>
    createResponseStore({
      apiKey: 'test',
      authDomain: 'demo-forms.firebaseapp.com',
      projectId: 'demo-forms',
      appId: 'test',
      emulatorHost: undefined,
      firestoreEmulatorHost: emulator.host,
    });

  beforeAll(async () => {
    emulator = await startTestEmulator();
  }, 120_000);
  afterAll(() => emulator?.stop());

  test('a rules file that does not compile is refused with its line and column', async () => {
    expect(await loadRules(emulator.host, 'demo-forms', 'rules_version = "2";\nbroken {')).toMatch(
      /L2:1/,
    );
  });

  test('a response, its counter and its person are written together', async () => {
    expect(await loadRules(emulator.host, 'demo-forms', OPEN)).toBeUndefined();
    const responses = store();
    const response = {
      screen: 'store-test',
      answers: { name: 'Ana' },
      language: 'en',
      version: 'v1',
      uid: 'ana',
      counted: true,
      onePerPerson: true,
    };
    await responses.keep({ ...response, id: 'first' });
    await responses.keep({ ...response, id: 'second', uid: 'ben' });
    expect(await responses.taken('store-test')).toBe(2);
    expect(await responses.givenBy('store-test', 'ben')).toBe('second');
    expect(await responses.givenBy('store-test', 'cleo')).toBeUndefined();
  });

  test('a refusal comes with Firestore code, for the page to word', async () => {
    await loadRules(
      emulator.host,
      'demo-forms',
      OPEN.replace('allow read, write: if true', 'allow read, write: if false'),
    );
    await expect(store().taken('store-test')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
