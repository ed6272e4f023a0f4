import { createContext, use, type ReactNode } from 'react';

// Its own small module: the lazily loaded list templates use it too, and
// importing the title templates (with rjsf-mui's) there split the form's chunks.

/**
 * The level of the next title rendered inside a form: 2 under the page's h1, one
 * more inside each titled group or list, so "Item 1" is an h3 under the
 * list's h2 "Items" and a screen reader's outline follows the form's nesting.
 */
export const HeadingLevel = createContext(2);

/** Titles rendered inside `children` are one level below a title rendered here (if there is one). */
export function UnderTitle({ titled, children }: { titled: boolean; children: ReactNode }) {
  const level = use(HeadingLevel);
  return titled ? <HeadingLevel value={level + 1}>{children}</HeadingLevel> : children;
}

/** Titles rendered inside `children` start at `level` (the preview renders the form under its own h2). */
export function HeadingsFrom({ level, children }: { level: number; children: ReactNode }) {
  return <HeadingLevel value={level}>{children}</HeadingLevel>;
}
