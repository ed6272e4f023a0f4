import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { config } from '../kernel/config/env';
import { EmbeddedContext } from '../kernel/ui/embedded';

/** The message a framed screen sends its host page whenever its height changes (see the guide). */
const HEIGHT_MESSAGE = 'schema-forms:height';

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
      <div ref={page} className="embedded">
        <main className="page">
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </EmbeddedContext.Provider>
  );
}
