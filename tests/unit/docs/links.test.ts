import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { anchorsOf } from './anchors';

// The guide and the README are read on GitHub, page to page: a link to a
// page or heading that moved leaves a reader at a dead end, so every relative
// link and its #anchor must lead somewhere.
const root = path.resolve(import.meta.dirname, '../../..');
const markdownUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return markdownUnder(file);
    return name.endsWith('.md') ? [file] : [];
  });
const pages = ['README.md', 'schemas/README.md', ...markdownUnder('docs')];

/** Text outside fenced code blocks and inline code, where a link means a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every relative link of a page: markdown links and images, and html src / href. */
function linksOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const markdown = [...prose(text).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((m) => m[1]);
  const html = [...text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  return [...markdown, ...html].filter(
    (link): link is string => !!link && !/^(?:[a-z]+:|\/\/)/i.test(link),
  );
}

describe('relative links of the README, the guide and docs/', () => {
  test.each(pages)('%s: each leads to a file, and its #anchor to a heading there', (file) => {
    const dead = linksOf(file).filter((link) => {
      const [target = '', anchor] = link.split('#');
      const to = target === '' ? file : path.join(path.dirname(file), decodeURI(target));
      if (!existsSync(path.join(root, to))) return true;
      return (
        anchor !== undefined &&
        to.endsWith('.md') &&
        !anchorsOf(readFileSync(path.join(root, to), 'utf8')).has(anchor)
      );
    });
    expect(dead).toEqual([]);
  });

  test('the guide: every page is reached from its first page', () => {
    const guide = markdownUnder('docs/guide');
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || !existsSync(path.join(root, file))) return;
      reached.add(file);
      for (const link of linksOf(file)) {
        const target = link.split('#')[0] ?? '';
        if (target.endsWith('.md')) visit(path.join(path.dirname(file), target));
      }
    };
    visit('schemas/README.md');
    expect(guide.filter((page) => !reached.has(page))).toEqual([]);
    expect(guide.length).toBeGreaterThan(5);
  });
});
