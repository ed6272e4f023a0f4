import { describe, expect, test } from 'vitest';
import { DEFAULT_THEME } from '../../../src/kernel/theme/theme-file';
import { themeCss } from '../../../src/build/theme-css';

/** The declarations of the first block whose text starts with `opening`, as name -> value. */
function block(css: string, opening: string): Record<string, string> {
  const start = css.indexOf(opening);
  expect(start, `no block ${opening}`).toBeGreaterThanOrEqual(0);
  const text = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    text
      .slice(text.lastIndexOf('{') + 1)
      .split(';')
      .map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]),
  );
}

const LIGHT = ':root{color-scheme:light';
const DARK = '@media (prefers-color-scheme: dark){:root{color-scheme:dark';

// The app shell is rendered with this stylesheet alone: an edit to _theme.json must reach it.
describe('the theme stylesheet', () => {
  test("carries the author's colour, corners and font, light and dark", () => {
    const css = themeCss({
      ...DEFAULT_THEME,
      primaryColor: '#2e7d32',
      borderRadius: 0,
      font: 'Georgia, serif',
    });
    expect(block(css, LIGHT)['--mui-palette-primary-main']).toBe('#2e7d32');
    expect(css).toContain('--mui-shape-borderRadius:0px;');
    expect(css).toMatch(/--mui-font-body1:400 1rem\/1\.5 Georgia, serif;/);
    expect(block(css, DARK)['--mui-palette-background-default']).toBe('#121212');
    expect(block(css, 'body{')).toMatchObject({
      margin: '0',
      'font-family': 'Georgia, serif',
      color: expect.stringContaining('var(--mui-palette-text-primary'),
      'background-color': expect.stringContaining('var(--mui-palette-background-default'),
    });
  });

  test('a colour too light to read on white is darkened, as the MUI parts do', () => {
    const css = themeCss({ ...DEFAULT_THEME, primaryColor: '#ffeb3b' });
    expect(block(css, LIGHT)['--mui-palette-primary-main']).not.toBe('#ffeb3b');
    // On the dark page the author's yellow reads as it is.
    expect(block(css, DARK)['--mui-palette-primary-main']).toBe('#ffeb3b');
  });

  test('a light-only theme stays light when the system is dark', () => {
    const css = themeCss({ ...DEFAULT_THEME, mode: 'light' });
    expect(css).not.toContain('prefers-color-scheme: dark');
    expect(block(css, LIGHT)['--mui-palette-background-default']).toBe('#fff');
  });

  test('a dark-only theme is dark whatever the system', () => {
    const css = themeCss({ ...DEFAULT_THEME, mode: 'dark', primaryColor: '#2e7d32' });
    const root = block(css, ':root{color-scheme:dark');
    expect(root['--mui-palette-background-default']).toBe('#121212');
    expect(css).not.toMatch(/color-scheme:light/);
  });
});
