import { useEffect, useMemo, useState } from 'react';
import { themeFile } from '@generated/theme-file';
import { checkThemeFile, THEME_FILE_NAME } from '../../../../checker/theme-rules';
import type { ThemeFile } from '../../../../kernel/theme/theme-file';
import { inSite, saveFile } from '../../document/studio-client';
import { lookOf } from '../../edits/theme-edits';
import { useScreenDocument } from '../../document/use-screen-document';

// The checker's messages as the preview page shows them, loaded with the preview.

/** What a new `_theme.json` starts as: its editor help, every key the app's default. */
const NEW_THEME = `{\n  "$schema": "./_theme.schema.json"\n}\n`;

/** A logo written as `/file` that the dev server does not serve as a picture: the checker's "not in public/". */
function useMissingLogo(logo: string | undefined): string | undefined {
  const [missing, setMissing] = useState<string | undefined>();
  useEffect(() => {
    if (!logo?.startsWith('/') || inSite) return;
    let current = true;
    // Any address answers the app's page: only a picture counts as the file.
    void fetch(logo, { method: 'HEAD', cache: 'no-store' })
      .then((r) => r.ok && (r.headers.get('content-type') ?? '').startsWith('image/'))
      .catch(() => false)
      .then((found) => {
        if (current) setMissing(found ? undefined : logo);
      });
    return () => {
      current = false;
    };
  }, [logo]);
  return missing;
}

/**
 * The site's look, `schemas/_theme.json`, opened beside the screen: its own
 * history and save (the same checks of the dev server as a screen's), and
 * the checked look the preview renders while it changes.
 */
export function useLook(onSaved: () => void) {
  const file = useScreenDocument(onSaved);
  const { open } = file;
  useEffect(() => {
    void open(THEME_FILE_NAME);
  }, [open]);
  // The folder has none: the panel offers to make it.
  const absent = file.openFailure?.gone === true && !file.doc;
  const text = file.doc?.text;
  const missingLogo = useMissingLogo(text === undefined ? undefined : lookOf(text).logo);
  // In a built site the checker's ajv cannot run (its strict policy): the file is shown as written.
  const check = useMemo(
    () =>
      text === undefined || inSite
        ? undefined
        : checkThemeFile(text, (logo) => logo !== missingLogo),
    [text, missingLogo],
  );
  const theme: ThemeFile = check?.theme ?? (text === undefined ? themeFile : lookOf(text));
  const make = async () => {
    const made = await saveFile({ name: THEME_FILE_NAME, text: NEW_THEME, baseHash: null });
    if (made.ok) await open(THEME_FILE_NAME);
  };
  const openAgain = () => void open(THEME_FILE_NAME);
  return { ...file, check, theme, absent, make, openAgain };
}

export type Look = ReturnType<typeof useLook>;
