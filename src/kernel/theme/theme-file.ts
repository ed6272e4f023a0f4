import { DEFAULT_LANGUAGES, type LanguageSettings } from '../i18n/languages';

/** `schemas/_theme.json`: the look of the app, editable without code. */
export type ThemeFile = {
  productName: string;
  logo?: string;
  primaryColor: string;
  mode: 'light' | 'dark' | 'system';
  borderRadius: number;
  font: string;
  languages: LanguageSettings;
};

export const DEFAULT_THEME: ThemeFile = {
  productName: 'Forms',
  primaryColor: '#1565c0',
  mode: 'system',
  borderRadius: 8,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  languages: DEFAULT_LANGUAGES,
};
