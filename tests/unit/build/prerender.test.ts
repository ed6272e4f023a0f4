import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml } from '../../../src/tooling/prerender';

const index = `<!doctype html>
<html lang="en">
  <head><title>Forms &#38; more</title></head>
  <body><div id="root"></div></body>
</html>`;

describe("a screen's page, drawn at build time", () => {
  it('is the file a static host serves for the route', () => {
    expect(pageFile('/contact')).toBe('contact.html');
    expect(pageFile('/forms/contact/')).toBe('forms/contact.html');
  });

  it('holds the drawn screen in #root, marked with its route, and its title in the tab', () => {
    const html = pageHtml(index, '/contact', 'Contact us', '<form>…</form>');
    expect(html).toContain('<div id="root" data-prerendered="/contact"><form>…</form></div>');
    expect(html).toContain('<title>Contact us · Forms &#38; more</title>');
  });

  it('keeps a title as text, and a drawn screen whole even with $ patterns in it', () => {
    const html = pageHtml(index, '/x', '<b>"Q&A"</b>', '<p>$& $1 $$</p>');
    expect(html).toContain(
      '<title>&#60;b&#62;&#34;Q&#38;A&#34;&#60;/b&#62; · Forms &#38; more</title>',
    );
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it('fails the build when index.html has no empty #root to draw into', () => {
    expect(() => pageHtml('<div id="app"></div>', '/x', 'X', '')).toThrow(
      /no empty <div id="root">/,
    );
  });
});
