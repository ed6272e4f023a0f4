/**
 * One response a screen kept, as its owners read it back
 * (docs/decisions/responses.md, the data model): the service reads it from
 * Firestore, the responses page sums it up and exports it.
 */
export type KeptResponse = {
  /** The submission id, the document's id. */
  id: string;
  /** The form's data as it was sent: stored codes, not words. */
  answers: Record<string, unknown>;
  /** Milliseconds since 1970: the server's time of the write. */
  submittedAt: number;
  language: string;
  version: string;
  uid?: string;
};
