/**
 * How long the keyboard must rest before work that can wait goes on (taking
 * the drawn page over, running the form's code, drawing the rest of a long
 * form): a key landing behind that work waits for it, and meanwhile the page
 * drawn at build time takes typing on its own (hydration-gate.ts).
 */
export const TYPING_PAUSE_MS = 300;

let lastKeyAt = -Infinity;

/** Starts listening for keys; the app's script calls it first, before any work it may hold. */
export function watchTyping(): void {
  const typed = () => {
    lastKeyAt = performance.now();
  };
  // A key, and text that comes without one (a phone's keyboard, pasting, autofill).
  addEventListener('keydown', typed, { capture: true, passive: true });
  addEventListener('input', typed, { capture: true, passive: true });
}

/**
 * Resolves once no key has been pressed for TYPING_PAUSE_MS: at once for
 * someone who is not typing.
 */
export async function typingPaused(): Promise<void> {
  for (let left = restLeft(); left > 0; left = restLeft()) {
    await new Promise((resolve) => setTimeout(resolve, left));
  }
}

const restLeft = () => lastKeyAt + TYPING_PAUSE_MS - performance.now();
