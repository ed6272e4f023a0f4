import { describe, expect, it } from 'vitest';
import { KeptHotUpdates } from '../../../src/build/kept-hot-updates';

const build = (hash: string) =>
  new Map([
    [`index.${hash}.hot-update.js`, Buffer.from(`code of ${hash}`)],
    [`index.${hash}.hot-update.json`, Buffer.from(`{"c":["index"]}`)],
  ]);

describe('the hot updates the dev server keeps answering', () => {
  it("answers a build's update after newer builds, by its address, query and all", () => {
    const kept = new KeptHotUpdates();
    for (const hash of ['a1', 'b2', 'c3']) kept.add(build(hash));
    expect(kept.find('/index.a1.hot-update.js')?.body.toString()).toBe('code of a1');
    expect(kept.find('/index.a1.hot-update.js?t=1')?.type).toMatch(/^text\/javascript/);
    expect(kept.find('/index.c3.hot-update.json')?.type).toMatch(/^application\/json/);
  });

  it('answers nothing but hot updates, and forgets the oldest builds', () => {
    const kept = new KeptHotUpdates();
    kept.add(new Map([['static/js/index.js', Buffer.from('app')]]));
    expect(kept.find('/static/js/index.js')).toBeUndefined();
    for (let n = 0; n < 31; n++) kept.add(build(`h${n}`));
    expect(kept.find('/index.h0.hot-update.js')).toBeUndefined();
    expect(kept.find('/index.h1.hot-update.js')).toBeDefined();
    expect(kept.find('/index.unknown.hot-update.js')).toBeUndefined();
  });
});
