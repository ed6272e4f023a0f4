import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RsbuildPlugin } from '@rsbuild/core';
import { requestOf, whoRefusal } from './studio-api';

/** Where rsbuild's dev server opens a file in the author's editor (`?file=<path>`), for its error overlay. */
export const OPEN_IN_EDITOR = '/__open-in-editor';

/**
 * `/__open-in-editor` for a page of this dev server alone: rsbuild answers it for any page,
 * and an `<img>` on another site opened `/etc/hostname` in the author's editor. The overlay
 * asks with a fetch of its own page (`Sec-Fetch-Site: same-origin`); anything else, another
 * site's image, a link followed or a rebound name, is refused before rsbuild sees it.
 */
export function editorGuard(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (!req.url?.startsWith(OPEN_IN_EDITOR)) {
    next();
    return;
  }
  const request = requestOf(req);
  const refusal =
    whoRefusal(request, false) ??
    (request.headers['sec-fetch-site'] === 'same-origin'
      ? undefined
      : { status: 403, body: { error: 'forbidden', message: 'only a page of this dev server' } });
  if (!refusal) {
    next();
    return;
  }
  res.statusCode = refusal.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(refusal.body));
}

/** The guard on the dev server, ahead of rsbuild's own middleware. */
export function pluginEditorGuard(): RsbuildPlugin {
  return {
    name: 'schema-forms:editor-guard',
    setup(api) {
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use(editorGuard);
      });
    },
  };
}
