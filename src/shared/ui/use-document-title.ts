import { useEffect } from 'react';
import { themeFile } from '../theme/theme-source';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const site = themeFile.productName;
    document.title = title ? `${title} · ${site}` : site;
  }, [title]);
}
