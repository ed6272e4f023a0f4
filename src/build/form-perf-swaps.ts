import path from 'node:path';
import { rspack } from '@rsbuild/core';
import { PARTS, type Part, type PartName } from '../form/perf/parts';

const SRC = path.resolve(import.meta.dirname, '..');
const STAND_INS = path.join(SRC, 'form/perf');

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/](core|utils|mui)[\\/]/;
const MUI = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/;
const MUI_BOX = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Box$/;
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]/;

/**
 * Modules swapped inside rjsf, MUI and React DOM for speed, each doing what the
 * original does: the Markdown parser loads the first time it is drawn, two
 * lookups rjsf redoes for every field on every render are remembered, MUI's
 * default theme is made without its CSS-variables code, and React's scheduler
 * holds React's work while someone types into a page it takes over (see each file).
 */
const SPEED_SWAPS: [request: RegExp, inside: RegExp, file: string][] = [
  [/^markdown-to-jsx\/react$/, RJSF, 'form/perf/lazy-markdown.tsx'],
  [/^\.\/getDecimalSeparator\.js$/, RJSF, 'form/perf/decimal-separator.ts'],
  [/^\.\/hasWidget\.js$/, RJSF, 'form/perf/has-widget.ts'],
  [/^\.\.?\/(styles\/)?defaultTheme(\.m?js)?$/, MUI, 'kernel/theme/default-theme.ts'],
  [/^\.\/Box(\.m?js)?$/, MUI_BOX, 'kernel/theme/mui-box.ts'],
  [/^scheduler$/, REACT_DOM, 'kernel/ui/typing-aware-scheduler.ts'],
];

/**
 * The bundler's side of src/form/perf/: rjsf's own imports of the
 * speed swaps, and every part of parts.ts imported where its entry says,
 * become the stand-in (see swappedModule). New plugin objects on each call: one set for each environment's
 * compiler (the app and its prerender).
 */
export function standInPlugins() {
  const speed = SPEED_SWAPS.map(
    ([request, inside, file]) =>
      new rspack.NormalModuleReplacementPlugin(request, (data) => {
        if (inside.test(data.context)) data.request = path.join(SRC, file);
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
 * Modules the bundler may leave out where nothing uses what they export:
 * emotion imports hoist-non-react-statics once more by name alone, beside the
 * copy its `withTheme` uses (the HoistStatics part), and that package does
 * not say it has no side effects, so it came into every form's first load.
 */
export const sideEffectFreeRules = () => [
  { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
];

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
