/** The app's own routes; screens take theirs from `schemas/` (and may not take these). */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  preview: '/preview',
} as const;
