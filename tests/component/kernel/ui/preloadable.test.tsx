// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../../../src/kernel/ui/preloadable';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

function deferred() {
  let resolve: (c: typeof Counter) => void = () => undefined;
  const promise = new Promise<typeof Counter>((r) => (resolve = r));
  return { promise, resolve };
}

const inSuspense = (ui: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{ui}</Suspense>;

describe('a component from another chunk', () => {
  it('renders at once, with no fallback, when its chunk was fetched beforehand', async () => {
    const counter = preloadable(() => Promise.resolve(Counter));
    await counter.preload();
    render(inSuspense(<counter.Component label="Clicks" />));
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
  });

  it('suspends until its chunk is there when rendered first, and keeps its state after', async () => {
    const chunk = deferred();
    const counter = preloadable(() => chunk.promise);
    const { rerender } = render(inSuspense(<counter.Component label="Clicks" />));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => chunk.resolve(Counter));
    fireEvent.click(screen.getByRole('button', { name: 'Clicks 0' }));
    // A later render of the same place must not swap in a new component and lose the count.
    rerender(inSuspense(<counter.Component label="Taps" />));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });

  it('fetches its chunk once, however often it is asked for', async () => {
    let fetches = 0;
    const counter = preloadable(() => {
      fetches++;
      return Promise.resolve(Counter);
    });
    await Promise.all([counter.preload(), counter.preload()]);
    render(<counter.Component label="Clicks" />);
    expect(fetches).toBe(1);
  });

  it('tries again after a failed fetch (offline)', async () => {
    let fail = true;
    const counter = preloadable(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(Counter),
    );
    await expect(counter.preload()).rejects.toThrow('offline');
    fail = false;
    await expect(counter.preload()).resolves.toBe(Counter);
  });
});
