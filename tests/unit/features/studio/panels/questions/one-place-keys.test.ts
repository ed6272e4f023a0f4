import { closestCenter, type ClientRect, type SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { onePlaceCoordinates } from '../../../../../../src/features/studio/panels/questions/one-place-keys';

const rect = (top: number, height: number): ClientRect => ({
  top,
  height,
  bottom: top + height,
  left: 10,
  right: 510,
  width: 500,
});

// Four cards 8 px apart; the second one open, six times as tall as the others.
const heights = [80, 480, 80, 80];
const rects = new Map<string, ClientRect>();
heights.reduce((top, height, i) => {
  rects.set(`q${i + 1}`, rect(top, height));
  return top + height + 8;
}, 0);
const containers = [...rects.keys()].map((id) => ({ id, disabled: false }));

/** The card `moving` dragged by one key from over `over`: where closestCenter then puts it. */
function afterKey(code: string, moving: string, over: string, items?: string[]) {
  const from = rects.get(over) ?? rect(0, 0);
  const own = rects.get(moving) ?? rect(0, 0);
  // Over a place: the card's middle on that place's middle, as the last key left it.
  const collisionRect = rect(from.top + (from.height - own.height) / 2, own.height);
  const context = {
    active: { id: moving, data: { current: items && { sortable: { items } } } },
    over: { id: over },
    collisionRect,
    droppableRects: rects,
    droppableContainers: { getEnabled: () => containers },
  } as unknown as SensorContext;
  const event = { code, preventDefault: () => undefined } as unknown as KeyboardEvent;
  const to = onePlaceCoordinates(event, {
    active: moving,
    currentCoordinates: { x: collisionRect.left, y: collisionRect.top },
    context,
  });
  if (!to) return undefined;
  const [first] = closestCenter({
    active: context.active,
    collisionRect: rect(to.y, own.height),
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: null,
  } as unknown as Parameters<typeof closestCenter>[0]);
  return first?.id;
}

describe('a card moved by the arrow keys', () => {
  it('goes one place down past an open card, not two', () => {
    expect(afterKey('ArrowDown', 'q1', 'q1')).toBe('q2');
    expect(afterKey('ArrowDown', 'q1', 'q2')).toBe('q3');
  });

  it('goes one place up past an open card', () => {
    expect(afterKey('ArrowUp', 'q3', 'q3')).toBe('q2');
    expect(afterKey('ArrowUp', 'q3', 'q2')).toBe('q1');
  });

  it('the open card itself goes one place either way', () => {
    expect(afterKey('ArrowDown', 'q2', 'q2')).toBe('q3');
    expect(afterKey('ArrowUp', 'q2', 'q2')).toBe('q1');
  });

  it("follows the list's order where the measured tops are still those of before a drop", () => {
    // q1 dropped after q2: the list says so before the cards are measured again.
    const items = ['q2', 'q1', 'q3', 'q4'];
    expect(afterKey('ArrowUp', 'q1', 'q1', items)).toBe('q2');
    expect(afterKey('ArrowDown', 'q2', 'q2', items)).toBe('q1');
  });

  it('stays at either end, and other keys do not move it', () => {
    expect(afterKey('ArrowUp', 'q1', 'q1')).toBeUndefined();
    expect(afterKey('ArrowDown', 'q4', 'q4')).toBeUndefined();
    expect(afterKey('ArrowRight', 'q1', 'q1')).toBeUndefined();
  });
});
