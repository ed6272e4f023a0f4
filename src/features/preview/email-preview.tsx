import { Box, Paper, Typography } from '@mui/material';
import { config } from '../../kernel/config/env';
import { formatSize } from '../../screen/file-limits';
import { useWords } from '../../kernel/i18n/i18n';
import { buildEmailRequest } from '../../email/request';
import { codeStem } from '../../screen/placeholders';
import type { ScreenFile, ScreenNeeds } from '../../screen/types';

/** Sent with every email whatever the file says (docs/guide/email.md, "Always sent as well"), in words. */
const ALWAYS_SENT: Record<string, string> = {
  answers: 'every answer, one line each',
  form_id: 'the address of this form',
  form_title: 'the title of this form',
  submitted_at: 'when it was sent',
  submission_id: 'the reference of this answer',
  signed_in_uid: 'the signed-in person’s account',
  user_email: 'the signed-in person’s email',
  user_name: 'the signed-in person’s name',
};

type Props = { screen: ScreenFile; needs: ScreenNeeds; slug: string; answers: unknown };

/**
 * What a test answer would send, as the author will meet it in EmailJS: each
 * `{{name}}` of the template with the text it becomes, the files attached by
 * name and size. Built by the request builder a real send uses.
 */
export function EmailPreview({ screen, needs, slug, answers }: Props) {
  const t = useWords();
  if (screen.submit === 'none') {
    return <Typography>This form sends no email: its answers go nowhere.</Typography>;
  }
  const { templateId, params, files } = buildEmailRequest({
    slug,
    screen,
    fileFields: needs.fileFields,
    formData: answers,
    user: null,
    submittedAt: new Date(),
    defaultServiceId: config.emailjs.serviceId,
  });
  const own = Object.keys(params).filter((name) => !(name in ALWAYS_SENT));
  // Without `params`, a choice's code travels beside its words as `<name>_code`.
  const codes = Object.fromEntries(
    own.flatMap((name) => {
      const stem = codeStem(name);
      return stem !== undefined && stem in params ? [[name, `the code of ${stem}, as stored`]] : [];
    }),
  );
  const always = Object.keys(ALWAYS_SENT).filter((name) => name in params);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        An email made by your EmailJS template <strong>{templateId}</strong>
        {screen.email?.service ? (
          <>
            {' '}
            (service <strong>{screen.email.service}</strong>)
          </>
        ) : null}
        . Each gap the template may hold, written like <code>{'{{answers}}'}</code>, is filled with:
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A choice's gap gives the words the person chose; the same gap ending in <code>_code</code>{' '}
        gives its code, as stored.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {own.length > 0 && <Lines names={own} params={params} notes={codes} />}
        <Typography variant="subtitle2" component="h3" sx={{ mt: own.length > 0 ? 2 : 0 }}>
          Sent with every answer
        </Typography>
        <Lines names={always} params={params} notes={ALWAYS_SENT} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Attached files
        </Typography>
        {files.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {files.map((f, i) => (
              <li key={`${f.field}-${String(i)}`}>
                {f.name} ({formatSize(f.blob.size, t)}), as <code>{f.field}</code>
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">None</Typography>
        )}
      </Paper>
    </>
  );
}

/** `{{name}}` and the text it becomes, one labelled line each; several lines keep their breaks. */
function Lines(props: {
  names: string[];
  params: Record<string, string>;
  notes?: Record<string, string>;
}) {
  const { names, params, notes } = props;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {names.map((name) => (
        <Box key={name} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            <code>{`{{${name}}}`}</code>
            {notes?.[name] ? `: ${notes[name]}` : ''}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            color={params[name] ? 'text.primary' : 'text.secondary'}
          >
            {params[name] || '(empty)'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
