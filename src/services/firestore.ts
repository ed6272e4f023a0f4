/**
 * The answers a screen keeps (`responses` in its file), in Firestore, behind
 * a small interface: the SDK comes in a chunk of its own on the first call, so
 * a screen that keeps nothing never downloads it. The data model and the
 * rules that guard it: docs/decisions/responses.md.
 */

/** One response, as the submit adapter hands it over. */
export type ResponseToKeep = {
  /** The screen's slug: `screens/{screen}/responses/{id}`. */
  screen: string;
  /** The submission id the email carries: a retry writes the same document, which the rules refuse. */
  id: string;
  /** The form's data as the form holds it (codes, not words), passwords left out. */
  answers: Record<string, unknown>;
  language: string;
  /** The screen file's version (its content hash). */
  version: string;
  /** The signed-in person, whose uid the rules compare with their token. */
  uid?: string;
  /** `responses.keepForDays`: the document's `expiresAt`, for the TTL policy. */
  keepForDays?: number;
  /** `responses.closeAfter`: the screen's counter goes up by one in the same write. */
  counted: boolean;
  /** `responses.onePerPerson`: `people/{uid}` is written in the same write. */
  onePerPerson: boolean;
};

/** A Firestore failure (`keep`, `taken`, ... reject with it), coded as the SDK codes it: `permission-denied`, `unavailable`, ... */
export type StoreFailure = Error & { code: string };

export interface ResponseStore {
  /** Writes the response (and its counter or person) in one batch; rejects with a StoreFailure. */
  keep(response: ResponseToKeep): Promise<void>;
  /** How many responses a screen with `closeAfter` has taken (its counter; 0 before the first). */
  taken(screen: string): Promise<number>;
  /** The response a person gave on a `onePerPerson` screen, read from their own `people` document. */
  givenBy(screen: string, uid: string): Promise<string | undefined>;
  /** Drop-off: the furthest step (0-based) visit `visitId` reached; never an answer. */
  visit(screen: string, visitId: string, reached: number, keepForDays?: number): Promise<void>;
}
