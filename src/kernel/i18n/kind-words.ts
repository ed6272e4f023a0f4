import { messages } from '@generated/catalogue?lang=default&part=kinds';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';

// Imported for its effect by the phone, "Other", ranking, signature and date widgets, which only screens with them carry (word-parts.ts).
i18n.load(themeFile.languages.default, messages);
