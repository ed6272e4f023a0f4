/**
 * How long the keyboard must rest before work that can wait goes on (hydrating
 * the rendered page, running the form's code, rendering the rest of a long
 * form): a key landing behind that work waits for it, and meanwhile the page
 * rendered at build time takes typing on its own (hydration-gate.ts).
 */
export const TYPING_PAUSE_MS = 300;

let lastKeyAt = -Infinity;

/** Inputs that take no text: a key on them moves or chooses, and holds nothing back. */
const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether an event lands in a field that takes text, the one place a key waits behind work. */
function inTextField(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * Starts listening for typing; the app's script calls it first, before any work it may hold.
 * Only text typed into a field counts: Tab, arrows and Space moving through the page or
 * choosing an option hold nothing back, so for someone using the keyboard alone the page hydrates at once.
 */
export function watchTyping(): void {
  const typed = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key === 'Tab') return;
    if (inTextField(event.target)) lastKeyAt = performance.now();
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

/** Whether someone is typing now: a key within the last TYPING_PAUSE_MS. */
export const typingNow = (): boolean => restLeft() > 0;
