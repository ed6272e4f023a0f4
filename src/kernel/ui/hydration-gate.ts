import { typingNow } from './typing-pause';

/**
 * A page rendered at build time (src/build/prerender.ts) can be typed into
 * before the app has hydrated it. A submit then would reload the page, a
 * click on a choice or a button (a step's Next) or an option chosen in a
 * select would change nothing the app hears of, and a link would leave before
 * what was typed reached the draft: they wait here and are done again once
 * the screen is the app's. (Before this module has run at all, in the first
 * tenths of a second, a submit would still reload the page.)
 */
let hydrated = false;
const waiting: (() => void)[] = [];
// What fields typed into on the rendered page do once it is the app's.
const afterHydration = new Set<() => void>();
let typedEarly = false;

/**
 * How long a link followed from a typed-in rendered page waits for the app: past
 * it (the app's code held up on the network), the person leaves as they asked.
 */
export const LINK_WAIT_MS = 8000;

let renderedRoot: HTMLElement | undefined;

export function holdUntilHydrated(root: HTMLElement): void {
  renderedRoot = root;
  const later = (e: Event) => {
    const { target } = e;
    if (hydrated) return;
    if (e.type === 'submit' && target instanceof HTMLFormElement) {
      e.preventDefault();
      waiting.push(() => target.requestSubmit());
    } else if (e.type === 'click' && isChoiceRadio(target)) {
      // Chosen as the browser does it (the dot is shown by shell.css), so arrow keys and Tab
      // move as in any radio group; the app hears of the choice once the page is its own.
      typedEarly = true;
      chosenRadios.delete(target.name);
      chosenRadios.set(target.name, target);
    } else if (
      e.type === 'click' &&
      target instanceof HTMLInputElement &&
      (target.type === 'radio' || target.type === 'checkbox')
    ) {
      e.preventDefault();
      waiting.push(() => target.click());
    } else if (e.type === 'click' && target instanceof Element) {
      const link = target.closest('a[href]');
      if (link instanceof HTMLAnchorElement) {
        // Nothing done on the page yet: nothing to lose, and the link works without the app.
        if ((typedEarly || waiting.length > 0) && followedHere(e, link)) {
          e.preventDefault();
          holdLink(link);
        }
        return;
      }
      // A button of the app's own (a step's Next): a submit button submits, above.
      const button = target.closest('button[type="button"]');
      if (button instanceof HTMLButtonElement) waiting.push(() => button.click());
    }
  };
  root.addEventListener('submit', later, true);
  root.addEventListener('click', later, true);
  root.addEventListener('change', keepChosenOption, true);
  root.addEventListener('mousedown', holdDropDownPress, true);
  root.addEventListener('input', noteTyping);
  // Ahead of React's own listeners on the root (window, capture phase).
  for (const type of TYPING_EVENTS) addEventListener(type, keepFromReact, true);
  for (const type of FILE_EVENTS) addEventListener(type, keepFilesForApp, true);
}

// The radio chosen last in each group on the page as rendered, in the order chosen.
const chosenRadios = new Map<string, HTMLInputElement>();

/** A question's radio button (not a star of a rating, which renders its choice from the app's code). */
const isChoiceRadio = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  target.type === 'radio' &&
  target.parentElement?.classList.contains('MuiRadio-root') === true;

// The option chosen last in each plain select (the language switcher, a phone's country), by select.
const chosenOptions = new Map<HTMLSelectElement, string>();

/**
 * A plain select shows an option chosen on the page as rendered, but the app, not there yet
 * to hear the change, would render the one it had again (a language never switched to).
 */
function keepChosenOption({ target }: Event) {
  if (hydrated || !(target instanceof HTMLSelectElement)) return;
  typedEarly = true;
  chosenOptions.set(target, target.value);
}

/** Each option chosen before the page was the app's is chosen again for it to hear. */
function tellChosenOptions() {
  for (const [select, value] of chosenOptions) {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  chosenOptions.clear();
}

/**
 * Each radio chosen before the page was the app's is chosen again for it to hear: unchecked
 * first through React's own setter, so the click reads to React as a change.
 */
function tellChosenRadios() {
  for (const radio of chosenRadios.values()) {
    radio.checked = false;
    radio.click();
  }
  chosenRadios.clear();
}

const FILE_EVENTS = ['change', 'dragover', 'drop'] as const;

/** The file box a drop or a choice is for: its `<input type="file">`, or the label holding it. */
function fileBoxOf(target: EventTarget | null): HTMLInputElement | undefined {
  if (!(target instanceof Element) || !renderedRoot?.contains(target)) return undefined;
  const input =
    target instanceof HTMLInputElement ? target : (target.closest('label')?.control ?? null);
  return input instanceof HTMLInputElement && input.type === 'file' ? input : undefined;
}

/**
 * A file chosen or dropped before the page is the app's stays in its box (a
 * drop would otherwise open the file in place of the page): the app takes it
 * once the page is its own (`takeChosenFiles`), and React, were it part way
 * through hydrating the page, does not take it a second time.
 */
function keepFilesForApp(e: Event) {
  if (hydrated) return;
  const box = fileBoxOf(e.target);
  if (!box) return;
  e.stopPropagation();
  if (e.type === 'change') {
    typedEarly = true;
  } else if (e instanceof DragEvent && e.dataTransfer) {
    e.preventDefault();
    if (e.type === 'drop' && e.dataTransfer.files.length > 0 && !box.disabled) {
      box.files = e.dataTransfer.files;
      typedEarly = true;
    }
  }
}

/** Each file box holding files chosen before the page was the app's tells the app of them. */
function takeChosenFiles() {
  for (const box of renderedRoot?.querySelectorAll('input[type="file"]') ?? []) {
    if (box instanceof HTMLInputElement && (box.files?.length ?? 0) > 0) {
      box.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/** A plain click on a link to a page of this site, opened in this tab. */
function followedHere(e: Event, link: HTMLAnchorElement): boolean {
  const plain =
    e instanceof MouseEvent &&
    e.button === 0 &&
    !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
  return (
    plain &&
    link.origin === window.location.origin &&
    !link.hasAttribute('download') &&
    (link.target === '' || link.target === '_self')
  );
}

// The link followed last, of those clicked while the page was not yet the app's.
let heldLink: HTMLAnchorElement | undefined;

function holdLink(link: HTMLAnchorElement) {
  const first = heldLink === undefined;
  heldLink = link;
  if (!first) return;
  waiting.push(() => followHeldLink((held) => held.click()));
  setTimeout(() => {
    if (!hydrated) followHeldLink((held) => window.location.assign(held.href));
  }, LINK_WAIT_MS);
}

function followHeldLink(follow: (link: HTMLAnchorElement) => void) {
  const link = heldLink;
  heldLink = undefined;
  if (link) follow(link);
}

/**
 * What typing sends. React seeing one of these while it hydrates the page
 * finishes the whole hydration in that event, one long task before the key
 * shows (150 ms on a 1000-field form here, docs/decisions/performance.md).
 */
const TYPING_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'textInput',
  'input',
  'compositionstart',
  'compositionend',
  'copy',
  'cut',
  'paste',
] as const;

let hydrating = false;

/**
 * Typing while React hydrates the page goes to the page alone, as before
 * React came: the browser puts the text into the field, and each field hands
 * its text to the form as React makes it its own (buffered-input.tsx).
 */
function keepFromReact(e: Event) {
  if (hydrated || !(e.target instanceof Element) || !renderedRoot?.contains(e.target)) return;
  if (e instanceof KeyboardEvent && keyForTheApp(e)) {
    holdKey(e);
  } else if (hydrating) {
    e.stopPropagation();
    // Stopped before the root's own listener.
    if (e.type === 'input') noteTyping(e);
  }
}

/** The browser's own controls, which answer keys without the app. */
const NATIVE_CONTROL = 'input, textarea, select, button, a[href], [contenteditable]';

/**
 * A key that only the app's code answers: one pressed on a control it renders
 * (a drop-down's box, `role="combobox"`), not Tab moving on, nor a shortcut.
 */
const keyForTheApp = (e: KeyboardEvent) =>
  e.type === 'keydown' &&
  e.target instanceof Element &&
  e.target.hasAttribute('role') &&
  !e.target.matches(NATIVE_CONTROL) &&
  e.key !== 'Tab' &&
  !(e.ctrlKey || e.metaKey || e.altKey);

/**
 * A drop-down (MUI's Select, `role="combobox"`) opens on the press of a click, in the app's
 * code: pressed on the page as rendered, before React listens, it is pressed again once the
 * page is the app's. (While React hydrates, it finishes first and takes the press itself.)
 */
function holdDropDownPress(e: Event) {
  if (hydrated || hydrating || !(e instanceof MouseEvent) || e.button !== 0) return;
  const box = e.target instanceof Element ? e.target.closest('[role="combobox"]') : null;
  if (!(box instanceof HTMLElement) || box.matches(NATIVE_CONTROL)) return;
  typedEarly = true;
  const init = { bubbles: true, cancelable: true, button: 0 };
  waiting.push(() => box.dispatchEvent(new MouseEvent('mousedown', init)));
}

/** Such a key does nothing on the page as rendered: it is pressed again once the page is the app's. */
function holdKey(e: KeyboardEvent) {
  const { target, key, code, shiftKey, repeat } = e;
  e.preventDefault();
  e.stopPropagation();
  const init = { key, code, shiftKey, repeat, bubbles: true, cancelable: true };
  waiting.push(() => target?.dispatchEvent(new KeyboardEvent('keydown', init)));
}

/** A field typed in before the page is the app's. */
function noteTyping({ target }: Event) {
  if (hydrated || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    return;
  }
  typedEarly = true;
}

/** React starts hydrating the rendered page (hydrateRoot): typing stays the page's until `fieldsHydrated`. */
export function startHydrating(): void {
  hydrating = !hydrated;
}

/**
 * React has made the form's fields its own: called in that commit (a layout
 * effect of the form, after every field took the text typed so far), so no key
 * falls in between. Keys reach the app from here on; at the latest once the page is hydrated.
 */
export function fieldsHydrated(): void {
  hydrating = false;
}

/**
 * Someone types into the rendered page while React hydrates it: React's work
 * waits for the pause (typing-aware-scheduler.ts), the page taking the keys.
 */
export const typingIntoRenderedPage = (): boolean => hydrating && typingNow();

/** The app is hydrating a page rendered at build time and has not yet finished. */
export const awaitingHydration = (): boolean => renderedRoot !== undefined && !hydrated;

/**
 * Runs `then` once the page is the app's, before any click held meanwhile is
 * done again; at once on a page that is.
 */
export function whenHydrated(then: () => void): void {
  if (awaitingHydration()) afterHydration.add(then);
  else then();
}

/**
 * The page is the app's now: for a screen, once the screen itself is (React
 * hydrates a page piece by piece). Tests and `npm run bench` wait for the mark.
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  fieldsHydrated();
  document.documentElement.dataset.ready = 'true';
  // The field being typed in got its focus before the app could hear of it:
  // told now, MUI marks it (its label raised), without the blur a refocus
  // would bring (which checks the field as if the person had left it).
  const active = document.activeElement;
  if (renderedRoot && active instanceof HTMLElement && renderedRoot.contains(active)) {
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  for (const then of [...afterHydration]) then();
  afterHydration.clear();
  takeChosenFiles();
  tellChosenRadios();
  tellChosenOptions();
  for (const action of waiting.splice(0)) action();
}
