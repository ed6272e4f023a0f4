import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import fastUri from 'fast-uri';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ThemedForm } from '../../form/themed-form';
import { HeadingsFrom } from '../../form/heading-level';
import { carryPart } from '../../form/perf/carried-parts';
import { StepsForm } from '../../form/steps/steps-form';
import { submitLabel } from '../../form/submit-label';
import { loadLogic, loadPiping } from '../../screen/logic/logic-loader';
import { checkScreenFiles } from '../../checker/check';
import { unlabelledChoiceWarnings } from '../../checker/choice-labels';
import { markdownToSafeHtml } from '../../checker/markdown';
import type { Problem } from '../../screen/types';
import { MarkdownBlock } from '../../kernel/ui/markdown-block';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { formValidator as validator } from '../../form/validation/form-validator';
import { useWords } from '../../kernel/i18n/i18n';
import { EmailPreview } from './email-preview';

// The preview draws whatever schema the author types, which no build read:
// rjsf's merge and URI library, which it calls synchronously, are always here
// (see src/form/perf/parts.ts); other parts load when first drawn.
carryPart('AllOfMerge', shallowAllOfMerge);
carryPart('UriResolver', fastUri);

// Any slug but the app's own routes ("/preview" is one): the checker would reject it.
const FILE_NAME = 'my-new-form.json';

const STARTER = `{
  "title": "My new form",
  "schema": {
    "type": "object",
    "required": ["name"],
    "properties": {
      "name": { "type": "string", "title": "Your name", "minLength": 2 },
      "email": { "type": "string", "title": "Email", "format": "email" }
    }
  },
  "email": {
    "template": "template_contact",
    "params": { "subject": "Hello from {{name}}", "reply_to": "{{email}}" }
  }
}
`;

/**
 * For authors, in development only: a screen file typed or pasted here is
 * checked as `npm run check` would (its messages by line and column of the
 * text typed here), and shown as the form it makes, with the email a test
 * answer would send. In the MUI theme: the page around it is
 * drawn without MUI.
 */
export function PreviewPage() {
  return (
    <MuiRoot>
      <Preview />
    </MuiRoot>
  );
}

function Preview() {
  const t = useWords();
  useDocumentTitle('Preview a screen file');
  const [text, setText] = useState(STARTER);
  const [answers, setAnswers] = useState<unknown>();
  // Any screen may be typed here: the interpreter and the piping always come, before the form draws.
  const [shapeReady, setShapeReady] = useState(false);
  useEffect(() => {
    void Promise.all([loadLogic(), loadPiping()]).then(() => setShapeReady(true));
  }, []);
  // Typing stays smooth while the form behind it catches up.
  const deferred = useDeferredValue(text);
  const { screens, problems, warnings } = useMemo(() => {
    const files = [{ name: FILE_NAME, text: deferred }];
    return { ...checkScreenFiles(files), warnings: unlabelledChoiceWarnings(files) };
  }, [deferred]);
  const screen = screens[0]?.screen;
  const slug = screens[0]?.slug ?? 'preview';
  const description = screen?.description;
  const descriptionHtml = useMemo(
    () => (description ? markdownToSafeHtml(description) : ''),
    [description],
  );
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Preview a screen file
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Paste or edit a screen file; the form, the checker&apos;s messages and what an answer would
        send follow as you type. Nothing is saved or sent from here.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <TextField
          label="Screen file (JSON)"
          multiline
          minRows={20}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Box component="section" aria-label="Result">
          {problems.length > 0 ? (
            <Mistakes severity="error" problems={problems} />
          ) : (
            <Alert severity="success" sx={{ mb: 2 }}>
              No mistakes: this file is ready. Saved in the schemas folder, it becomes the form
              below.
            </Alert>
          )}
          {warnings.length > 0 && <Mistakes severity="warning" problems={warnings} />}
          {screen && shapeReady && (
            <>
              <Paper variant="outlined" sx={{ p: 2 }}>
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
                  {screen.steps ? (
                    <StepsForm
                      key={deferred}
                      schema={screen.schema}
                      uiSchema={screen.uiSchema}
                      validator={validator}
                      formData={answers}
                      logic={screen}
                      onChange={(e) => setAnswers(e.formData)}
                      steps={screen.steps}
                    />
                  ) : (
                    <ThemedForm
                      schema={screen.schema}
                      uiSchema={screen.uiSchema}
                      validator={validator}
                      formData={answers}
                      logic={screen}
                      onChange={(e) => setAnswers(e.formData)}
                    >
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
              </Paper>
              <Box component="section" aria-label="What this answer would send" sx={{ mt: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  What this answer would send
                </Typography>
                <EmailPreview screen={screen} slug={slug} answers={answers} />
              </Box>
            </>
          )}
        </Box>
      </Box>
    </>
  );
}

/**
 * The checker's messages in an author's words: where in the text typed here
 * ("Line 3, column 5"), and what to change. Mistakes stop the form from being
 * built; warnings (choices shown as stored codes) do not.
 */
function Mistakes({ severity, problems }: { severity: 'error' | 'warning'; problems: Problem[] }) {
  const n = problems.length;
  const title =
    severity === 'error'
      ? `${String(n)} mistake${n === 1 ? '' : 's'} to fix before this form can be used`
      : `Worth changing (the form works as it is)`;
  return (
    <Alert severity={severity} sx={{ mb: 2 }}>
      <Typography component="p" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((p) => (
          <li key={`${String(p.line)}:${String(p.column)} ${p.message}`}>
            Line {p.line}, column {p.column}: {p.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
