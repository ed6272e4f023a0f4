// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SourceFile } from '../../../../../src/screen/types';
import { useCheck, type CheckRequest } from '../../../../../src/features/studio/checking/use-check';

// What the studio asks its checker's worker, in order.
const asked: CheckRequest[] = [];

class RecordingWorker {
  onmessage: ((event: MessageEvent) => void) | undefined;
  onerror: (() => void) | undefined;
  postMessage(request: CheckRequest) {
    asked.push(request);
  }
  terminate() {}
}

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('Worker', RecordingWorker);
});
afterEach(() => vi.unstubAllGlobals());

const typed = (title: string): SourceFile[] => [
  { name: 'party.json', text: JSON.stringify({ title }) },
];

describe("the studio's check", () => {
  it('checks a burst of keys once, the text as it is after the last', async () => {
    const { rerender } = renderHook(({ files }) => useCheck(files), {
      initialProps: { files: typed('P') },
    });
    // Two more keys before the form's next frame: the check waits for that frame.
    rerender({ files: typed('Pa') });
    rerender({ files: typed('Par') });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.changed).toEqual(typed('Par'));
    // One more frame: nothing more was asked.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(asked).toHaveLength(1);
  });
});
