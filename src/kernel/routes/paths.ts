/** The app's own routes; screens take theirs from `schemas/` (and may not take these). */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  preview: '/preview',
  /** The authors' studio (development builds only). */
  studio: '/studio',
  /** Before a screen's route: the screen alone, for another site's iframe. */
  embed: '/embed',
  /** The owners' responses page; `/responses/<screen>` for one screen's. */
  responses: '/responses',
} as const;

/** `/contact` -> `/embed/contact`: the screen without the app bar and footer. */
export const embedPath = (route: string) => `${paths.embed}${route}`;
