import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { themeFile } from '@generated/theme-file';
import { lazy, memo } from 'react';
import type { Problem, ScreenEntry, ScreenTranslation } from '../../../../screen/types';
import { inSite } from '../../document/studio-client';
import { directionOf } from '../../../../kernel/i18n/languages';
import { PreviewOptions } from './preview-options';
import { schemeStyle, shownScheme, type Scheme } from './preview-scheme';
import type { ThemeFile } from '../../../../kernel/theme/theme-file';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
// The site's look, _theme.json, edited beside the screen and rendered by its preview (issue 31, part 4).

// The checker and the form compile the author's schema with ajv, which evaluates code: in a
// built site the strict policy forbids that, so there the pull request checks and renders it.
export const LivePreview = inSite
  ? undefined
  : lazy(() =>
      import('../../../preview').then((m) => ({
        default: (props: {
          problems: Problem[];
          /** A problem in the words the studio says it in beside its control, if it does. */
          words: (problem: Problem) => string | undefined;
          screen: ScreenEntry['screen'] | undefined;
          answers: unknown;
          onAnswers: (answers: unknown) => void;
          stepsKey: string;
          width: 'phone' | 'desktop';
          scheme: Scheme;
          language: string;
          theme: ThemeFile;
          translation: ScreenTranslation | undefined;
        }) => (
          <>
            {props.problems.length > 0 && (
              <m.Mistakes severity="error" problems={props.problems} words={props.words} />
            )}
            {props.screen && (
              <Paper
                variant="outlined"
                data-width={props.width}
                data-scheme={shownScheme(props.scheme, props.theme)}
                lang={props.language}
                dir={directionOf(props.language)}
                style={schemeStyle(props.scheme, props.theme)}
                sx={{
                  p: 2,
                  maxWidth: props.width === 'phone' ? 390 : 'none',
                  mx: 'auto',
                  // MUI's parts name the studio's font themselves: the look's font, as the site sets it on all.
                  '&& *': { fontFamily: 'inherit' },
                }}
              >
                <m.ScreenFormPreview
                  screen={props.screen}
                  answers={props.answers}
                  onAnswers={props.onAnswers}
                  stepsKey={props.stepsKey}
                  language={props.language}
                  translation={props.translation}
                />
              </Paper>
            )}
          </>
        ),
      })),
    );

// What a test answer would send, as the preview page shows it: rendered by the checked screen.
export const LiveEmailPreview = inSite
  ? undefined
  : lazy(() => import('../../../preview').then((m) => ({ default: m.EmailPreview })));

/** The languages the preview can show: the default first. */
const PREVIEW_LANGUAGES = [
  themeFile.languages.default,
  ...themeFile.languages.offered.filter((l) => l !== themeFile.languages.default),
];

export type Width = 'phone' | 'desktop';

export const PreviewBar = memo(function PreviewBar({
  width,
  onWidth,
  scheme,
  onScheme,
  language,
  onLanguage,
}: {
  width: Width;
  onWidth: (width: Width) => void;
  scheme: Scheme;
  onScheme: (scheme: Scheme) => void;
  language: string;
  onLanguage: (language: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">
        The form
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        onChange={(_e, v: Width | null) => v && onWidth(v)}
        aria-label="Width"
      >
        <ToggleButton value="phone">Phone</ToggleButton>
        <ToggleButton value="desktop">Desktop</ToggleButton>
      </ToggleButtonGroup>
      <PreviewOptions
        scheme={scheme}
        onScheme={onScheme}
        language={language}
        onLanguage={onLanguage}
        languages={PREVIEW_LANGUAGES}
      />
    </Box>
  );
});
