import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RsbuildPlugin } from '@rsbuild/core';

type Headers = IncomingMessage['headers'];

/**
 * Why a request reaches the dev server from a page of another site (another name, or another
 * port of this machine), or `undefined` when it does not. A link from elsewhere may open a page
 * (a top-level navigation, which that site cannot read); nothing else may: a `<script>` tag runs
 * a screen's chunk in the other site's page, whose own chunk-loading global read every module's
 * source, hidden screens included, and a frame lets that page steer the studio's clicks.
 * Browsers name the requester in `Sec-Fetch-Site`; a request without it is a tool of this
 * machine (curl, Node), which the Host check and the loopback address already bound.
 */
export function otherSiteRefusal(headers: Headers): string | undefined {
  const site = headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return undefined;
  if (headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document') {
    return undefined;
  }
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

export function ownPagesGuard(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const refusal = otherSiteRefusal(req.headers);
  if (refusal === undefined) {
    next();
    return;
  }
  res.statusCode = 403;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`${refusal}\n`);
}

/** Refuses the upgrade before rsbuild's own listener sees a live socket. */
function guardUpgrade(req: IncomingMessage, socket: Duplex): void {
  const refusal = socketRefusal(req.headers);
  if (refusal === undefined) return;
  socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\n\r\n${refusal}\n`);
  socket.destroy();
}

/** The dev server's files and hot-update socket for its own pages alone. */
export function pluginOwnPagesGuard(): RsbuildPlugin {
  return {
    name: 'schema-forms:own-pages-guard',
    setup(api) {
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use(ownPagesGuard);
        server.httpServer?.prependListener('upgrade', guardUpgrade);
      });
    },
  };
}
