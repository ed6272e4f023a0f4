import { describe, expect, it } from 'vitest';
import { renderSinkPage } from '../../../../src/scripts/sink/sink-page';

// The test mailbox is read by authors trying their form under `npm start`: its switch for
// trying failures offered "500 server error", "429 rate limited", codes only a developer reads.
describe("the test mailbox's failures", () => {
  it('are offered in words, the status a developer looks for after them', () => {
    const page = renderSinkPage([], '500');
    const labels = [...page.matchAll(/<input type="radio"[^>]*> ([^<]*)<\/label>/g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual([
      'Received, as normal (200 OK)',
      'A fault at EmailJS (500)',
      'Too many emails in a short time (429)',
      'Refused by EmailJS (400)',
      'Taken but not confirmed (202)',
      'No answer at all',
      'The connection cut off',
    ]);
    for (const label of labels) expect(label).not.toMatch(/^\d/);
    // The one chosen stays chosen, and the folded part is open while a failure is on.
    expect(page).toContain('value="500" checked');
    expect(page).toContain('<details open>');
  });
});
