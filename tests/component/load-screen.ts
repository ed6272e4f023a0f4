import { manifest } from '@generated/screen-manifest';

/** A screen of schemas/ with its needs and precompiled validator, as ScreenForm takes them. */
export async function loadScreen(slug: string) {
  const summary = manifest.screens.find((s) => s.slug === slug);
  if (!summary) throw new Error(`no screen ${slug} in schemas/`);
  const { entry, validator, carryParts = [] } = await summary.load();
  for (const carry of carryParts) await carry();
  if (!entry.screen || !entry.needs || !validator) {
    throw new Error(`schemas/${slug}.json is not usable`);
  }
  return { screen: entry.screen, needs: entry.needs, validator };
}
