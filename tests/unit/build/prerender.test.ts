import { describe, expect, it } from 'vitest';
import {
  emotionStylesOf,
  inlineStylesheets,
  pageFile,
  pageHtml,
} from '../../../src/build/prerender';

const index = `<!doctype html>
<html lang="en">
  <head><title>Forms &#38; more</title></head>
  <body><noscript>Turn on JavaScript.</noscript><div id="root"></div></body>
</html>`;

const versions = [
  { hreflang: 'en', href: '/contact' },
  { hreflang: 'fr', href: '/fr/contact' },
  { hreflang: 'ar', href: '/ar/contact' },
  { hreflang: 'x-default', href: '/contact' },
];
const head = (
  route: string,
  title?: string,
  language = 'en',
  noScript = 'No script here.',
  offline = 'Offline here.',
) => ({ route, title, language, versions, noScript, offline });
const ROOT_OF = (route: string) =>
  `<div id="root" data-prerendered="${route}" data-offline="Offline here.">`;

describe("a screen's page, rendered at build time", () => {
  it('is the file a static host serves for the route', () => {
    expect(pageFile('/contact')).toBe('contact.html');
    expect(pageFile('/forms/contact')).toBe('forms/contact.html');
    expect(pageFile('/fr/contact')).toBe('fr/contact.html');
    // A language's home is its folder's index, served for `/fr/`.
    expect(pageFile('/fr/')).toBe('fr/index.html');
  });

  it('holds the rendered screen in #root, marked with its route, and its title in the tab', () => {
    const html = pageHtml(index, head('/contact', 'Contact us'), '<form>…</form>');
    expect(html).toContain(`${ROOT_OF('/contact')}<form>…</form></div>`);
    expect(html).toContain('<title>Contact us · Forms &#38; more</title>');
  });

  it('keeps a title as text, and a rendered screen whole even with $ patterns in it', () => {
    const html = pageHtml(index, head('/x', '<b>"Q&A"</b>'), '<p>$& $1 $$</p>');
    expect(html).toContain(
      '<title>&#60;b&#62;&#34;Q&#38;A&#34;&#60;/b&#62; · Forms &#38; more</title>',
    );
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it('fails the build when index.html has no empty #root to render into, or no <noscript> line', () => {
    expect(() => pageHtml('<div id="app"></div>', head('/x', 'X'), '')).toThrow(
      /no empty <div id="root">/,
    );
    expect(() => pageHtml('<div id="root"></div>', head('/x', 'X'), '')).toThrow(/no <noscript>/);
  });

  it('says in its language, as text, what a browser without JavaScript cannot do', () => {
    const french = head('/fr/contact', 'Contactez-nous', 'fr', 'Activez <JavaScript> & envoyez.');
    expect(pageHtml(index, french, '')).toContain(
      '<noscript>Activez &#60;JavaScript&#62; &#38; envoyez.</noscript><div id="root"',
    );
  });

  it('holds on #root, as text, the line shown while its app cannot come (offline)', () => {
    const french = head(
      '/fr/contact',
      'Contactez-nous',
      'fr',
      'Sans script.',
      'Pas de "connexion" <ici> & là.',
    );
    expect(pageHtml(index, french, '')).toContain(
      '<div id="root" data-prerendered="/fr/contact" data-offline="Pas de &#34;connexion&#34; &#60;ici&#62; &#38; là.">',
    );
  });

  it("speaks its language on <html>, right to left for Arabic, and links every language's version", () => {
    const french = pageHtml(index, head('/fr/contact', 'Contactez-nous', 'fr'), '');
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('<title>Contactez-nous · Forms &#38; more</title>');
    const arabic = pageHtml(index, head('/ar/contact', 'اتصل بنا', 'ar'), '');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    for (const page of [french, arabic]) {
      expect(page).toContain(
        '<link rel="alternate" hreflang="en" href="/contact" />' +
          '<link rel="alternate" hreflang="fr" href="/fr/contact" />' +
          '<link rel="alternate" hreflang="ar" href="/ar/contact" />' +
          '<link rel="alternate" hreflang="x-default" href="/contact" /></head>',
      );
    }
  });

  it("is titled with the product's name alone for a language's home, as the app titles it", () => {
    const html = pageHtml(index, head('/fr/'), '<h1>…</h1>');
    expect(html).toContain('<title>Forms &#38; more</title>');
    expect(html).toContain(`${ROOT_OF('/fr/')}<h1>…</h1></div>`);
  });
});

describe("a rendered page's MUI styles", () => {
  const rendered =
    '<form><style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
    '<style data-emotion="css b2 c3">.css-b2{content:"<"}.css-c3{margin:0}</style><p class="css-b2"></p>' +
    '<style data-emotion="muirtl d4">.muirtl-d4{right:0}</style>' +
    '<style data-emotion="css-global e5">body{margin:0}</style></div></form>';

  it('are one style in the head per cache, in the order rendered, that the app leaves where it is', () => {
    const html = pageHtml(index, head('/contact', 'Contact us'), rendered);
    const [headPart = '', bodyPart = ''] = html.split('</head>');
    // What emotion reads each style's names from, and `data-s`: moved already.
    expect(headPart).toContain(
      '<style data-emotion="css a1 b2 c3" data-s="">' +
        '.css-a1{color:red}.css-b2{content:"<"}.css-c3{margin:0}</style>' +
        '<style data-emotion="muirtl d4" data-s="">.muirtl-d4{right:0}</style>',
    );
    expect(bodyPart).toContain(
      `${ROOT_OF('/contact')}<form><div class="css-a1"><p class="css-b2"></p>` +
        '<style data-emotion="css-global e5">body{margin:0}</style></div></form></div>',
    );
  });

  it('leave a page without any as it is', () => {
    expect(emotionStylesOf('<h1>Forms</h1>')).toEqual({ markup: '<h1>Forms</h1>', styles: '' });
  });
});

describe("a rendered page's stylesheet", () => {
  const built: Record<string, string> = {
    '/static/css/index.1.css': ':root{--mui-spacing:8px}.shell{display:flex}',
    '/static/css/fonts.css': '@font-face{src:url(fonts/a.woff2)}',
    '/static/css/odd.css': '.a::after{content:"</style>"}',
  };
  const read = (href: string) => built[href];
  const page = (links: string) => `<head><title>Forms</title>${links}</head><body></body>`;

  it('is written into the page, so its first frame waits for no request more', () => {
    const html = inlineStylesheets(
      page('<link href="/static/css/index.1.css" rel="stylesheet">'),
      read,
    );
    expect(html).toBe(page('<style>:root{--mui-spacing:8px}.shell{display:flex}</style>'));
  });

  it('stays linked when inlined it would break: relative addresses, an early </style>, no such file, another site', () => {
    const links = [
      '<link href="/static/css/fonts.css" rel="stylesheet">',
      '<link href="/static/css/odd.css" rel="stylesheet">',
      '<link href="/static/css/gone.css" rel="stylesheet">',
      '<link href="//cdn.example/x.css" rel="stylesheet">',
      '<link rel="icon" href="/logo.svg" />',
    ].join('');
    expect(inlineStylesheets(page(links), read)).toBe(page(links));
  });
});
