import { Alert, Box, Link, Paper, TextField, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { checkScreenFiles } from '../../checker/check';
import { unlabelledChoiceWarnings } from '../../checker/choice-labels';
import { paths } from '../../kernel/routes/paths';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { EmailPreview } from './email-preview';
import { Mistakes } from './mistakes';
import { ScreenFormPreview } from './screen-form-preview';

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
 * rendered without MUI.
 */
export function PreviewPage() {
  return (
    <MuiRoot>
      <Preview />
    </MuiRoot>
  );
}

function Preview() {
  useDocumentTitle('Preview a screen file');
  const [text, setText] = useState(STARTER);
  const [answers, setAnswers] = useState<unknown>();
  // Typing stays smooth while the form behind it catches up.
  const deferred = useDeferredValue(text);
  const { screens, problems, warnings } = useMemo(() => {
    const files = [{ name: FILE_NAME, text: deferred }];
    return { ...checkScreenFiles(files), warnings: unlabelledChoiceWarnings(files) };
  }, [deferred]);
  const screen = screens[0]?.screen;
  const needs = screens[0]?.needs;
  const slug = screens[0]?.slug ?? 'preview';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Preview a screen file
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Paste or edit a screen file; the form, the checker&apos;s messages and what an answer would
        send follow as you type. Nothing is saved or sent from here: to make a form and save it, use
        the{' '}
        <Link component={RouterLink} to={paths.studio}>
          studio
        </Link>
        .
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
          {screen && (
            <>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <ScreenFormPreview
                  screen={screen}
                  answers={answers}
                  onAnswers={setAnswers}
                  stepsKey={deferred}
                />
              </Paper>
              <Box component="section" aria-label="What this answer would send" sx={{ mt: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  What this answer would send
                </Typography>
                {needs && (
                  <EmailPreview screen={screen} needs={needs} slug={slug} answers={answers} />
                )}
              </Box>
            </>
          )}
        </Box>
      </Box>
    </>
  );
}
