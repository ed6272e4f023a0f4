import { messages } from '@generated/catalogue?lang=default&part=responses';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';

// Imported for its effect by the owners' responses page, the only one showing these words
// (word-parts.ts): the default language's join its catalogue before any is shown.
i18n.load(themeFile.languages.default, messages);
