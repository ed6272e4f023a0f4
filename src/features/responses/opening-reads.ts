import type { KeptResponse } from '../../screen/kept-response';
import {
  loadResponseReader,
  type KeptSummary,
  type ResponseReader,
} from '../../services/firestore';

/**
 * The first reads of a screen's responses page: its kept summary and the
 * newest responses, both at once. The app starting on the page asks for them
 * beside its code and the signed-in person (`readEarly`, from main.tsx), so
 * they are on their way before the page's code has run.
 */

/** How many of the newest responses an opening reads for the answers people wrote. */
export const LATEST = 100;

export type OpeningReads = {
  summary: Promise<KeptSummary | undefined>;
  /** The LATEST newest responses, newest first. */
  latest: Promise<KeptResponse[]>;
};

/** Both reads, from the reader as soon as it is in. */
export function openingReads(
  reader: ResponseReader | Promise<ResponseReader>,
  screen: string,
): OpeningReads {
  const ready = Promise.resolve(reader);
  return {
    summary: ready.then((r) => r.summary(screen)),
    latest: ready.then((r) => r.responses(screen, { latest: LATEST })),
  };
}

const early = new Map<string, OpeningReads>();

/** Starts a screen's opening reads now, once its reader is in, for the page's first opening. */
export function readEarly(screen: string): void {
  const reads = openingReads(loadResponseReader(), screen);
  // A failure (signed out after all, offline) is not for a later opening to take: it reads
  // again, and says why if it fails too.
  for (const read of Object.values(reads)) read.catch(() => early.delete(screen));
  early.set(screen, reads);
}

/** The reads `readEarly` started for `screen`, once: a later opening reads afresh. */
export function takeEarly(screen: string): OpeningReads | undefined {
  const reads = early.get(screen);
  early.delete(screen);
  return reads;
}
