import {
  KeyboardCode,
  type Active,
  type ClientRect,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/**
 * Where the arrow keys take a card picked up by its handle: one place up or down, always.
 * dnd-kit's `sortableKeyboardCoordinates` lines the card's bottom up with the next card's, and
 * when that card is open (taller), the card's middle then lies nearer the card after it, so
 * `closestCenter` took it two places. Here its middle goes onto the next card's middle. The
 * places' order is the list's own (SortableContext's items), not their measured tops, which
 * may still be those of before the last drop when the next drag starts.
 */
export const onePlaceCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step =
    event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : undefined;
  if (step === undefined) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const order =
    itemsOf(active) ??
    droppableContainers
      .getEnabled()
      .filter((entry) => !entry.disabled && droppableRects.has(entry.id))
      .sort((a, b) => (droppableRects.get(a.id)?.top ?? 0) - (droppableRects.get(b.id)?.top ?? 0))
      .map((entry) => entry.id);
  const at = order.indexOf(over?.id ?? active.id);
  const next = at === -1 ? undefined : order[at + step];
  const rect = next === undefined ? undefined : droppableRects.get(next);
  return rect && middleOn(collisionRect, rect);
};

/** The ids of the sortable list the card is in, in its order; `undefined` outside one. */
function itemsOf(active: Active): UniqueIdentifier[] | undefined {
  const data = active.data.current as { sortable?: { items?: UniqueIdentifier[] } } | undefined;
  return data?.sortable?.items;
}

/** The top-left corner that puts `moving`'s middle on `target`'s (a vertical list: its left edge). */
function middleOn(moving: ClientRect, target: ClientRect) {
  return { x: target.left, y: target.top + (target.height - moving.height) / 2 };
}
