import path from 'node:path';
import { rspack, type Rspack } from '@rsbuild/core';
import { PART_SOURCES, type PartSource } from '../form/perf/part-sources';
import { PARTS, type Part, type PartName } from '../form/perf/parts';

const SRC = path.resolve(import.meta.dirname, '..');
const PERF_DIR = path.join(SRC, 'form/perf');

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/](core|utils|mui)[\\/]/;
const MUI = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/;
const MUI_BOX = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Box$/;
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]/;

/**
 * One import the bundler swaps: where a module in a folder matching `inside`
 * imports `request`, it gets `to` instead. Nothing shows these edges but the
 * build, which fails on one that matches nothing (replacementPlugins).
 */
export type Replacement = { name: string; request: RegExp; inside: RegExp; to: string };

const swap = (name: string, request: RegExp, inside: RegExp, file: string): Replacement => ({
  name,
  request,
  inside,
  to: path.join(SRC, file),
});

/**
 * Modules swapped inside rjsf, MUI and React DOM for speed, each doing what the
 * original does: the Markdown parser loads the first time it is rendered, two
 * lookups rjsf redoes for every field on every render are remembered, rjsf's
 * deep equality comes without fast-equals (2.6 KB of every form's first load), MUI's
 * default theme is made without its CSS-variables code, and React's scheduler
 * holds React's work while someone types into a page it hydrates (see each file).
 */
const SPEED_SWAPS: Replacement[] = [
  swap('LazyMarkdown', /^markdown-to-jsx\/react$/, RJSF, 'form/perf/lazy-markdown.tsx'),
  swap('DecimalSeparator', /^\.\/getDecimalSeparator\.js$/, RJSF, 'form/perf/decimal-separator.ts'),
  swap('HasWidget', /^\.\/hasWidget\.js$/, RJSF, 'form/perf/has-widget.ts'),
  swap('DeepEquals', /^\.\.?\/deepEquals\.js$/, RJSF, 'form/perf/deep-equals.ts'),
  swap(
    'DefaultTheme',
    /^\.\.?\/(styles\/)?defaultTheme(\.m?js)?$/,
    MUI,
    'kernel/theme/default-theme.ts',
  ),
  swap('BoxTheme', /^\.\/Box(\.m?js)?$/, MUI_BOX, 'kernel/theme/mui-box.ts'),
  swap('Scheduler', /^scheduler$/, REACT_DOM, 'kernel/ui/typing-aware-scheduler.ts'),
];

/**
 * Every swap of src/form/perf/: rjsf's own imports of the speed swaps, and
 * every part of parts.ts imported where part-sources.ts says, each to its
 * lazy part or carried call (see swappedModule).
 */
export function partReplacements(): Replacement[] {
  const parts = (Object.keys(PARTS) as PartName[]).flatMap((name) => {
    const { replaces }: PartSource = PART_SOURCES[name];
    if (!replaces) return [];
    const to = swappedModule(name, PARTS[name].kind);
    return [{ name, request: replaces.request, inside: replaces.in, to }];
  });
  return [...SPEED_SWAPS, ...parts];
}

/**
 * The bundler's plugins for `replacements`, new objects on each call: one set
 * for each environment's compiler (the app and its prerender). With `check`,
 * a replacement that swapped nothing in a compilation is an error naming it:
 * after an upgrade of rjsf, MUI or React that moved the import, it would
 * otherwise show only as bytes over budget (docs/decisions/bundle-time-swaps.md).
 */
export function replacementPlugins(
  replacements: Replacement[],
  { check }: { check: boolean },
): Rspack.RspackPluginInstance[] {
  const swapped = new Set<string>();
  const plugins: Rspack.RspackPluginInstance[] = replacements.map(
    ({ name, request, inside, to }) =>
      new rspack.NormalModuleReplacementPlugin(request, (data) => {
        if (!inside.test(data.context)) return;
        data.request = to;
        swapped.add(name);
      }),
  );
  if (!check) return plugins;
  const checkPlugin: Rspack.RspackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ReplacementCheck', (compilation) => {
        compilation.hooks.finishModules.tap('ReplacementCheck', () => {
          for (const { name, request, inside } of replacements) {
            if (swapped.has(name)) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `Bundle replacement ${name} matched nothing: no import of ${request} from a folder matching ${inside}. ` +
                  'An upgrade moved or renamed it: see docs/decisions/bundle-time-swaps.md, "Upgrading rjsf, MUI or React".',
              ),
            );
          }
        });
      });
    },
  };
  return [...plugins, checkPlugin];
}

/** The part swaps of the app, checked in a production build (`check`). */
export const partSwapPlugins = ({ check }: { check: boolean }) =>
  replacementPlugins(partReplacements(), { check });

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
 * The module swapped in for a part, the query naming it: `swapped-part.ts` for
 * a component, `swapped-call.ts` (with the method names, for an object of
 * functions) for what rjsf calls, which must stay small (it is in every
 * screen's chunk).
 */
function swappedModule(name: PartName, kind: Part['kind']): string {
  if (kind === 'component') return `${path.join(PERF_DIR, 'swapped-part.ts')}?part=${name}`;
  const methods = kind === 'function' ? '' : `&methods=${kind.methods.join(',')}`;
  return `${path.join(PERF_DIR, 'swapped-call.ts')}?part=${name}${methods}`;
}

/**
 * The bundler's group of library code, rspack's default (`defaultVendors`) with the swaps that
 * stand in for a library module: rjsf's deep equality is reached by the form's code and by
 * every screen's chunk (its validator), and as the app's own module, too small for a chunk
 * of its own (splitChunks.minSize), it was copied into both, where the library it replaced
 * came once, in the form's library chunk.
 */
export const vendorsGroup = {
  idHint: 'vendors',
  reuseExistingChunk: true,
  priority: -10,
  test: /[\\/]node_modules[\\/]|[\\/]src[\\/]form[\\/]perf[\\/]deep-equals\.ts$/,
};
