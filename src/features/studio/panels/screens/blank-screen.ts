/** The EmailJS template a new screen sends to: named after its file, `template_summer_party`. */
export const templateFor = (slug: string) => `template_${slug.replace(/-/g, '_')}`;

/**
 * A new screen with nothing but its title and one question, ready as it is:
 * it sends its answers by email to a template named after it, the usual start
 * of a form (the Screen tab turns sending off for a page of information).
 */
export function blankScreen(title: string, slug: string): string {
  return `${JSON.stringify(
    {
      $schema: './_screen.schema.json',
      title,
      schema: {
        type: 'object',
        properties: { name: { type: 'string', title: 'Your name' } },
      },
      email: { template: templateFor(slug) },
    },
    null,
    2,
  )}\n`;
}

/** The file name a title gives: `Volunteer sign-up!` -> `volunteer-sign-up` (ASCII, as SLUG asks). */
export function slugOfTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The words a file name gives, for a screen made without a title: `summer-party` -> `Summer party`. */
export function titleOfSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A name the dialog offers before one is typed: `slug` itself when no screen has it, else the
 * first free `slug-2`, `slug-3`…, so the offer never starts as a refusal.
 */
export function freeSlug(slug: string, screens: readonly { name: string }[]): string {
  if (slug === '') return slug;
  const taken = new Set(screens.map((s) => s.name.replace(/\.json$/, '')));
  let free = slug;
  for (let n = 2; taken.has(free); n++) free = `${slug}-${String(n)}`;
  return free;
}
