import { useEffect } from 'react';
import { themeFile } from '@generated/theme-file';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const site = themeFile.productName;
    document.title = title ? `${title} · ${site}` : site;
  }, [title]);
}
