import { Alert, Box, Button, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { LANGUAGE_NAMES, type Language } from '../../../kernel/i18n/languages';
import { screenTexts, translatedText, type ScreenText } from '../../../screen/translations';
import type { ScreenFile } from '../../../screen/types';
import { setTranslatedText } from '../edits/translation-edits';
import { parsedTranslation, type TranslationDoc } from '../document/use-translations';
import { markedAt } from '../checking/screen-mistakes';
import { textPlace, translationMistakes } from '../checking/translation-mistakes';
import { FailureAlert } from './failure-alert';

const nameOf = (language: string) => LANGUAGE_NAMES[language as Language] ?? language;

const FIELD_PARTS: Record<string, string> = {
  title: 'words',
  description: 'description',
  help: 'help',
  placeholder: 'placeholder',
  low: 'word at the low end',
  high: 'word at the high end',
};

/** Where a text is, in the authors' words: "Thank-you title", "Question “email”: help". */
export function placeOfText(key: ScreenText['key']): string {
  const [first, second, third, fourth] = key;
  if (first === 'fields') {
    const question = `Question “${String(second)}”`;
    if (third === 'choices') return `${question}: choice “${String(fourth)}”`;
    if (third === 'errors') return `${question}: message (${String(fourth)})`;
    return `${question}: ${FIELD_PARTS[String(third)] ?? String(third)}`;
  }
  if (first === 'steps') return `Page ${Number(second) + 1}: title`;
  if (first === 'success' && second === 'results') {
    return `Result ${Number(third) + 1}: ${fourth === 'title' ? 'title' : 'message'}`;
  }
  const screen: Record<string, string> = {
    title: 'Screen title',
    description: 'Description',
    submitLabel: 'Send button',
    opening: 'Message while closed',
    success: second === 'title' ? 'Thank-you title' : 'Thank-you message',
  };
  return screen[String(first)] ?? key.join('.');
}

type Props = {
  /** The checked screen; none while the file has mistakes that stop it. */
  screen: ScreenFile | undefined;
  defaultLanguage: string;
  languages: string[];
  language: string;
  onLanguage: (language: string) => void;
  docs: Record<string, TranslationDoc>;
  onEdit: (language: string, change: (text: string) => string) => void;
  onSave: (language: string) => void;
  /** Reads the translation files again (one could not be read). */
  onReadAgain: () => void;
  /** The screen's file name, like `rsvp.json`. */
  slug: string;
};

/**
 * Every text of the screen beside its words in one other language, the
 * missing ones marked, and a `{{...}}` its words lack in red under it; what
 * is typed goes into `<slug>.<language>.json`, saved on its own.
 */
export function LanguagesPanel(props: Props) {
  const { screen, defaultLanguage, languages, language, docs, onEdit, onSave, slug } = props;
  const doc = docs[language];
  const translation = useMemo(() => parsedTranslation(doc?.text), [doc?.text]);
  const texts = useMemo(() => (screen ? screenTexts(screen) : []), [screen]);
  // A {{...}} the words they translate lack, marked under the text it was typed in.
  const mistakes = useMemo(
    () =>
      screen
        ? translationMistakes(screen, translation, nameOf(defaultLanguage))
        : new Map<string, string>(),
    [screen, translation, defaultLanguage],
  );
  if (languages.length === 0) {
    return (
      <Typography>
        The site offers one language. Add others to <code>languages.offered</code> in{' '}
        <code>schemas/_theme.json</code> to translate this screen.
      </Typography>
    );
  }
  const missing = texts.filter((t) => !translation || translatedText(translation, t) === undefined);
  const changed = doc !== undefined && doc.text !== doc.savedText;
  const unread = doc?.unread;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Translate into"
          value={language}
          onChange={(e) => props.onLanguage(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {languages.map((l) => (
            <MenuItem key={l} value={l}>
              {nameOf(l)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => onSave(language)} disabled={!changed}>
          Save the {nameOf(language)} words
        </Button>
      </Box>
      {unread ? (
        <FailureAlert words={unread.words} detail={unread.detail} onRetry={props.onReadAgain} />
      ) : (
        <>
          <Typography role="status">
            {doc?.problem
              ? `Not saved: ${doc.problem}`
              : `${String(texts.length - missing.length)} of ${String(texts.length)} texts in ${nameOf(language)}${
                  changed
                    ? ', changes not saved yet'
                    : doc?.baseHash === null
                      ? `; schemas/${slug}.${language}.json is made on the first save`
                      : `, saved in schemas/${slug}.${language}.json`
                }.`}
          </Typography>
          {mistakes.size > 0 && (
            <Alert severity="error">
              {mistakes.size} text{mistakes.size === 1 ? ' has' : 's have'} a {'{{…}}'} to fix,
              marked in red below: until then <code>npm run check</code> refuses the{' '}
              {nameOf(language)} words.
            </Alert>
          )}
          {missing.length > 0 && (
            <Alert severity="info">
              {missing.length} text{missing.length === 1 ? '' : 's'} marked Missing show in{' '}
              {nameOf(defaultLanguage)} to people who read {nameOf(language)}.
            </Alert>
          )}
          <Box component="ol" aria-label={`Texts in ${nameOf(language)}`} sx={{ p: 0, m: 0 }}>
            {texts.map((t) => {
              const place = placeOfText(t.key);
              const words = translation ? (translatedText(translation, t) ?? '') : '';
              return (
                <Box
                  component="li"
                  key={JSON.stringify(t.key)}
                  sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="subtitle2" component="span">
                      {place}
                    </Typography>
                    {words === '' && <Chip size="small" color="warning" label="Missing" />}
                  </Box>
                  <Typography lang={defaultLanguage} color="text.secondary" sx={{ mb: 1 }}>
                    {t.text}
                  </Typography>
                  <TextField
                    fullWidth
                    size="small"
                    multiline
                    label={`${place} in ${nameOf(language)}`}
                    value={words}
                    {...markedAt(mistakes, textPlace(t.key))}
                    onChange={(e) =>
                      onEdit(language, (text) => setTranslatedText(text, t.key, e.target.value))
                    }
                    slotProps={{ htmlInput: { lang: language, dir: 'auto' } }}
                  />
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </Box>
  );
}
