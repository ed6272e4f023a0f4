import type { KeptResponse } from '../../screen/kept-response';
import type { KeptSummary, ResponseReader } from '../../services/firestore';

/** The first reads of a screen's responses page: its kept summary and the newest responses, both at once. */

/** How many of the newest responses an opening reads for the answers people wrote. */
export const LATEST = 100;

export type OpeningReads = {
  summary: Promise<KeptSummary | undefined>;
  /** The LATEST newest responses, newest first. */
  latest: Promise<KeptResponse[]>;
};

export function openingReads(reader: ResponseReader, screen: string): OpeningReads {
  return { summary: reader.summary(screen), latest: reader.responses(screen, { latest: LATEST }) };
}
