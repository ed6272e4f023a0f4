import { describe, expect, it } from 'vitest';
import { currentFilling, fillingSent } from '../../../../src/features/submit/filling';
import { createStorageDouble } from '../../../doubles/storage-double';

describe("a browser's filling of a screen", () => {
  it('stays the same until a send is confirmed, for every tab and reload of this browser', () => {
    const { store } = createStorageDouble();
    const first = currentFilling('vote', store);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(currentFilling('vote', store)).toBe(first);
    expect(currentFilling('other', store)).not.toBe(first);
  });

  it('is another once a send is confirmed, so the next person with the same answers counts', () => {
    const { store } = createStorageDouble();
    const first = currentFilling('vote', store);
    fillingSent('vote', store);
    expect(currentFilling('vote', store)).not.toBe(first);
  });

  it('is another in every browser', () => {
    expect(currentFilling('vote', createStorageDouble().store)).not.toBe(
      currentFilling('vote', createStorageDouble().store),
    );
  });

  it('is still made where storage keeps nothing', () => {
    const { store } = createStorageDouble({ full: true });
    expect(currentFilling('vote', store)).toMatch(/^[0-9a-f]{16}$/);
  });
});
