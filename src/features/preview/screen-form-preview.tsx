import { Box, Button, Typography, useTheme } from '@mui/material';
import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import fastUri from 'fast-uri';
import { ThemeProvider } from '@mui/system';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemedForm } from '../../form/themed-form';
import { HeadingsFrom } from '../../form/heading-level';
import { carryPart } from '../../form/perf/carried-parts';
import { StepsForm } from '../../form/steps/steps-form';
import { OneAtATimeForm } from '../../form/steps/one-at-a-time-form';
import { submitLabel } from '../../form/submit-label';
import { useWords } from '../../kernel/i18n/i18n';
import { loadLogic, loadPiping } from '../../screen/logic/logic-loader';
import { markdownToSafeHtml } from '../../checker/markdown';
import type { ScreenFile, ScreenTranslation } from '../../screen/types';
import { translatedErrorMessages, translateReportedErrors } from '../../screen/translations';
import { MarkdownBlock } from '../../kernel/ui/markdown-block';
import { formValidator as validator } from '../../form/validation/form-validator';
import { previewTemplates } from './preview-templates';
import { InLanguage } from './in-language';
import { withRenderedOrder } from './rendered-order';

// The preview and the studio render whatever schema the author types, which no
// build read: rjsf's merge and URI library, which it calls synchronously, are
// always here (see src/form/perf/parts.ts); other parts load when first rendered.
carryPart('AllOfMerge', shallowAllOfMerge);
carryPart('UriResolver', fastUri);

type Props = {
  screen: ScreenFile;
  answers: unknown;
  onAnswers: (answers: unknown) => void;
  /** Steps start again from the first when this changes (the file was edited). */
  stepsKey: string;
  /** The language to show the app's own words in (and its direction): the page's when absent. */
  language?: string;
  /** The translation `screen` was translated by: the author's own error messages in it too. */
  translation?: ScreenTranslation;
};

/**
 * A screen file rendered as its form, by the app's own ThemedForm (or its
 * steps), with its title and description above: the authors' preview and the
 * studio show exactly what the screen will show. Rendered again only when its
 * props change: in the studio, not when only the check's result comes.
 */
export const ScreenFormPreview = memo(function ScreenFormPreview({ language, ...props }: Props) {
  const [popovers, setPopovers] = useState<HTMLElement | null>(null);
  const form = (
    <PopoversIn container={popovers}>
      <ScreenForm {...props} />
    </PopoversIn>
  );
  return (
    <>
      {language ? <InLanguage language={language}>{form}</InLanguage> : form}
      <div ref={setPopovers} />
    </>
  );
});

/**
 * The form's drop-down menus and other popovers rendered into `container`, in
 * the preview's box, instead of at the end of the page: there they take the
 * preview's direction (right to left in Arabic), colours and font, not the
 * studio's around it.
 */
function PopoversIn({
  container,
  children,
}: {
  container: HTMLElement | null;
  children: ReactNode;
}) {
  const outer = useTheme();
  const theme = useMemo(() => {
    const within = (name: 'MuiPopover' | 'MuiPopper') => ({
      ...outer.components?.[name],
      defaultProps: { ...outer.components?.[name]?.defaultProps, container },
    });
    return {
      ...outer,
      components: {
        ...outer.components,
        MuiPopover: within('MuiPopover'),
        MuiPopper: within('MuiPopper'),
      },
    };
  }, [outer, container]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function ScreenForm({
  screen,
  answers,
  onAnswers,
  stepsKey,
  translation,
}: Omit<Props, 'language'>) {
  const t = useWords();
  // The validator has the screen's own messages: the form swaps each for its translation, as live.
  const transformErrors = useMemo(() => {
    const messages = translation && translatedErrorMessages(screen, translation);
    return messages?.size ? translateReportedErrors(messages) : undefined;
  }, [screen, translation]);
  // Any screen may be typed here: the interpreter and the piping always come, before the form renders.
  const [shapeReady, setShapeReady] = useState(false);
  const uiSchema = useMemo(
    () => withRenderedOrder(screen.schema, screen.uiSchema),
    [screen.schema, screen.uiSchema],
  );
  useEffect(() => {
    void Promise.all([loadLogic(), loadPiping()]).then(() => setShapeReady(true));
  }, []);
  const description = screen.description;
  const descriptionHtml = useMemo(
    () => (description ? markdownToSafeHtml(description) : ''),
    [description],
  );
  if (!shapeReady) return null;
  const formProps = {
    schema: screen.schema,
    uiSchema,
    validator,
    templates: previewTemplates,
    formData: answers,
    transformErrors,
    logic: screen,
    onChange: (e: { formData?: unknown }) => onAnswers(e.formData),
  };
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {screen.title}
      </Typography>
      {descriptionHtml && (
        <Box sx={{ mb: 2, color: 'text.secondary' }}>
          <MarkdownBlock safeHtml={descriptionHtml} />
        </Box>
      )}
      {/* Under the screen's title, an h2 here: the form's own titles start at h3. */}
      <HeadingsFrom level={3}>
        {screen.layout === 'one-at-a-time' ? (
          <OneAtATimeForm key={stepsKey} {...formProps} steps={screen.steps} />
        ) : screen.steps ? (
          <StepsForm key={stepsKey} {...formProps} steps={screen.steps} />
        ) : (
          <ThemedForm {...formProps}>
            {/* The button the screen will have: "Send", or the file's own words. */}
            <Box sx={{ mt: 2 }}>
              {screen.submit !== 'none' && (
                <Button type="submit" variant="contained">
                  {submitLabel(screen.uiSchema, t)}
                </Button>
              )}
            </Box>
          </ThemedForm>
        )}
      </HeadingsFrom>
    </>
  );
}
