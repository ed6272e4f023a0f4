import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/** A hot update's files: the manifest (`.hot-update.json`) and the code of each chunk it changes. */
const HOT_UPDATE = /\.hot-update\.(js|json)$/;

/** How many builds' hot updates stay served: far more than a page ever lags behind. */
const KEPT_BUILDS = 30;

/** The hot update files of the last builds, by their path under the server's root. */
export class KeptHotUpdates {
  private readonly builds: Map<string, Buffer>[] = [];

  /** The hot update files one build wrote: kept, and the oldest build's dropped once too many. */
  add(files: Map<string, Buffer>): void {
    if (files.size === 0) return;
    this.builds.push(files);
    if (this.builds.length > KEPT_BUILDS) this.builds.shift();
  }

  /** A kept file, by its address (`/index.<hash>.hot-update.js?x`); none for any other address. */
  find(url: string): { body: Buffer; type: string } | undefined {
    const name = url.split(/[?#]/)[0]?.replace(/^\/+/, '') ?? '';
    if (!HOT_UPDATE.test(name)) return undefined;
    for (const build of this.builds) {
      const body = build.get(name);
      if (body) {
        const type = name.endsWith('.json') ? 'application/json' : 'text/javascript';
        return { body, type: `${type}; charset=utf-8` };
      }
    }
    return undefined;
  }
}

/** The hot update files a build made, by name. */
function hotUpdatesOf(compilation: Rspack.Compilation): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const { name, source } of compilation.getAssets()) {
    if (HOT_UPDATE.test(name)) files.set(name, Buffer.from(source.buffer()));
  }
  return files;
}

/**
 * The dev server answers each hot update's files for the last builds, not the last two only.
 *
 * rsbuild's dev server keeps the files it builds in memory and deletes a build's files once
 * two newer builds are done (`setupMemoryFileSystemCleanup`). A page asks for a hot update's
 * manifest, then for its chunks; while a newer build runs, that second request waits for it.
 * With saves of schemas/ a second apart, two builds could end in that wait: the chunk was
 * gone, the history fallback answered the app's HTML with a 200, and the page, like the
 * studio's check worker, took it for a failed update and reloaded itself, losing the
 * studio's undo history and open card (docs/decisions/studio.md).
 */
export function pluginKeptHotUpdates(): RsbuildPlugin {
  const kept = new KeptHotUpdates();
  return {
    name: 'schema-forms:kept-hot-updates',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins.push({
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.afterEmit.tap('schema-forms:kept-hot-updates', (compilation) => {
              kept.add(hotUpdatesOf(compilation));
            });
          },
        });
      });
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const file = req.method === 'GET' && req.url ? kept.find(req.url) : undefined;
          if (!file) return next();
          res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
          res.end(file.body);
        });
      });
    },
  };
}
