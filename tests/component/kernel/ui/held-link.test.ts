// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The gate keeps its state for the page's life: each test loads it afresh.
let gate: typeof import('../../../../src/kernel/ui/hydration-gate');
let root: HTMLElement;
let field: HTMLInputElement;
let link: HTMLAnchorElement;
/** What happened, in order: each click the link got, held back or followed, and answers handed over. */
let events: string[];

beforeEach(async () => {
  vi.resetModules();
  gate = await import('../../../../src/kernel/ui/hydration-gate');
  root = document.createElement('div');
  root.innerHTML = '<input id="name"><a href="/">All forms</a>';
  document.body.append(root);
  field = root.querySelector('input') as HTMLInputElement;
  link = root.querySelector('a') as HTMLAnchorElement;
  events = [];
  link.addEventListener('click', (e) => {
    events.push(e.defaultPrevented ? 'link held' : 'link followed');
    e.preventDefault();
  });
  gate.holdUntilHydrated(root);
});

afterEach(() => root.remove());

const type = (text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

it('holds a link followed from a typed-in rendered page until hydration, after the fields', () => {
  type('Ada');
  gate.whenHydrated(() => events.push('answer handed over'));
  link.click();
  expect(events).toEqual(['link held']);

  gate.markHydrated();
  expect(events).toEqual(['link held', 'answer handed over', 'link followed']);
});

it('follows the last of several links clicked meanwhile, once', () => {
  const other = document.createElement('a');
  other.href = '/contact';
  root.append(other);
  let otherFollowed = 0;
  other.addEventListener('click', (e) => {
    if (!e.defaultPrevented) otherFollowed++;
    e.preventDefault();
  });
  type('Ada');
  link.click();
  other.click();
  gate.markHydrated();
  expect(events).toEqual(['link held']);
  expect(otherFollowed).toBe(1);
});

it('lets a link on an untouched rendered page go at once: nothing to lose', () => {
  link.click();
  expect(events).toEqual(['link followed']);
});

it('lets a link opened in another tab go at once', () => {
  type('Ada');
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  expect(events).toEqual(['link followed']);
});

it("runs what waits for hydration at once on a page already the app's", () => {
  gate.markHydrated();
  const then = vi.fn();
  gate.whenHydrated(then);
  expect(then).toHaveBeenCalledTimes(1);
});
