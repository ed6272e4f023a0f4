import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RsbuildPlugin } from '@rsbuild/core';
import { frameHeaders, isEmbedPage } from './hosting';

type Headers = IncomingMessage['headers'];

/** A frame's navigation: the page in it is its own, which the framing page cannot read. */
const framing = (headers: Headers) =>
  headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'iframe';

/**
 * Why a request reaches the dev server from a page of another site (another name, or another
 * port of this machine), or `undefined` when it does not. A link from elsewhere may open a page
 * (a top-level navigation, which that site cannot read); nothing else may: a `<script>` tag runs
 * a screen's chunk in the other site's page, whose own chunk-loading global read every module's
 * source, hidden screens included, and a frame lets that page steer the studio's clicks.
 * Browsers name the requester in `Sec-Fetch-Site`; a request without it is a tool of this
 * machine (curl, Node), which the Host check and the loopback address already bound.
 * `embedPage`: the path is an embed page, which a frame may open too, as on the site, where
 * its frame headers let the listed sites alone show it (`ownPagesGuard`).
 */
export function otherSiteRefusal(headers: Headers, embedPage = false): string | undefined {
  const site = headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return undefined;
  if (headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document') {
    return undefined;
  }
  if (embedPage && framing(headers)) return undefined;
  return 'the dev server answers only its own pages: open it at its own address';
}

/** A socket (the hot-update one) is this server's page's own: its Origin, when sent, names the Host it asks. */
export function socketRefusal(headers: Headers): string | undefined {
  const { origin, host } = headers;
  if (origin !== undefined && origin !== `http://${host ?? ''}`) {
    return `the dev server's socket answers only its own pages, not ${origin}`;
  }
  return otherSiteRefusal(headers);
}

/**
 * The guard, for a site whose header policy is `policy` and whose prefixed languages are
 * `languages`: a frame's page gets the frame headers firebase.json sends for its path, so under
 * `npm start` a site listed in PUBLIC_EMBED_ORIGINS can try framing an embed page and any other
 * site is refused by the browser, as on the site.
 */
export function ownPagesGuard(policy: string, languages: readonly string[] = []) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const { pathname } = new URL(req.url ?? '/', 'http://dev-server.invalid');
    const refusal = otherSiteRefusal(req.headers, isEmbedPage(pathname, languages));
    if (refusal === undefined) {
      if (framing(req.headers)) {
        for (const h of frameHeaders(policy, pathname, languages)) res.setHeader(h.key, h.value);
      }
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`${refusal}\n`);
  };
}

/** Refuses the upgrade before rsbuild's own listener sees a live socket. */
function guardUpgrade(req: IncomingMessage, socket: Duplex): void {
  const refusal = socketRefusal(req.headers);
  if (refusal === undefined) return;
  socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\n\r\n${refusal}\n`);
  socket.destroy();
}

/** The dev server's files and hot-update socket for its own pages alone, its embed pages framed as on the site. */
export function pluginOwnPagesGuard(
  policy: string,
  languages: readonly string[] = [],
): RsbuildPlugin {
  return {
    name: 'schema-forms:own-pages-guard',
    setup(api) {
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use(ownPagesGuard(policy, languages));
        server.httpServer?.prependListener('upgrade', guardUpgrade);
      });
    },
  };
}
