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
