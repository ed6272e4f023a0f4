import { messages } from '@generated/catalogue?lang=default&part=files';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';

// Imported for its effect by each module that shows a file word (word-parts.ts).
i18n.load(themeFile.languages.default, messages);
