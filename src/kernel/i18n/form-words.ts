import { messages } from '@generated/catalogue?lang=default&part=form';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';

// Imported for its effect by each module of the form's code that shows a form word (word-parts.ts):
// home's first load does not carry a form's checks, lists, steps and buttons.
i18n.load(themeFile.languages.default, messages);
