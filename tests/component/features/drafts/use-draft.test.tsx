// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, forgetExpiredDrafts } from '../../../../src/services/draft-storage';
import { useDraft } from '../../../../src/features/drafts/use-draft';
import { createStorageDouble } from '../../../doubles/storage-double';

// Drafts are written this long after the last change.
const DRAFT_SAVE_WAIT = 300;

/** The answers the draft of "note" holds, as stored (with the moment they expire). */
const storedAnswers = (entries: Map<string, string>): unknown =>
  (JSON.parse(entries.get(draftKey('note')) ?? 'null') as { answers?: unknown } | null)?.answers;

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
    expect(storedAnswers(entries)).toEqual({ name: 'Tab B' });

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

describe('drafts expire', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('a draft is restored for 7 days, then forgotten, not shown to the next person', () => {
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const { store, entries } = createStorageDouble();
    const typing = renderHook(() => useDraft('note', true, store));
    act(() => typing.result.current.save({ name: 'Ana' }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_WAIT));
    typing.unmount();

    vi.setSystemTime(Date.now() + 7 * DAY - 60_000);
    const sameWeek = renderHook(() => useDraft('note', true, store));
    expect(sameWeek.result.current.initial).toEqual({ name: 'Ana' });
    sameWeek.unmount();

    vi.setSystemTime(Date.now() + 2 * 60_000);
    const nextWeek = renderHook(() => useDraft('note', true, store));
    expect(nextWeek.result.current.initial).toBeUndefined();
    expect(entries.has(draftKey('note'))).toBe(false);
  });

  it("keeps a screen's own number of days", () => {
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const { store } = createStorageDouble();
    const typing = renderHook(() => useDraft('note', true, store, 1));
    act(() => typing.result.current.save({ name: 'Ana' }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_WAIT));
    typing.unmount();
    vi.setSystemTime(Date.now() + DAY + 1);
    expect(renderHook(() => useDraft('note', true, store, 1)).result.current.initial).toBe(
      undefined,
    );
  });

  it('the app forgets every expired draft as it starts, and keeps the others', () => {
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const { store, entries } = createStorageDouble();
    const stale = { draft: 1, expiresAt: Date.now() - 1, answers: { name: 'Old' } };
    const fresh = { draft: 1, expiresAt: Date.now() + DAY, answers: { name: 'New' } };
    entries.set(draftKey('old'), JSON.stringify(stale));
    entries.set(draftKey('new'), JSON.stringify(fresh));
    entries.set('other-app:key', 'kept');
    forgetExpiredDrafts(store);
    expect([...entries.keys()].sort()).toEqual(['other-app:key', draftKey('new')]);
  });
});
