/**
 * The browser's Back and Forward within the app. React runs the router's change
 * to the end inside the popstate event (so the page can restore its scroll), the
 * screen gone by the time a listener added after the router's hears of it: the
 * app's script calls `watchHistoryMoves` before the router is rendered.
 */
const beforeMoves = new Set<() => void>();
let watching = false;

export function watchHistoryMoves(): void {
  if (watching) return;
  watching = true;
  addEventListener('popstate', () => {
    for (const before of [...beforeMoves]) before();
  });
}

/** Runs `before` as Back or Forward is pressed, ahead of the router. */
export function beforeHistoryMove(before: () => void): () => void {
  watchHistoryMoves();
  beforeMoves.add(before);
  return () => beforeMoves.delete(before);
}
