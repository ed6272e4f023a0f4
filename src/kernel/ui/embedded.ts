import { createContext, useContext, useSyncExternalStore } from 'react';

/** True inside another site's iframe (the /embed/ routes): no way out to the rest of the app. */
export const EmbeddedContext = createContext(false);

export const useEmbedded = () => useContext(EmbeddedContext);

const noChange = () => () => undefined;
const framedNow = () => window.self !== window.top;

/**
 * Whether this page is inside a frame, whatever its route: the server's rendering (and the
 * hydration after it) says no, the browser then says what is.
 */
export const useFramed = () => useSyncExternalStore(noChange, framedNow, () => false);
