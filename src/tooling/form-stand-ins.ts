import path from 'node:path';
import { rspack } from '@rsbuild/core';
import { PARTS, type PartName } from '../shared/form/stand-ins/parts';

const STAND_INS = path.resolve(import.meta.dirname, '../shared/form/stand-ins');

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
 * The bundler's side of src/shared/form/stand-ins/: rjsf's own imports of the
 * speed swaps, and every part of parts.ts imported where its entry says,
 * become the stand-in (`swapped-part.ts?part=<Name>`, the query naming the
 * part). New plugin objects on each call: one set for each environment's
 * compiler (the app and its prerender).
 */
export function standInPlugins() {
  const speed = SPEED_SWAPS.map(
    ([request, file]) =>
      new rspack.NormalModuleReplacementPlugin(request, (data) => {
        if (RJSF.test(data.context)) data.request = path.join(STAND_INS, file);
      }),
  );
  const parts = (Object.keys(PARTS) as PartName[]).map((name) => {
    const { request, in: folder } = PARTS[name].replaces;
    return new rspack.NormalModuleReplacementPlugin(request, (data) => {
      if (folder.test(data.context)) {
        data.request = `${path.join(STAND_INS, 'swapped-part.ts')}?part=${name}`;
      }
    });
  });
  return [...speed, ...parts];
}
