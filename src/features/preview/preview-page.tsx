import { Alert, Box, Paper, TextField, Typography } from '@mui/material';
import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import fastUri from 'fast-uri';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { config } from '../../shared/config/env';
import { buildEmailRequest } from '../../shared/email/request';
import { FriendlyForm } from '../../shared/form/friendly-form';
import { carryPart } from '../../shared/form/stand-ins/stand-in';
import { StepsForm } from '../../shared/form/steps/steps-form';
import { loadLogic, loadPiping } from '../../shared/logic/logic-loader';
import { checkScreenFiles } from '../../shared/screen-files/check';
import { markdownToSafeHtml } from '../../shared/screen-files/markdown';
import type { ScreenFile } from '../../shared/screen-files/types';
import { MarkdownBlock } from '../../shared/ui/markdown-block';
import { MuiRoot } from '../../shared/ui/mui-root';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { formValidator as validator } from '../../shared/validation/form-validator';
import { ProblemList } from '../screens';

// The preview draws whatever schema the author types, which no build read:
// rjsf's merge and URI library, which it calls synchronously, are always here
// (see src/shared/form/stand-ins/parts.ts); other parts load when first drawn.
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
 * What a test answer would send, built by the request builder a real send
 * uses: the params (with `submission_id`), and each attached file by name
 * and size in place of its content.
 */
function requestFor(screen: ScreenFile, slug: string, answers: unknown): unknown {
  const { serviceId, templateId, params, files } = buildEmailRequest({
    slug,
    screen,
    formData: answers,
    user: null,
    submittedAt: new Date(),
    defaultServiceId: config.emailjs.serviceId,
  });
  const attachments = files.map((f) => ({ field: f.field, name: f.name, bytes: f.blob.size }));
  return { serviceId, templateId, params, ...(attachments.length > 0 && { attachments }) };
}

/**
 * For authors, in development only: a screen file typed or pasted here is
 * checked as `npm run check` would, and shown as the form it makes, with
 * what a test answer would send. In the MUI theme: the page around it is
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
  const { screens, problems } = useMemo(
    () => checkScreenFiles([{ name: FILE_NAME, text: deferred }]),
    [deferred],
  );
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
            <ProblemList problems={problems} />
          ) : (
            <Alert severity="success" sx={{ mb: 2 }}>
              No problems: npm run check would accept this file.
            </Alert>
          )}
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
                  <FriendlyForm
                    schema={screen.schema}
                    uiSchema={screen.uiSchema}
                    validator={validator}
                    formData={answers}
                    logic={screen}
                    onChange={(e) => setAnswers(e.formData)}
                  />
                )}
              </Paper>
              <Box component="section" aria-label="What this answer would send" sx={{ mt: 2 }}>
                <Typography variant="h6" component="h2">
                  What this answer would send
                </Typography>
                <Box
                  component="pre"
                  sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {JSON.stringify(requestFor(screen, slug, answers), null, 2)}
                </Box>
              </Box>
            </>
          )}
        </Box>
      </Box>
    </>
  );
}
