import type { RsbuildPlugin } from '@rsbuild/core';

/** React Router's production files (rsbuild.config.ts points a build there): its one big chunk. */
const ROUTER_CHUNK =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;

/** A component or context made at the top of the file: `var NavLink = React10.forwardRef(`. */
const MADE = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** Its name for React's developer tools, set on the next line: `NavLink.displayName = "NavLink";`. */
const NAMED = /^[\w$]+\.displayName = "[^"]*";\n/gm;

/**
 * React Router's chunk with its components and contexts made as pure calls and without their
 * developer-tools names, so the minifier drops those the app never uses. As shipped, each
 * `forwardRef(...)` is a call the bundler must assume does something, and each
 * `X.displayName = ...` uses X: `<Form>`, `<NavLink>`, `useSubmit` and the rest of the data
 * routers' code came into every first load (docs/decisions/performance.md, "Budgets").
 */
export function withPureCalls(code: string, file: string): string {
  let marked = 0;
  const pure = code.replace(MADE, (_all, call: string) => {
    marked += 1;
    return `= /* @__PURE__ */ ${call}`;
  });
  if (code.includes('.forwardRef(') && marked === 0) {
    // An upgrade changed how the chunk makes its components: the bytes would come back unseen.
    throw new Error(
      `React Router's ${file} makes components with forwardRef, but none as "= ReactN.forwardRef(": see src/build/router-pure-calls.ts`,
    );
  }
  return pure.replace(NAMED, '');
}

/** The build's transform of React Router's chunk (withPureCalls). */
export const pluginRouterPureCalls = (): RsbuildPlugin => ({
  name: 'schema-forms:router-pure-calls',
  setup(api) {
    api.transform({ test: ROUTER_CHUNK }, ({ code, resourcePath }) =>
      withPureCalls(code, resourcePath),
    );
  },
});
