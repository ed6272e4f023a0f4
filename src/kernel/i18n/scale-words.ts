import { messages } from '@generated/catalogue?lang=default&part=scales';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';

// Imported for its effect by the star rating and the opinion scales (word-parts.ts).
i18n.load(themeFile.languages.default, messages);
