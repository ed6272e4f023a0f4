import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from '../../../src/checker/markdown';

describe('descriptions in Markdown', () => {
  it('keeps emphasis and safe links', () => {
    expect(
      markdownToSafeHtml('Read **this** [guide](https://example.com/a) or [here](/contact)'),
    ).toBe(
      '<p>Read <strong>this</strong> <a href="https://example.com/a">guide</a> or <a href="/contact">here</a></p>',
    );
  });

  it('shows raw HTML as text and drops javascript: links', () => {
    const html = markdownToSafeHtml(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\nSee [x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<p>See <a href="">x</a></p>');
  });
});
