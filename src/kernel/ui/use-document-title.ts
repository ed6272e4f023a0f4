import { useEffect } from 'react';
import { themeFile } from '@generated/theme-file';

/** `title · product name`; `site`: the product's name when it is not the built look's (the studio, after saving it). */
export function useDocumentTitle(title: string | undefined, site = themeFile.productName): void {
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
  }, [title, site]);
}
