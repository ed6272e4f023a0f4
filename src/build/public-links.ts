import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { formatProblem, readable } from '../checker/format';
import { plainError } from './schemas-dir';
import type { Problem } from '../screen/types';

/** The project's `public/`, which the build copies into the site as it is. */
export const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');

const isInside = (root: string, real: string) => {
  const inside = path.relative(root, real);
  return inside !== '' && !inside.startsWith('..') && !path.isAbsolute(inside);
};

/**
 * Every link of `publicDir`, at any depth, that leads outside it or to nothing, one problem
 * each. The build copies what a link leads to into the site (and the dev server serves it), and
 * git carries links: a pull request's `public/x -> /etc/passwd` would publish that file.
 */
export function publicLinksOut(publicDir: string): Problem[] {
  if (!existsSync(publicDir)) return [];
  const root = realpathSync(publicDir);
  const problems: Problem[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(publicDir, folder)).sort()) {
      const at = folder ? `${folder}/${name}` : name;
      const full = path.join(publicDir, at);
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(at);
      if (!stat.isSymbolicLink()) continue;
      let real: string | undefined;
      try {
        real = realpathSync(full);
      } catch {
        real = undefined;
      }
      if (real !== undefined && isInside(root, real)) continue;
      const to = JSON.stringify(readlinkSync(full));
      problems.push({
        file: `public/${at}`,
        line: 1,
        column: 1,
        message: readable(
          real === undefined
            ? `"${at}" is a link to ${to}, which is not there (or leads back to itself): put the file itself here, or remove the link`
            : `"${at}" is a link to ${to}, outside public/: the site would publish that file of this machine for anyone to download. Put a copy of the file here instead of the link, or remove it`,
        ),
      });
    }
  };
  walk('');
  return problems;
}

/** What the build and the dev server print for such links: one line each, and what to do. */
export function publicLinksMessage(problems: Problem[]): string {
  const n = problems.length;
  return `${problems.map(formatProblem).join('\n')}\n\n${n} link${n === 1 ? '' : 's'} out of public/: fix ${n === 1 ? 'it' : 'them'} and run again.`;
}

/**
 * The dev server serves `public/` as it is now: a request for a path that is (or passes
 * through) a link out of it gets 403 and the message, never the file it leads to.
 */
export function publicLinkGuard(publicDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    let at: string;
    try {
      at = decodeURIComponent(new URL(req.url ?? '/', 'http://dev.invalid').pathname);
    } catch {
      next();
      return;
    }
    const full = path.resolve(publicDir, `.${at}`);
    let real: string;
    try {
      real = realpathSync(full);
    } catch {
      next();
      return;
    }
    if (
      full === publicDir ||
      !full.startsWith(publicDir + path.sep) ||
      isInside(realpathSync(publicDir), real)
    ) {
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(
      `public${at} is a link out of public/: the dev server does not serve what it leads to. Put a copy of the file in public/ instead of the link.\n`,
    );
  };
}

/** A build with a link out of `public/` stops with the links named; the dev server refuses them. */
export function pluginPublicLinks(publicDir = PUBLIC_DIR): RsbuildPlugin {
  return {
    name: 'schema-forms:public-links',
    setup(api) {
      api.onBeforeBuild(() => {
        const problems = publicLinksOut(publicDir);
        if (problems.length > 0) throw plainError(publicLinksMessage(problems));
      });
      api.onBeforeStartDevServer(({ server }) => {
        const problems = publicLinksOut(publicDir);
        if (problems.length > 0) api.logger.warn(publicLinksMessage(problems));
        server.middlewares.use(publicLinkGuard(publicDir));
      });
    },
  };
}
