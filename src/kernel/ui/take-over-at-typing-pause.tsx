import { use } from 'react';
import { takingOver } from './hydration-gate';
import { nextTypingPause, typingNow } from './typing-pause';

/**
 * Someone typing into the drawn page as React reaches this part of it: the part
 * waits for the typing pause, the page as drawn taking the keys meanwhile (React
 * keeps a Suspense boundary that waits during a takeover as it was drawn, and
 * comes back to it). Its first render's work then lands between keys, not among them.
 */
export function TakeOverAtTypingPause() {
  if (takingOver() && typingNow()) use(nextTypingPause());
  return null;
}
