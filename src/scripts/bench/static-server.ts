import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SHELL_PAGE } from '../../build/prerender';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * A built app served the way a static host serves it: files as they are,
 * `/contact` as `contact.html` and `/fr/` as `fr/index.html` when there is one, any other
 * path the app's empty page (client-side routes; a stock page's only one, index.html),
 * gzipped for a browser that takes it, as hosts do (Lighthouse's simulated slow network
 * times the bytes sent).
 */
export async function serveStatic(root: string, port: number): Promise<Server> {
  // Compressed once per file, as a host serves it compressed ahead: compressing the
  // app's 220 KB of React on every request held the page's stylesheet back behind it.
  const compressed = new Map<string, Buffer>();
  const gzipped = (file: string, content: Buffer) => {
    const known = compressed.get(file) ?? gzipSync(content);
    compressed.set(file, known);
    return known;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const asked = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    // A page rendered at build time, as hosts serve it: `/contact` is `contact.html`,
    // a language's home `/fr/` is `fr/index.html`.
    const file = path.extname(asked)
      ? asked
      : /[\\/]$/.test(asked)
        ? path.join(asked, 'index.html')
        : `${asked}.html`;
    const inside = file.startsWith(root + path.sep);
    const body = await readFile(inside ? file : '', { flag: 'r' }).catch(() => undefined);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
    const send = (type: string, file: string, content: Buffer) => {
      res.writeHead(200, { 'content-type': type, ...(gzip && { 'content-encoding': 'gzip' }) });
      res.end(gzip ? gzipped(file, content) : content);
    };
    if (body && inside) {
      send(TYPES[path.extname(file)] ?? 'application/octet-stream', file, body);
      return;
    }
    const shell = [SHELL_PAGE, 'index.html']
      .map((name) => path.join(root, name))
      .find((candidate) => existsSync(candidate));
    if (!shell) throw new Error(`${root} has neither ${SHELL_PAGE} nor index.html`);
    send(TYPES['.html'] ?? '', shell, await readFile(shell));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
