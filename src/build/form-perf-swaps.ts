import path from 'node:path';
import { rspack } from '@rsbuild/core';
import { PARTS, type Part, type PartName } from '../form/perf/parts';

const STAND_INS = path.resolve(import.meta.dirname, '../form/perf');

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/](core|utils|mui)[\\/]/;

/**
 * Modules swapped inside rjsf for speed, each doing what the original does:
 * the Markdown parser loads the first time it is drawn, and two lookups rjsf
 * redoes for every field on every render are remembered (see each file).
 */
const SPEED_SWAPS: [request: RegExp, file: string][] = [
  [/^markdown-to-jsx\/react$/, 'lazy-markdown.tsx'],
  [/^\.\/getDecimalSeparator\.js$/, 'decimal-separator.ts'],
  [/^\.\/hasWidget\.js$/, 'has-widget.ts'],
];

/**
 * The bundler's side of src/form/perf/: rjsf's own imports of the
 * speed swaps, and every part of parts.ts imported where its entry says,
 * become the stand-in (see swappedModule). New plugin objects on each call: one set for each environment's
 * compiler (the app and its prerender).
 */
export function standInPlugins() {
  const speed = SPEED_SWAPS.map(
    ([request, file]) =>
      new rspack.NormalModuleReplacementPlugin(request, (data) => {
        if (RJSF.test(data.context)) data.request = path.join(STAND_INS, file);
      }),
  );
  const parts = (Object.keys(PARTS) as PartName[]).flatMap((name) => {
    const part: Part = PARTS[name];
    const { replaces, standIn } = part;
    if (!replaces) return [];
    return new rspack.NormalModuleReplacementPlugin(replaces.request, (data) => {
      if (replaces.in.test(data.context)) data.request = swappedModule(name, standIn);
    });
  });
  return [...speed, ...parts];
}

/**
 * The stand-in module for a part, the query naming it: `swapped-part.ts` for
 * a component, `swapped-call.ts` (with the method names, for an object of
 * functions) for what rjsf calls, which must stay small (it is in every
 * screen's chunk).
 */
function swappedModule(name: PartName, standIn: Part['standIn']): string {
  if (standIn === 'component') return `${path.join(STAND_INS, 'swapped-part.ts')}?part=${name}`;
  const methods = standIn === 'function' ? '' : `&methods=${standIn.methods.join(',')}`;
  return `${path.join(STAND_INS, 'swapped-call.ts')}?part=${name}${methods}`;
}
