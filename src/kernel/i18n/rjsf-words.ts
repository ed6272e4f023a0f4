import './form-words';
import { TranslatableString, replaceStringParameters } from '@rjsf/utils';
import type { Words } from './i18n';

// rjsf names each of its strings by its English text; the catalogues by the enum's name.
const NAME_OF = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, english]) => [english, name]),
);

/**
 * react-jsonschema-form's own strings (Yes, No, Move up, "Option %1"...) in
 * the language shown: `rjsf.<name>` in the catalogues, `%1` kept for rjsf's
 * parameters. A string no catalogue names stays rjsf's English.
 */
export function rjsfTranslator(t: Words) {
  return (english: TranslatableString, params?: string[]): string => {
    const id = `rjsf.${NAME_OF.get(english) ?? ''}`;
    const words = t(id);
    return replaceStringParameters(words === id ? english : words, params);
  };
}
