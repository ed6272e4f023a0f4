import { lazy, Suspense, type ReactNode } from 'react';
import { useFramed } from '../kernel/ui/embedded';

// Its own chunk: only a framed page ever shows it, so no first load carries it.
const OwnTabPage = lazy(() => import('./own-tab-page').then((m) => ({ default: m.OwnTabPage })));

/**
 * The app's pages outside /embed/ (home, sign-in, the studio...) in their own tab only: their
 * headers forbid any frame, but a link followed inside a framed screen would reach them
 * without a new page load, and a sign-in rendered in another site's frame is a password box
 * that site can dress. There they offer the page in a new tab instead.
 */
export function OwnTabOnly({ children }: { children: ReactNode }) {
  if (!useFramed()) return children;
  return (
    <Suspense fallback={null}>
      <OwnTabPage />
    </Suspense>
  );
}
