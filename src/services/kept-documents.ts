import { isObject } from '../kernel/is-object';
import type { KeptResponse } from '../screen/kept-response';
import type { StoreFailure } from './firestore';

/** A failure with Firestore's code (`permission-denied`, `unavailable`), `unknown` for anything else. */
export function coded(error: unknown): StoreFailure {
  // By its code, not its class: the SDK's builds do not all share one FirestoreError.
  const code = (error as { code?: unknown }).code;
  return Object.assign(new Error(error instanceof Error ? error.message : String(error)), {
    code: typeof code === 'string' ? code : 'unknown',
  });
}

/** A response document as the page reads it, from either SDK (Lite and the full one share the shape). */
export function keptResponse(snapshot: {
  id: string;
  data: () => Record<string, unknown>;
}): KeptResponse {
  const data = snapshot.data();
  const at = data.submittedAt;
  return {
    id: snapshot.id,
    answers: isObject(data.answers) ? data.answers : {},
    submittedAt:
      isObject(at) && typeof at.toMillis === 'function' ? (at.toMillis as () => number)() : 0,
    language: typeof data.language === 'string' ? data.language : '',
    version: typeof data.version === 'string' ? data.version : '',
    ...(typeof data.uid === 'string' ? { uid: data.uid } : {}),
  };
}
