import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPureCalls } from '../../../src/build/router-pure-calls';

const PRODUCTION = path.resolve(
  import.meta.dirname,
  '../../../node_modules/react-router/dist/production',
);
// The installed React Router's chunk that makes its components (its name changes with each version).
const [chunk = ''] = readdirSync(PRODUCTION)
  .filter((f) => /^chunk-\w+\.mjs$/.test(f))
  .filter((f) => readFileSync(path.join(PRODUCTION, f), 'utf8').includes('var NavLink = '));

describe("React Router's chunk as the build takes it", () => {
  const shipped = readFileSync(path.join(PRODUCTION, chunk), 'utf8');
  const taken = withPureCalls(shipped, chunk);

  it('makes every component and context as a pure call, so an unused one can go', () => {
    for (const name of ['Link', 'NavLink', 'Form', 'LocationContext', 'FrameworkContext']) {
      expect(taken).toMatch(new RegExp(`var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`));
    }
    expect(taken).not.toMatch(/= React\d*\.(forwardRef|createContext|memo)\(/);
  });

  it('sets no developer-tools name, which would keep an unused component', () => {
    expect(shipped).toContain('NavLink.displayName = "NavLink";');
    expect(taken).not.toMatch(/^[\w$]+\.displayName = /m);
  });

  it('changes nothing else', () => {
    const kept = (code: string) =>
      code
        .replace(/\/\* @__PURE__ \*\/ /g, '')
        .split('\n')
        .filter((line) => !/^[\w$]+\.displayName = /.test(line));
    expect(kept(taken)).toEqual(kept(shipped));
  });

  it('fails the build when an upgrade makes components another way', () => {
    const other = 'const Link = forwardRef(function Link() {});\n';
    expect(() => withPureCalls(`${other}x.forwardRef(y);\n`, 'chunk-NEW.mjs')).toThrow(
      /chunk-NEW\.mjs makes components with forwardRef/,
    );
  });
});
