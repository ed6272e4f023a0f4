import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Where the arrow keys take a card picked up by its handle: one place up or down, always.
 * dnd-kit's `sortableKeyboardCoordinates` lines the card's bottom up with the next card's, and
 * when that card is open (taller), the card's middle then lies nearer the card after it, so
 * `closestCenter` took it two places. Here its middle goes onto the next card's middle.
 */
export const onePlaceCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step =
    event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : undefined;
  if (step === undefined) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const places = droppableContainers
    .getEnabled()
    .flatMap((entry) => {
      const rect = entry.disabled ? undefined : droppableRects.get(entry.id);
      return rect ? [{ id: entry.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
  const at = places.findIndex((place) => place.id === (over?.id ?? active.id));
  const next = at === -1 ? undefined : places[at + step];
  return next && middleOn(collisionRect, next.rect);
};

/** The top-left corner that puts `moving`'s middle on `target`'s (a vertical list: its left edge). */
function middleOn(moving: ClientRect, target: ClientRect) {
  return { x: target.left, y: target.top + (target.height - moving.height) / 2 };
}
