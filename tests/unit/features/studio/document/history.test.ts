import { describe, expect, it } from 'vitest';
import { commandOf } from '../../../../../src/features/studio/document/commands';
import {
  emptyHistory,
  redone,
  stepped,
  undone,
  UNDO_STEPS,
  type History,
} from '../../../../../src/features/studio/document/history';

describe('one history of undo and redo', () => {
  it('goes back and on through the versions, and a new step forgets what was undone', () => {
    let history: History<string> = emptyHistory();
    history = stepped(history, 'a');
    history = stepped(history, 'b');
    const back = undone(history, 'c');
    expect(back?.version).toBe('b');
    const on = back && redone(back.history, back.version);
    expect(on?.version).toBe('c');
    expect(back && stepped(back.history, 'b').future).toEqual([]);
    expect(undone(emptyHistory<string>(), 'x')).toBeUndefined();
    expect(redone(emptyHistory<string>(), 'x')).toBeUndefined();
  });

  it(`keeps the last ${UNDO_STEPS} steps, the oldest let go`, () => {
    let history: History<number> = emptyHistory();
    for (let n = 0; n < UNDO_STEPS + 50; n++) history = stepped(history, n);
    expect(history.past).toHaveLength(UNDO_STEPS);
    expect(history.past[0]).toBe(50);
  });
});

describe('the keys of the studio’s commands', () => {
  const key = (key: string, more: Partial<KeyboardEvent> = {}) =>
    commandOf({ key, ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, ...more });
  it('are Ctrl or ⌘ with Z, Shift+Z or Y, and S', () => {
    expect(key('z')).toBe('undo');
    expect(key('z', { ctrlKey: false, metaKey: true })).toBe('undo');
    expect(key('Z', { shiftKey: true })).toBe('redo');
    expect(key('y')).toBe('redo');
    expect(key('s')).toBe('save');
    expect(key('z', { ctrlKey: false })).toBeUndefined();
    expect(key('z', { altKey: true })).toBeUndefined();
    expect(key('a')).toBeUndefined();
  });
});
