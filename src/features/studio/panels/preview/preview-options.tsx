import { MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { LANGUAGE_NAMES, type Language } from '../../../../kernel/i18n/languages';
import { PREVIEW_SCHEMES, type Scheme } from './preview-scheme';

/** How the form beside is shown: light or dark, and in which of the screen's languages. */
export function PreviewOptions({
  scheme,
  onScheme,
  language,
  onLanguage,
  languages,
}: {
  scheme: Scheme;
  onScheme: (scheme: Scheme) => void;
  language: string;
  onLanguage: (language: string) => void;
  /** The default language first. */
  languages: string[];
}) {
  return (
    <>
      {PREVIEW_SCHEMES.length > 1 && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={scheme}
          onChange={(_e, v: Scheme | null) => v && onScheme(v)}
          aria-label="Colours"
        >
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
      )}
      {languages.length > 1 && (
        <TextField
          select
          size="small"
          label="Language"
          value={language}
          onChange={(e) => onLanguage(e.target.value)}
          sx={{ minWidth: 140 }}
        >
          {languages.map((l) => (
            <MenuItem key={l} value={l}>
              {LANGUAGE_NAMES[l as Language] ?? l}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
