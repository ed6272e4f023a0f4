import { Alert, Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { themeFile } from '@generated/theme-file';
import { Component, lazy, memo, type ReactNode } from 'react';
import type { Problem, ScreenEntry, ScreenTranslation } from '../../../../screen/types';
import { inSite } from '../../document/studio-client';
import { directionOf } from '../../../../kernel/i18n/languages';
import { PreviewOptions } from './preview-options';
import { schemeStyle, shownScheme, type Scheme } from './preview-scheme';
import type { ThemeFile } from '../../../../kernel/theme/theme-file';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
// The site's look, _theme.json, edited beside the screen and rendered by its preview (issue 31, part 4).

/**
 * The form renders each key's text before the check has read it, so a key of a wrong type
 * (`"steps": true`) can make it throw: the preview then says so in place, the mistakes above
 * it say where, and the studio around it keeps working. A new text tries the form again.
 */
class PreviewCrashBoundary extends Component<
  { screen: unknown; children: ReactNode },
  { crashed: boolean; screen: unknown }
> {
  override state = { crashed: false, screen: this.props.screen };

  static getDerivedStateFromProps(
    props: { screen: unknown },
    state: { crashed: boolean; screen: unknown },
  ) {
    return props.screen === state.screen ? null : { crashed: false, screen: props.screen };
  }

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? (
      <Alert severity="error">
        The form cannot be shown with the file as it is: fix the mistakes listed above (the File
        (JSON) tab shows each line), and it comes back.
      </Alert>
    ) : (
      this.props.children
    );
  }
}

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
                <PreviewCrashBoundary screen={props.screen}>
                  <m.ScreenFormPreview
                    screen={props.screen}
                    answers={props.answers}
                    onAnswers={props.onAnswers}
                    stepsKey={props.stepsKey}
                    language={props.language}
                    translation={props.translation}
                  />
                </PreviewCrashBoundary>
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
