/**
 * How `npm run lint` lays files out (Prettier, `.prettierrc.json`): a test holds the two
 * together. JSON has no quotes to choose, so the width is all that applies.
 */
export const LAYOUT = { parser: 'json', printWidth: 100 } as const;

/**
 * The text the studio writes for `text`: laid out as Prettier lays it out when the file
 * was (`before`; every shipped screen is, and every new one starts so), so a file made
 * or changed here passes the project's lint in a pull request. The studio's own edits
 * lay out new lines by rules of their own, which a long line or a moved list can break.
 * A file laid out by hand some other way, or with a mistake in its JSON, is written as
 * it is: the author's layout is theirs. Prettier comes only with the first save.
 */
export async function laidOut(before: string, text: string): Promise<string> {
  const [{ check, format }, babel, estree] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
  ]);
  const options = { ...LAYOUT, plugins: [babel, estree] };
  try {
    return (await check(before, options)) ? await format(text, options) : text;
  } catch {
    return text;
  }
}
