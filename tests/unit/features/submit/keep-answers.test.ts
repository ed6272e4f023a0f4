import { expect, test, vi } from 'vitest';
import { claimKeptEmail, keepAnswers } from '../../../../src/features/submit/keep-answers';
import { keeping } from '../../../../src/screen/responses';
import type { ScreenFile } from '../../../../src/screen/types';
import { createStorageDouble } from '../../../doubles/storage-double';

// The respondent's side of keeping, where no database is needed to tell: the tests' config is
// npm start's with no Firestore emulator (the demo- project, no emulator host).
const screen = {
  title: 'Kept',
  schema: { type: 'object', properties: { name: { type: 'string' } } },
  responses: { owners: ['ana@example.org'] },
} as unknown as ScreenFile;

test('no database connected under a demo project: said at once, nothing sent, the answers stay', async () => {
  const said = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { store } = createStorageDouble();
  const result = await keepAnswers({
    slug: 'kept',
    keep: keeping(screen)!,
    id: '0000-0000-0001',
    answers: { name: 'Ana' },
    user: null,
    language: 'en',
    version: 'v',
    open: () => true,
    storage: store,
  });
  expect(result).toMatchObject({
    ok: false,
    kind: 'not-configured',
    message: expect.stringMatching(/this site has none connected, so nothing was sent/),
  });
  expect(said).toHaveBeenCalledWith(expect.stringMatching(/no Firestore emulator is connected/));
  said.mockRestore();
});

test('the email of a kept response is claimed once in a browser, every tab sharing its storage', () => {
  const { store } = createStorageDouble();
  expect(claimKeptEmail(store, '0000-0000-0001')).toBe(true);
  expect(claimKeptEmail(store, '0000-0000-0001')).toBe(false);
  expect(claimKeptEmail(store, '0000-0000-0002')).toBe(true);
});
