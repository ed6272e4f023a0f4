// Keeping a response in Firestore (a screen's `responses`): loaded with the sending code.
// Kept first, emailed after: the rules decide whether the form still takes answers (full,
// one per person, the dates), and an email must not go out for answers they refused.
import '../../kernel/i18n/load-later-catalogue';
import { config } from '../../kernel/config/env';
import { i18n } from '../../kernel/i18n/i18n';
import { loadResponseStore, type ResponseStore, type StoreFailure } from '../../services/firestore';
import type { KeyValueStore } from '../../services/storage';
import type { Keeping } from '../../screen/responses';
import type { SignedInPerson } from '../../screen/signed-in-person';
import { isOffline, offline } from '../../services/offline';
import type { SendResult } from './send-rules';

/**
 * Submission ids this browser (every tab) has seen through one step, newest last: kept in the
 * database (`forms:kept`), or their email claimed (`forms:kept-emailed`).
 */
function idsOf(store: KeyValueStore, key: string): string[] {
  try {
    const ids: unknown = JSON.parse(store.read(key) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const REMEMBERED = 200;
const addId = (store: KeyValueStore, key: string, id: string) =>
  store.write(key, JSON.stringify([...idsOf(store, key), id].slice(-REMEMBERED)));

const KEPT_KEY = 'forms:kept';
const keptHere = (store: KeyValueStore, id: string) => idsOf(store, KEPT_KEY).includes(id);
const rememberKept = (store: KeyValueStore, id: string) => addId(store, KEPT_KEY, id);

/**
 * Responses whose write had no answer in time or lost its connection (`forms:kept-late`): after
 * a reload, the refusal of the same response again is most likely that write having arrived,
 * not a wrong answer.
 */
const LATE_KEY = 'forms:kept-late';

const EMAILED_KEY = 'forms:kept-emailed';

/**
 * Claims the email of a kept response: `true` the first time, `false` after, so a second tab
 * or a reload that finds the response kept never mails it again.
 * Claimed before the send: an email that may have gone out is not sent twice, and one that
 * failed was said to the person as received all the same.
 */
export function claimKeptEmail(store: KeyValueStore, id: string): boolean {
  if (idsOf(store, EMAILED_KEY).includes(id)) return false;
  addId(store, EMAILED_KEY, id);
  return true;
}

/**
 * The writes still under way in this page, by submission id: a press after "no answer" waits
 * for the same write instead of making a second one, which the rules would refuse as a copy
 * of the first and leave the person unsure.
 */
const underWay = new Map<string, Promise<void>>();

/**
 * How long a write may take before the person is told: longer than an email's, since the
 * first one also starts the database's connection. A late write is still awaited by the next press.
 */
const KEEP_TIMEOUT_MS = 20_000;

const failed = (kind: 'full' | 'answered' | 'closed' | 'refused', key: string): SendResult => ({
  ok: false,
  kind,
  message: i18n._(key),
});

/**
 * Why the rules refused a response, in the person's words: the form full, the person's one
 * answer given (or this very one, kept by an earlier press whose answer never came back: the
 * person's mark or the counter names it), the dates; otherwise the database's refusal, which a site whose rules were never deployed gives
 * for every response.
 */
async function refusal(
  responses: ResponseStore,
  slug: string,
  id: string,
  keep: Keeping,
  user: SignedInPerson | null,
  open: () => boolean,
): Promise<SendResult> {
  if (!open()) return failed('closed', 'keep.closed');
  if (keep.onePerPerson && user) {
    const given = await responses.givenBy(slug, user.uid).catch(() => undefined);
    if (given === id) return { ok: true };
    if (given !== undefined) return failed('answered', 'keep.answered');
  }
  if (keep.closeAfter !== undefined) {
    const counter = await responses.counter(slug).catch(() => ({ taken: 0, last: undefined }));
    // The N-th response, kept by an earlier press whose answer never came back: only its
    // own write can have set `last`, and nothing counted came after it.
    if (counter.last === id) return { ok: true };
    if (counter.taken >= keep.closeAfter) return failed('full', 'keep.full');
  }
  return failed('refused', 'keep.refused');
}

/** Keeps one response, once: resolved with what the person is told when it was not kept. */
export async function keepAnswers(options: {
  slug: string;
  keep: Keeping;
  id: string;
  /** The answers as Firestore takes them (`answersToSend`'s `kept`): plain JSON, no password. */
  answers: Record<string, unknown>;
  user: SignedInPerson | null;
  language: string;
  version: string;
  /** Whether the screen's `opening` lets it take answers now. */
  open: () => boolean;
  storage: KeyValueStore;
  /** Tests give their own, on the emulator. */
  responses?: ResponseStore;
}): Promise<SendResult> {
  const { slug, keep, id, user, storage } = options;
  if (keptHere(storage, id)) return { ok: true };
  if (isOffline()) return offline();
  // A demo- project only emulators serve, and none is connected: `npm start` on a machine
  // without the Firestore emulator. Said at once, rather than as a connection that never comes.
  const { projectId, firestoreEmulatorHost } = config.firebase;
  if (!options.responses && projectId.startsWith('demo-') && !firestoreEmulatorHost) {
    console.error(
      `"${slug}" keeps its responses, but no Firestore emulator is connected (project ${projectId}): install one (README, What npm start runs), or set PUBLIC_FIREBASE_PROJECT_ID to a real project.`,
    );
    return { ok: false, kind: 'not-configured', message: i18n._('keep.noDatabase') };
  }
  let responses: ResponseStore;
  try {
    responses = options.responses ?? (await loadResponseStore());
  } catch {
    return isOffline()
      ? offline()
      : { ok: false, kind: 'no-connection', message: i18n._('keep.noConnection') };
  }
  let write = underWay.get(id);
  if (!write) {
    write = responses.keep({
      screen: slug,
      id,
      answers: options.answers,
      language: options.language,
      version: options.version,
      ...(user ? { uid: user.uid } : {}),
      ...(keep.keepForDays === undefined ? {} : { keepForDays: keep.keepForDays }),
      counted: keep.closeAfter !== undefined,
      onePerPerson: keep.onePerPerson,
    });
    underWay.set(id, write);
    // However late it comes back, a kept response is remembered, and the next press sees it.
    write.then(
      () => rememberKept(storage, id),
      () => undefined,
    );
    void write.finally(() => underWay.delete(id)).catch(() => undefined);
  }
  const seconds = Math.round(KEEP_TIMEOUT_MS / 1000);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), KEEP_TIMEOUT_MS);
  });
  try {
    if ((await Promise.race([write, late])) === 'late') {
      addId(storage, LATE_KEY, id);
      return { ok: false, kind: 'no-answer', message: i18n._('keep.noAnswer', { seconds }) };
    }
    rememberKept(storage, id);
    return { ok: true };
  } catch (error) {
    const code = (error as StoreFailure).code;
    if (code === 'permission-denied') {
      // Another tab with the same answers kept this very response meanwhile: refused as a copy.
      if (keptHere(storage, id)) return { ok: true };
      const said = await refusal(responses, slug, id, keep, user, options.open);
      // Neither closed, full nor answered: the write an earlier page left without an answer
      // arrived, and this is its copy. Kept; the email, which that page never sent, goes now.
      const arrived = !said.ok && said.kind === 'refused' && idsOf(storage, LATE_KEY).includes(id);
      if (said.ok || arrived) {
        rememberKept(storage, id);
        return { ok: true };
      }
      if (!said.ok && said.kind === 'refused') {
        console.error(
          `Firestore refused a response of "${slug}" (permission-denied). If every response is refused, the rules of this site are not deployed: firebase deploy --only firestore:rules (README, Production).`,
        );
      }
      return said;
    }
    // The connection may have failed after the write arrived: its copy, sent again, is kept.
    addId(storage, LATE_KEY, id);
    if (isOffline()) return offline();
    return { ok: false, kind: 'no-connection', message: i18n._('keep.noConnection') };
  } finally {
    clearTimeout(timer);
  }
}
