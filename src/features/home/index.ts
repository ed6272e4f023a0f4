import { preloadable } from '../../kernel/ui/preloadable';

/**
 * Home's list is its own chunk: a form screen, where most people land from a
 * link, does not load it. The app fetches it as it starts on home (main.tsx).
 */
export const homePage = preloadable(() => import('./home-page').then((m) => m.HomePage));
