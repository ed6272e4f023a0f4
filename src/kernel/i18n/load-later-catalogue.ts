import { messages } from '@generated/catalogue?lang=default&part=later';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';

// Imported for its effect by each module that shows a later word (word-parts.ts):
// the default language's later words join its catalogue before any is shown.
i18n.load(themeFile.languages.default, messages);
