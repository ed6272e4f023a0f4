import type { KeyboardEvent } from 'react';
import { WORD_CHOICES_CLASS } from '../choice-buttons';

/**
 * The keys of a question shown on its own (one-at-a-time-form.tsx), read from
 * the page the question renders, so every widget takes them without knowing:
 * Enter goes on (Shift+Enter is a new line in a long text), a letter picks
 * the choice that shows it, Shift+Tab from the question's first control goes
 * back to the question before.
 */

/**
 * The choices a letter picks, in the page's order: those of MUI's radio and
 * checkbox lists, and word buttons (yes/no). The same selector numbers them
 * on screen (a CSS counter), so the letter shown and the letter pressed agree.
 */
export const LETTERED_CHOICE = `.MuiFormControlLabel-root, .${WORD_CHOICES_CLASS} label`;

const CONTROL = 'input, textarea, select, [role="combobox"], button';

/** A box the person types into, where a letter is a letter. */
function typesText(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if ((element as HTMLElement).isContentEditable) return true;
  return (
    element instanceof HTMLInputElement &&
    !['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      element.type,
    )
  );
}

/** The choice a physical key A-Z names (`KeyA`: the same key on an Arabic keyboard), or -1. */
export function letterIndex(code: string): number {
  const match = /^Key([A-Z])$/.exec(code);
  return match ? (match[1] as string).charCodeAt(0) - 65 : -1;
}

/** The first control of the question, where Shift+Tab leaves it backwards. */
function firstControl(question: Element): HTMLElement | null {
  return question.querySelector<HTMLElement>(CONTROL);
}

/** Whether the focus is on the question's first control (for radios: anywhere in its group). */
function atStart(question: Element, focused: Element): boolean {
  const first = firstControl(question);
  if (!first) return false;
  if (first === focused) return true;
  return (
    first instanceof HTMLInputElement &&
    focused instanceof HTMLInputElement &&
    first.type === 'radio' &&
    focused.type === 'radio' &&
    first.name === focused.name
  );
}

export type QuestionMoves = {
  /** Goes on: the question's form is submitted, and so checked. */
  submit: () => void;
  /** Goes back, when there is a question before. */
  back?: () => void;
};

/** Handles a key pressed inside the question; true when it was one of ours. */
export function questionKey(
  event: Pick<
    KeyboardEvent,
    'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'preventDefault'
  > & { nativeEvent: { isComposing?: boolean } },
  question: Element,
  moves: QuestionMoves,
): boolean {
  const target = event.target as Element;
  if (event.nativeEvent.isComposing || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key === 'Enter') {
    // A button, a link or an open list does what Enter does to it.
    if (target.closest('button, a, [role="combobox"], [role="listbox"]')) return false;
    if (event.shiftKey) return false;
    event.preventDefault();
    moves.submit();
    return true;
  }
  if (event.key === 'Tab' && event.shiftKey && moves.back && atStart(question, target)) {
    event.preventDefault();
    moves.back();
    return true;
  }
  const index = letterIndex(event.code);
  if (index < 0 || event.shiftKey || typesText(target)) return false;
  const choice = question.querySelectorAll(LETTERED_CHOICE)[index];
  const input = choice?.querySelector<HTMLInputElement>('input');
  if (!input || input.disabled) return false;
  event.preventDefault();
  input.click();
  input.focus();
  return true;
}

/** First focus on a question just reached: its chosen choice, else its first control. */
export function focusQuestion(question: Element) {
  const chosen = question.querySelector<HTMLElement>('input:checked');
  (chosen ?? firstControl(question))?.focus();
}

/**
 * How far the phone's on-screen keyboard reaches up over the page: the part of
 * the layout viewport the visual viewport no longer covers at the bottom.
 */
export function keyboardInset(
  layoutHeight: number,
  visual: { height: number; offsetTop: number } | null | undefined,
): number {
  if (!visual) return 0;
  return Math.max(0, Math.round(layoutHeight - visual.height - visual.offsetTop));
}
