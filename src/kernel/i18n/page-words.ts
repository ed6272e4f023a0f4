import { messages } from '@generated/catalogue?lang=default&part=page';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';

// Imported for its effect by the build's rendering of pages (app/prerender-entry.tsx):
// the default language's words around a page (its <noscript> line), which the
// app itself never shows, join its catalogue there and nowhere else.
i18n.load(themeFile.languages.default, messages);
