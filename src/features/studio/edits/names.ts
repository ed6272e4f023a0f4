/** A name made of words, as the shipped screens write names: camelCase ASCII. */

/** Long titles give the first words only: a name is for reading in a template, not a sentence. */
const MAX_LENGTH = 32;

/**
 * The name a title gives, as the shipped screens write names (camelCase,
 * ASCII): "Will you come?" -> `willYouCome`, "Régime alimentaire" ->
 * `regimeAlimentaire`. Leading numbers are left out ("1-5 rating" ->
 * `rating`); '' when no word is left.
 */
export function nameFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  while (words.length > 0 && /^\d/.test(words[0] ?? '')) words.shift();
  let name = '';
  for (const [i, word] of words.entries()) {
    const part = i === 0 ? word : word[0]?.toUpperCase() + word.slice(1);
    if (name !== '' && name.length + part.length > MAX_LENGTH) break;
    name += part;
  }
  return name;
}
