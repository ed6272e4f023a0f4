import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { config } from '../kernel/config/env';
import { paths } from '../kernel/routes/paths';
import { EmbeddedContext } from '../kernel/ui/embedded';

/** The message a framed screen sends its host page whenever its height changes (see the guide). */
const HEIGHT_MESSAGE = 'schema-forms:height';

/** An embed page of this site, in any language: `/embed/contact`, `/fr/embed/contact`. */
const EMBED_PAGE = new RegExp(`^(?:/[^/]+)?${paths.embed}/`);

/**
 * A link followed in the frame, unless it stays on an embed page or opens a tab of its own:
 * opened in a new tab instead. The app's other pages are for their own tab (own-tab-only.tsx),
 * and another site's page in this frame would pass for this one.
 */
function openLinksOutInNewTab(event: MouseEvent<HTMLDivElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
  const to = new URL(link.href, window.location.href);
  if (to.origin === window.location.origin && EMBED_PAGE.test(to.pathname)) return;
  // Before the router's own handler, in the bubbling after this capture.
  event.preventDefault();
  event.stopPropagation();
  window.open(to.href, '_blank', 'noopener,noreferrer');
}

/**
 * A screen alone, for another site's iframe: no app bar, no footer. Its height
 * goes to the host page as `{ type: "schema-forms:height", height, path }`,
 * addressed to each embedding site of the settings only (the browser hands it
 * to the one that is the parent), so the host's snippet can size the frame.
 */
export function EmbedLayout() {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = page.current;
    if (!element || window.parent === window) return;
    const tell = () => {
      const message = {
        type: HEIGHT_MESSAGE,
        height: Math.ceil(element.getBoundingClientRect().height),
        path: window.location.pathname,
      };
      for (const origin of config.embedOrigins) window.parent.postMessage(message, origin);
    };
    const observer = new ResizeObserver(tell);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <EmbeddedContext.Provider value={true}>
      <div ref={page} className="embedded" onClickCapture={openLinksOutInNewTab}>
        <main className="page">
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </EmbeddedContext.Provider>
  );
}
