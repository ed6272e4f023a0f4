import { createContext, useContext } from 'react';

/** True inside another site's iframe (the /embed/ routes): no way out to the rest of the app. */
export const EmbeddedContext = createContext(false);

export const useEmbedded = () => useContext(EmbeddedContext);
