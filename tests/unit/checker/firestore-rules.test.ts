// The rules generated from screen files, on the real Firestore emulator: each refusal beside
// the allowed case it differs from, the allowed ones written by the app's own store.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { checkScreenFiles } from '../../../src/checker/check';
import { firestoreRules } from '../../../src/checker/firestore-rules';
import {
  EMULATOR_PROJECT,
  loadRules,
  type RunningEmulator,
} from '../../../src/scripts/firestore-emulator';
import type { ResponseToKeep } from '../../../src/services/firestore';
import { createResponseStore } from '../../../src/services/firestore-writes';
import { keepAnswers } from '../../../src/features/submit/keep-answers';
import { answersToSend } from '../../../src/email/answers';
import { keeping } from '../../../src/screen/responses';
import { createStorageDouble } from '../../doubles/storage-double';
import {
  clearDocuments,
  clientOf,
  closeClients,
  emulatorFound,
  startTestEmulator,
  type Person,
} from '../../fixtures/firestore-emulator';

/** A field name with a quote of each kind, a backslash, a line break and an emoji. */
const HOSTILE = `it's "x" \\ y\n😀 }; allow write: if true; //`;

const screen = (extra: Record<string, unknown>) => ({
  title: 'Test',
  email: { template: 'template_test' },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 100 },
      note: { type: 'string' },
      age: { type: 'integer' },
      score: { type: 'number' },
      agree: { type: 'boolean' },
      colour: { type: 'string', enum: ['red', 'blue'] },
      tags: {
        type: 'array',
        maxItems: 2,
        items: { type: 'string', enum: ['a', 'b', 'c'] },
        uniqueItems: true,
      },
      address: { type: 'object', properties: { city: { type: 'string', maxLength: 20 } } },
      [HOSTILE]: { type: 'string', maxLength: 5 },
    },
  },
  ...extra,
});

const files = {
  '_owners.json': { owners: ['Site.Owner@example.org'] },
  'survey.json': screen({ responses: { owners: ['ana@example.org'], keepForDays: 30 } }),
  'limited.json': screen({ responses: { closeAfter: 2 } }),
  'once.json': screen({ access: 'signed-in', responses: { onePerPerson: true } }),
  'later.json': screen({
    responses: true,
    opening: { opens: '2099-01-01T09:00', timeZone: 'UTC' },
  }),
  'over.json': screen({
    responses: { dropOff: true },
    layout: 'one-at-a-time',
    opening: { opens: '2000-01-01T09:00', closes: '2001-01-01T09:00', timeZone: 'UTC' },
  }),
  'open.json': screen({
    responses: true,
    opening: { opens: '2000-01-01T09:00', closes: '2099-01-01T09:00', timeZone: 'UTC' },
  }),
  'shut.json': screen({ responses: true, opening: { closed: true } }),
  'plain.json': screen({}),
  'questions.json': screen({
    responses: { dropOff: true },
    layout: 'one-at-a-time',
    steps: [
      { title: 'One', fields: ['name', 'note', 'age', 'score', 'agree'] },
      { title: 'Two', fields: ['colour', 'tags', 'address', HOSTILE] },
    ],
  }),
  'funnel.json': screen({
    responses: { dropOff: true },
    steps: [
      { title: 'One', fields: ['name', 'note', 'age', 'score', 'agree'] },
      { title: 'Two', fields: ['colour', 'tags', 'address', HOSTILE] },
    ],
  }),
};

/** The longest form, with every check at once: its rules stay within Firestore's 1,000 steps. */
const BIG_FIELDS = Object.fromEntries(
  Array.from({ length: 60 }, (_, i) => [`q${i}`, { type: 'string', maxLength: 50 }]),
);
Object.assign(files, {
  'big.json': {
    title: 'Big',
    access: 'signed-in',
    responses: { closeAfter: 5, onePerPerson: true, keepForDays: 10 },
    schema: { type: 'object', properties: { ...BIG_FIELDS, group: files['survey.json'].schema } },
  },
});

const checked = checkScreenFiles(
  Object.entries(files).map(([name, value]) => ({ name, text: JSON.stringify(value) })),
);
const rules = firestoreRules(checked);

const ANA: Person = { uid: 'ana', email: 'ana@example.org', email_verified: true };
const SITE_OWNER: Person = { uid: 'site', email: 'site.owner@example.org', email_verified: true };
const UNVERIFIED_ANA: Person = { uid: 'fake', email: 'ana@example.org', email_verified: false };
const BEN: Person = { uid: 'ben', email: 'ben@example.org', email_verified: true };
const CLEO: Person = { uid: 'cleo', email: 'cleo@example.org', email_verified: true };

const ANSWERS = {
  name: 'Ben',
  age: 41,
  score: 2.5,
  agree: true,
  colour: 'red',
  tags: ['a', 'c'],
  address: { city: 'Lyon' },
  [HOSTILE]: 'ok',
};

const response = (over: Partial<ResponseToKeep> = {}): ResponseToKeep => ({
  screen: 'survey',
  id: '0a1b-2c3d-4e5f',
  answers: ANSWERS,
  language: 'en',
  version: checked.screens.find((s) => s.slug === (over.screen ?? 'survey'))?.version ?? '',
  keepForDays: 30,
  counted: false,
  onePerPerson: false,
  ...over,
});

const DENIED = { code: 'permission-denied' };

describe.skipIf(!emulatorFound)('firestore.rules on the real emulator', () => {
  let emulator: RunningEmulator;
  const as = (person: Person) => clientOf(emulator, person);
  const keep = (person: Person, r: ResponseToKeep) => createResponseStore(as(person)).keep(r);
  /** The document a response of `r` is, written as a script would write it, fields replaced. */
  const raw = (db: Firestore, r: ResponseToKeep, fields: Record<string, unknown> = {}) => {
    const data: Record<string, unknown> = {
      answers: r.answers,
      submittedAt: serverTimestamp(),
      language: r.language,
      version: r.version,
      expiresAt: Timestamp.fromMillis(Date.now() + 29 * 86_400_000),
      ...fields,
    };
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    return setDoc(doc(db, 'screens', r.screen, 'responses', r.id), data);
  };

  beforeAll(async () => {
    expect(checked.problems).toEqual([]);
    emulator = await startTestEmulator();
    expect(await loadRules(emulator.host, EMULATOR_PROJECT, rules)).toBeUndefined();
  }, 120_000);
  beforeEach(() => clearDocuments(emulator));
  afterAll(async () => {
    await closeClients();
    emulator?.stop();
  });

  test('a rules file that does not compile is refused with its line and column', async () => {
    const emulatorSays = await loadRules(emulator.host, EMULATOR_PROJECT, `${rules}\nbroken {`);
    expect(emulatorSays).toMatch(/L\d+:1/);
    expect(await loadRules(emulator.host, EMULATOR_PROJECT, rules)).toBeUndefined();
  });

  test('a stranger cannot read responses; an owner of the screen or of the site can', async () => {
    await keep(null, response());
    const path = ['screens', 'survey', 'responses', '0a1b-2c3d-4e5f'] as const;
    await expect(getDoc(doc(as(null), ...path))).rejects.toMatchObject(DENIED);
    await expect(getDoc(doc(as(BEN), ...path))).rejects.toMatchObject(DENIED);
    await expect(
      getDocs(collection(as(BEN), 'screens', 'survey', 'responses')),
    ).rejects.toMatchObject(DENIED);
    await expect(getDoc(doc(as(UNVERIFIED_ANA), ...path))).rejects.toMatchObject(DENIED);
    const read = await getDoc(doc(as(ANA), ...path));
    expect(read.get('answers')).toEqual(ANSWERS);
    expect(read.get('submittedAt')).toBeInstanceOf(Timestamp);
    expect((await getDocs(collection(as(SITE_OWNER), 'screens', 'survey', 'responses'))).size).toBe(
      1,
    );
  });

  test('the person who answered cannot read their response back', async () => {
    await keep(BEN, response({ uid: 'ben' }));
    await expect(
      getDoc(doc(as(BEN), 'screens', 'survey', 'responses', '0a1b-2c3d-4e5f')),
    ).rejects.toMatchObject(DENIED);
  });

  test('a response goes only to its own screen: not to one that keeps nothing, nor one of other rules', async () => {
    await keep(null, response());
    await expect(keep(null, response({ screen: 'plain' }))).rejects.toMatchObject(DENIED);
    await expect(keep(null, response({ screen: 'elsewhere' }))).rejects.toMatchObject(DENIED);
    // The funnel screen keeps no expiresAt: survey's document is not its shape.
    await expect(keep(null, response({ screen: 'funnel' }))).rejects.toMatchObject(DENIED);
    await keep(null, response({ screen: 'funnel', keepForDays: undefined }));
  });

  test('only the screen’s own fields: no extra answer, no extra key', async () => {
    await keep(null, response());
    const db = as(null);
    await expect(
      raw(db, response({ id: '0000-0000-0001', answers: { ...ANSWERS, extra: 'x' } })),
    ).rejects.toMatchObject(DENIED);
    await expect(
      raw(db, response({ id: '0000-0000-0002', answers: { ...ANSWERS, pin: '1234' } })),
    ).rejects.toMatchObject(DENIED);
    await expect(
      raw(db, response({ id: '0000-0000-0003' }), { owner: true }),
    ).rejects.toMatchObject(DENIED);
    await expect(
      raw(
        db,
        response({
          id: '0000-0000-0004',
          answers: { ...ANSWERS, address: { city: 'Lyon', street: 'x' } },
        }),
      ),
    ).rejects.toMatchObject(DENIED);
    await raw(db, response({ id: '0000-0000-0005' }));
  });

  test('each answer of its type and choices', async () => {
    const db = as(null);
    const wrong: Record<string, unknown>[] = [
      { age: 'forty-one' },
      { age: 41.5 },
      { score: '2.5' },
      { agree: 'yes' },
      { colour: 'green' },
      { tags: ['a', 'z'] },
      { tags: 'a' },
      { address: 'Lyon' },
      { name: 12 },
    ];
    for (const [i, change] of wrong.entries()) {
      await expect(
        raw(
          db,
          response({
            id: `0000-0000-00${String(i).padStart(2, '0')}`,
            answers: { ...ANSWERS, ...change },
          }),
        ),
        JSON.stringify(change),
      ).rejects.toMatchObject(DENIED);
    }
    await raw(db, response({ answers: { ...ANSWERS, score: 3 } }));
  });

  test('no answer over its size: a 1 MB string, a list too long, a text past the ceiling', async () => {
    const db = as(null);
    await expect(
      raw(db, response({ answers: { name: 'x'.repeat(1_000_000) } })),
    ).rejects.toMatchObject(DENIED);
    // Twice maxLength in UTF-16 units, as the rules count (an emoji is two): the form keeps to maxLength.
    await expect(raw(db, response({ answers: { name: 'x'.repeat(201) } }))).rejects.toMatchObject(
      DENIED,
    );
    await expect(
      raw(db, response({ answers: { note: 'x'.repeat(10_001) } })),
    ).rejects.toMatchObject(DENIED);
    await expect(raw(db, response({ answers: { tags: ['a', 'b', 'c'] } }))).rejects.toMatchObject(
      DENIED,
    );
    await expect(
      raw(db, response({ answers: { [HOSTILE]: 'toolongtoolong' } })),
    ).rejects.toMatchObject(DENIED);
    await raw(
      db,
      response({ answers: { name: 'x'.repeat(200), note: 'y'.repeat(10_000), tags: ['a', 'b'] } }),
    );
  });

  test('an answer of its full length in emoji is kept, as the form counts characters', async () => {
    await keep(null, response({ answers: { name: '😀'.repeat(100), [HOSTILE]: 'é😀é😀é' } }));
  });

  test('no response is changed or deleted by anyone but an owner, not even re-sent', async () => {
    await keep(BEN, response({ uid: 'ben' }));
    const path = ['screens', 'survey', 'responses', '0a1b-2c3d-4e5f'] as const;
    await expect(updateDoc(doc(as(BEN), ...path), { 'answers.name': 'Eve' })).rejects.toMatchObject(
      DENIED,
    );
    await expect(keep(BEN, response({ uid: 'ben' }))).rejects.toMatchObject(DENIED);
    await expect(deleteDoc(doc(as(BEN), ...path))).rejects.toMatchObject(DENIED);
    await expect(deleteDoc(doc(as(null), ...path))).rejects.toMatchObject(DENIED);
    // An owner's address, not verified: anyone can make such an account.
    await expect(deleteDoc(doc(as(UNVERIFIED_ANA), ...path))).rejects.toMatchObject(DENIED);
    await expect(
      getDocs(collection(as(UNVERIFIED_ANA), 'screens', 'survey', 'responses')),
    ).rejects.toMatchObject(DENIED);
    await deleteDoc(doc(as(ANA), ...path));
  });

  test('the server’s time, the person’s own uid, and no keeping past keepForDays', async () => {
    const db = as(BEN);
    const yesterday = Timestamp.fromMillis(Date.now() - 86_400_000);
    await expect(raw(db, response(), { submittedAt: yesterday })).rejects.toMatchObject(DENIED);
    await expect(raw(db, response(), { uid: 'ana' })).rejects.toMatchObject(DENIED);
    await expect(raw(as(null), response(), { uid: 'ben' })).rejects.toMatchObject(DENIED);
    const later = Timestamp.fromMillis(Date.now() + 32 * 86_400_000);
    await expect(raw(db, response(), { expiresAt: later })).rejects.toMatchObject(DENIED);
    await expect(raw(db, response(), { expiresAt: null })).rejects.toMatchObject(DENIED);
    await expect(raw(db, response({ id: 'not-an-id' }))).rejects.toMatchObject(DENIED);
    await expect(raw(db, response(), { language: 'x'.repeat(36) })).rejects.toMatchObject(DENIED);
    await expect(raw(db, response(), { version: 'x'.repeat(65) })).rejects.toMatchObject(DENIED);
    await expect(raw(db, response(), { language: 7 })).rejects.toMatchObject(DENIED);
    await raw(db, response(), { uid: 'ben' });
  });

  test('close after N: the counter moves by one with each response, and not past N', async () => {
    const limited = (id: string) =>
      response({ screen: 'limited', id, keepForDays: undefined, counted: true });
    const counter = (db: Firestore) => doc(db, 'screens', 'limited');
    const store = createResponseStore(as(null));
    expect(await store.counter('limited')).toEqual({ taken: 0 });
    // The first response with a counter that starts past 1: the form closed for everyone at once.
    {
      const db = as(null);
      const first = writeBatch(db);
      first.set(doc(db, 'screens', 'limited', 'responses', '0000-0000-0007'), {
        answers: {},
        submittedAt: serverTimestamp(),
        language: 'en',
        version: 'v',
      });
      first.set(counter(db), { count: 2, last: '0000-0000-0007' });
      await expect(first.commit()).rejects.toMatchObject(DENIED);
    }
    await keep(null, limited('0000-0000-0001'));
    // Cheats: a response without its +1, a +2, the counter back to 0, the counter alone.
    const db = as(null);
    await expect(
      raw(db, limited('0000-0000-0002'), { expiresAt: undefined }),
    ).rejects.toMatchObject(DENIED);
    const cheat = async (fields: Record<string, unknown>, withResponse = true) => {
      const batch = writeBatch(db);
      if (withResponse) {
        batch.set(doc(db, 'screens', 'limited', 'responses', '0000-0000-0003'), {
          answers: {},
          submittedAt: serverTimestamp(),
          language: 'en',
          version: 'v',
        });
      }
      batch.set(counter(db), fields, { merge: true });
      return batch.commit();
    };
    await expect(cheat({ count: increment(2), last: '0000-0000-0003' })).rejects.toMatchObject(
      DENIED,
    );
    await expect(cheat({ count: 0, last: '0000-0000-0003' })).rejects.toMatchObject(DENIED);
    await expect(cheat({ count: increment(1), last: '0000-0000-0001' })).rejects.toMatchObject(
      DENIED,
    );
    await expect(
      cheat({ count: increment(1), last: '0000-0000-0009' }, false),
    ).rejects.toMatchObject(DENIED);
    await expect(
      cheat({ count: increment(1), last: '0000-0000-0003', open: true }),
    ).rejects.toMatchObject(DENIED);
    expect((await store.counter('limited')).taken).toBe(1);
    await keep(null, limited('0000-0000-0004'));
    expect(await store.counter('limited')).toEqual({ taken: 2, last: '0000-0000-0004' });
    // The third, after the second: refused however it is written.
    await expect(keep(null, limited('0000-0000-0005'))).rejects.toMatchObject(DENIED);
    await expect(cheat({ count: 2, last: '0000-0000-0003' })).rejects.toMatchObject(DENIED);
    // Deleting a response does not open the form again: it counts responses taken.
    await deleteDoc(doc(as(SITE_OWNER), 'screens', 'limited', 'responses', '0000-0000-0001'));
    await expect(keep(null, limited('0000-0000-0006'))).rejects.toMatchObject(DENIED);
    expect((await store.counter('limited')).taken).toBe(2);
  });

  test('one per person: a second response by the same person is refused, another person’s is not', async () => {
    const once = (uid: string, id: string) =>
      response({ screen: 'once', uid, id, keepForDays: undefined, onePerPerson: true });
    await expect(
      keep(null, response({ screen: 'once', keepForDays: undefined })),
    ).rejects.toMatchObject(DENIED);
    await keep(BEN, once('ben', '0000-0000-0001'));
    await expect(keep(BEN, once('ben', '0000-0000-0002'))).rejects.toMatchObject(DENIED);
    // Without the person's document, or with someone else's: refused too.
    await expect(
      raw(as(BEN), once('ben', '0000-0000-0003'), { uid: 'ben', expiresAt: undefined }),
    ).rejects.toMatchObject(DENIED);
    await expect(
      (async () => {
        const db = as(CLEO);
        const b = writeBatch(db);
        b.set(doc(db, 'screens', 'once', 'responses', '0000-0000-0004'), {
          answers: {},
          submittedAt: serverTimestamp(),
          language: 'en',
          version: 'v',
          uid: 'cleo',
        });
        b.set(doc(db, 'screens', 'once', 'people', 'ben'), { response: '0000-0000-0004' });
        return b.commit();
      })(),
    ).rejects.toMatchObject(DENIED);
    await keep(CLEO, once('cleo', '0000-0000-0005'));
    // Each reads back only their own mark: the page says "you have already answered".
    const store = createResponseStore(as(BEN));
    expect(await store.givenBy('once', 'ben')).toBe('0000-0000-0001');
    await expect(store.givenBy('once', 'cleo')).rejects.toMatchObject(DENIED);
  });

  test('no response outside the opening dates, nor while the screen is switched off', async () => {
    for (const screenName of ['later', 'over', 'shut']) {
      await expect(
        keep(null, response({ screen: screenName, keepForDays: undefined })),
        screenName,
      ).rejects.toMatchObject(DENIED);
    }
    // Open now, between its dates: kept.
    await keep(null, response({ screen: 'open', keepForDays: undefined }));
    // Nor a visit recorded outside them.
    const visit = '323e4567-e89b-42d3-a456-426614174000';
    await expect(createResponseStore(as(null)).visit('over', visit, 0)).rejects.toMatchObject(
      DENIED,
    );
  });

  test('the longest form with every check at once is kept; its first answers are still checked', async () => {
    const answers: Record<string, unknown> = Object.fromEntries(
      Object.keys(BIG_FIELDS).map((key) => [key, '😀'.repeat(50)]),
    );
    answers.group = ANSWERS;
    const big = (id: string, over: Record<string, unknown> = {}) =>
      response({
        screen: 'big',
        id,
        uid: 'ben',
        answers: { ...answers, ...over },
        keepForDays: 10,
        counted: true,
        onePerPerson: true,
      });
    await expect(keep(BEN, big('0000-0000-0001', { q0: 7 }))).rejects.toMatchObject(DENIED);
    await keep(BEN, big('0000-0000-0002'));
  });

  test('a response whose write came back too late, sent again after a reload: kept, not refused', async () => {
    const entry = checked.screens.find((s) => s.slug === 'survey');
    const screenFile = entry?.screen;
    if (!screenFile) throw new Error('survey did not check');
    // The first page's write arrived after it said "no answer"; the page was reloaded since.
    await keep(null, response());
    const again = (storage: ReturnType<typeof createStorageDouble>['store']) =>
      keepAnswers({
        slug: 'survey',
        keep: keeping(screenFile)!,
        id: '0a1b-2c3d-4e5f',
        answers: answersToSend(screenFile, ANSWERS).kept,
        user: null,
        language: 'en',
        version: entry.version ?? '',
        open: () => true,
        storage,
        responses: createResponseStore(as(null)),
      });
    const late = createStorageDouble();
    late.store.write('forms:kept-late', JSON.stringify(['0a1b-2c3d-4e5f']));
    expect(await again(late.store)).toEqual({ ok: true });
    // Without that late write of its own, the same refusal is said as one.
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await again(createStorageDouble().store)).toMatchObject({ ok: false, kind: 'refused' });
    // Said to whoever runs the site once, for the refusal: never for the late write's copy.
    expect(said).toHaveBeenCalledTimes(1);
    said.mockRestore();
  });

  test('the N-th response, sent again after its answer was lost: kept, not "full"', async () => {
    const entry = checked.screens.find((s) => s.slug === 'limited');
    const screenFile = entry?.screen;
    if (!screenFile) throw new Error('limited did not check');
    const limited = (id: string) =>
      response({ screen: 'limited', id, keepForDays: undefined, counted: true });
    await keep(null, limited('0000-0000-0001'));
    // The second and last write arrived, but the page never heard back (a lost connection,
    // then a reload: nothing of it in this browser's storage).
    await keep(null, limited('0000-0000-0002'));
    const again = (id: string) =>
      keepAnswers({
        slug: 'limited',
        keep: keeping(screenFile)!,
        id,
        answers: answersToSend(screenFile, ANSWERS).kept,
        user: null,
        language: 'en',
        version: entry.version ?? '',
        open: () => true,
        storage: createStorageDouble().store,
        responses: createResponseStore(as(null)),
      });
    expect(await again('0000-0000-0002')).toEqual({ ok: true });
    // A new response to the full form is refused, and said so.
    expect(await again('0000-0000-0003')).toMatchObject({
      ok: false,
      kind: 'full',
      message: expect.stringMatching(/taken all the answers it can/),
    });
  });

  test('drop-off one question at a time: each question of its pages is a step', async () => {
    const store = createResponseStore(as(null));
    const visit = '323e4567-e89b-42d3-a456-426614174000';
    // Nine questions on two pages: nine steps, not two.
    await store.visit('questions', visit, 8);
    await expect(store.visit('questions', visit, 9)).rejects.toMatchObject(DENIED);
  });

  test('drop-off: a visit records how far it got, only forward, never an answer', async () => {
    const store = createResponseStore(as(null));
    const visit = '123e4567-e89b-42d3-a456-426614174000';
    await store.visit('funnel', visit, 0);
    await store.visit('funnel', visit, 1);
    await expect(store.visit('funnel', visit, 0)).rejects.toMatchObject(DENIED);
    await expect(store.visit('funnel', visit, 2)).rejects.toMatchObject(DENIED);
    const db = as(null);
    const other = doc(db, 'screens', 'funnel', 'visits', '223e4567-e89b-42d3-a456-426614174000');
    await expect(
      setDoc(other, { reached: 0, at: serverTimestamp(), name: 'Ben' }),
    ).rejects.toMatchObject(DENIED);
    await expect(
      setDoc(other, { reached: 0, at: Timestamp.fromMillis(Date.now() - 86_400_000) }),
    ).rejects.toMatchObject(DENIED);
    await expect(setDoc(other, { reached: '0', at: serverTimestamp() })).rejects.toMatchObject(
      DENIED,
    );
    await expect(store.visit('survey', visit, 0)).rejects.toMatchObject(DENIED);
    await expect(deleteDoc(doc(db, 'screens', 'funnel', 'visits', visit))).rejects.toMatchObject(
      DENIED,
    );
    await expect(getDoc(doc(db, 'screens', 'funnel', 'visits', visit))).rejects.toMatchObject(
      DENIED,
    );
    const read = await getDocs(collection(as(SITE_OWNER), 'screens', 'funnel', 'visits'));
    expect(read.docs.map((d) => d.get('reached'))).toEqual([1]);
  });
  test('drop-off: a visit says once, at its furthest step, that it was sent; then it is done', async () => {
    const store = createResponseStore(as(null));
    const visit = '423e4567-e89b-42d3-a456-426614174000';
    await store.visit('funnel', visit, 0);
    await store.visit('funnel', visit, 1);
    // Sent from an earlier step than it reached: refused beside the allowed one.
    await expect(store.visit('funnel', visit, 0, undefined, true)).rejects.toMatchObject(DENIED);
    await store.visit('funnel', visit, 1, undefined, true);
    // Done: neither sent again nor going on.
    await expect(store.visit('funnel', visit, 1, undefined, true)).rejects.toMatchObject(DENIED);
    const at = doc(as(null), 'screens', 'funnel', 'visits', visit);
    await expect(setDoc(at, { reached: 1, at: serverTimestamp() })).rejects.toMatchObject(DENIED);
    // Only `true`: a visit cannot say it was not sent.
    const other = doc(
      as(null),
      'screens',
      'funnel',
      'visits',
      '523e4567-e89b-42d3-a456-426614174000',
    );
    await expect(
      setDoc(other, { reached: 0, at: serverTimestamp(), sent: false }),
    ).rejects.toMatchObject(DENIED);
    // A visit sent from its first step at once (its earlier writes lost) is counted.
    await store.visit('funnel', '623e4567-e89b-42d3-a456-426614174000', 0, undefined, true);
    const sent = await getDocs(
      query(collection(as(SITE_OWNER), 'screens', 'funnel', 'visits'), where('sent', '==', true)),
    );
    expect(sent.docs.map((d) => d.id).sort()).toEqual([
      '423e4567-e89b-42d3-a456-426614174000',
      '623e4567-e89b-42d3-a456-426614174000',
    ]);
  });
  test('the owners’ summary: only an owner reads and keeps it, of its shape, on a keeping screen', async () => {
    const summary = { tallies: '{"count":1}', upTo: Timestamp.fromMillis(Date.now()), count: 1 };
    const at = (db: Firestore, screen = 'survey', name = 'summary') =>
      doc(db, 'screens', screen, 'tallies', name);
    await setDoc(at(as(ANA)), summary);
    expect((await getDoc(at(as(SITE_OWNER)))).get('count')).toBe(1);
    await updateDoc(at(as(SITE_OWNER)), { count: 2, tallies: '{"count":2}' });
    for (const person of [null, BEN, UNVERIFIED_ANA]) {
      await expect(getDoc(at(as(person)))).rejects.toMatchObject(DENIED);
      await expect(setDoc(at(as(person)), summary)).rejects.toMatchObject(DENIED);
    }
    await expect(setDoc(at(as(ANA)), { ...summary, answers: {} })).rejects.toMatchObject(DENIED);
    await expect(setDoc(at(as(ANA)), { ...summary, count: '1' })).rejects.toMatchObject(DENIED);
    await expect(setDoc(at(as(ANA)), { ...summary, tallies: {} })).rejects.toMatchObject(DENIED);
    await expect(setDoc(at(as(ANA)), { ...summary, count: -1 })).rejects.toMatchObject(DENIED);
    await expect(setDoc(at(as(ANA), 'survey', 'other'), summary)).rejects.toMatchObject(DENIED);
    await expect(setDoc(at(as(SITE_OWNER), 'plain'), summary)).rejects.toMatchObject(DENIED);
    await expect(deleteDoc(at(as(ANA)))).rejects.toMatchObject(DENIED);
  });
});
