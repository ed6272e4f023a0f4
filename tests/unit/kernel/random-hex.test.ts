import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomHex, randomUuid } from '../../../src/kernel/random-hex';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('randomHex', () => {
  it('gives two hex digits a byte, each byte padded', () => {
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(10) });
    expect(randomHex(3)).toBe('0a0a0a');
  });

  it('differs from call to call', () => {
    expect(randomHex(8)).toMatch(/^[0-9a-f]{16}$/);
    expect(randomHex(8)).not.toBe(randomHex(8));
  });
});

describe('randomUuid', () => {
  it('is a version 4 UUID whatever the bytes', () => {
    for (const byte of [0x00, 0x5c, 0xff]) {
      vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(byte) });
      expect(randomUuid()).toMatch(UUID_V4);
    }
  });

  it('needs no randomUUID, which plain http pages lack', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 100 }, randomUuid));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
