// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ScreenFile } from '../../../../src/screen/types';

const screen = { title: 'Contact', schema: { type: 'object' } } as unknown as ScreenFile;

afterEach(() => {
  vi.doUnmock('../../../../src/features/submit/send-answers');
  vi.resetModules();
});

// The sending code is fetched when a person first reaches a field; the connection may be gone by then.
it('says nothing was sent when the sending code cannot be fetched, and fetches it again on the next try', async () => {
  vi.resetModules();
  vi.doMock('../../../../src/features/submit/send-answers', () => {
    throw new Error('Loading chunk failed');
  });
  const { useSubmit } = await import('../../../../src/features/submit/use-submit');
  const { result } = renderHook(() =>
    useSubmit({ slug: 'contact', screen, fileFields: [], user: null }),
  );
  let sent: boolean | undefined;
  await act(async () => {
    sent = await result.current.submit({ name: 'Ana' });
  });
  expect(sent).toBe(false);
  expect(result.current.state).toBe('idle');
  expect(result.current.failure).toMatch(/no connection.*nothing was sent.*answers are kept/i);

  const sendAnswers = vi.fn(() => Promise.resolve({ ok: true as const }));
  vi.doMock('../../../../src/features/submit/send-answers', () => ({ sendAnswers }));
  await act(async () => {
    sent = await result.current.submit({ name: 'Ana' });
  });
  expect(sent).toBe(true);
  expect(sendAnswers).toHaveBeenCalledWith(
    expect.objectContaining({ slug: 'contact', formData: { name: 'Ana' } }),
  );
  expect(result.current.state).toBe('sent');
});

it('says the person is offline when the browser knows so and the sending code never came', async () => {
  vi.resetModules();
  vi.doMock('../../../../src/features/submit/send-answers', () => {
    throw new Error('Loading chunk failed');
  });
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const { useSubmit } = await import('../../../../src/features/submit/use-submit');
    const { result } = renderHook(() =>
      useSubmit({ slug: 'contact', screen, fileFields: [], user: null }),
    );
    await act(async () => {
      await result.current.submit({ name: 'Ana' });
    });
    expect(result.current.state).toBe('idle');
    expect(result.current.failure).toMatch(
      /^You are offline, so nothing was sent\. Your answers are kept on this page/,
    );
  } finally {
    onLine.mockRestore();
  }
});
