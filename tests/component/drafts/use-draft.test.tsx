// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, useDraft } from '../../../src/features/drafts/use-draft';
import { createStorageDouble } from '../../../src/services/storage-double';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one draft shared by two tabs', () => {
  it("a send forgets the draft only while it holds the sending tab's answers", () => {
    const { store, entries } = createStorageDouble();
    const a = renderHook(() => useDraft('note', true, store));
    const b = renderHook(() => useDraft('note', true, store));

    act(() => a.result.current.save({ name: 'Tab A' }));
    act(() => vi.advanceTimersByTime(500));
    act(() => b.result.current.save({ name: 'Tab B' }));
    act(() => vi.advanceTimersByTime(500));

    // Tab A sends: tab B typed since, so its answers stay for its reload.
    act(() => a.result.current.forget());
    expect(entries.get(draftKey('note'))).toBe(JSON.stringify({ name: 'Tab B' }));

    act(() => b.result.current.forget());
    expect(entries.has(draftKey('note'))).toBe(false);
  });

  it('a tab that sends the draft it restored forgets it', () => {
    const { store, entries } = createStorageDouble();
    entries.set(draftKey('note'), JSON.stringify({ name: 'Ana' }));
    const tab = renderHook(() => useDraft('note', true, store));
    expect(tab.result.current.initial).toEqual({ name: 'Ana' });
    act(() => tab.result.current.forget());
    expect(entries.has(draftKey('note'))).toBe(false);
  });

  it('says drafts are off when the browser keeps nothing', () => {
    const { store } = createStorageDouble({ full: true });
    const tab = renderHook(() => useDraft('note', true, store));
    expect(tab.result.current.off).toBe(true);
  });
});
