import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  removeParam,
  setCopy,
  setParam,
  setSendsEmail,
  setTemplate,
  type ScreenSettings as Settings,
} from '../../edits/screen-settings-edits';
import { SettingsPart } from '../settings-part';
import type { Change } from '../questions/change';
import { markedAt } from '../../checking/screen-mistakes';

/**
 * What is emailed: the EmailJS template, the answers put in it one by one, the
 * email a test answer would send, and the copy to the person who answered.
 */
export function EmailSettings({
  s,
  change,
  answers,
  addresses,
  emailPreview,
  mistakes,
}: {
  s: Settings;
  change: Change;
  answers: { name: string; title: string; heading: boolean }[];
  addresses: { name: string; title: string }[];
  emailPreview: ReactNode;
  /** The check's words by place in the file (screen-mistakes.ts). */
  mistakes: ReadonlyMap<string, string>;
}) {
  // A heading takes no answer: nothing of it to put in the email.
  const unsent = answers.filter(
    (a) => !a.heading && !s.params.some((p) => p.value === `{{${a.name}}}`),
  );
  return (
    <>
      <SettingsPart level={3} title="What is emailed">
        <FormControlLabel
          control={
            <Checkbox
              checked={s.sendsEmail}
              onChange={(e) => change((t) => setSendsEmail(t, e.target.checked))}
            />
          }
          label="Send the answers by email (off: a page of information with no Send button)"
        />
        {s.sendsEmail && (
          <>
            <TextField
              label="EmailJS template"
              value={s.template}
              onChange={(e) => change((t) => setTemplate(t, e.target.value), true)}
              {...markedAt(
                mistakes,
                'email.template',
                "The template's id in your EmailJS account, like template_contact",
              )}
            />
            <Typography>
              The email gets every answer as <code>{'{{answers}}'}</code>. To put one answer where
              you want it in the template, add it here:
            </Typography>
            {s.params.length > 0 && (
              <Box component="ul" aria-label="Answers in the email" sx={{ p: 0, m: 0 }}>
                {s.params.map((p) => (
                  <Box
                    component="li"
                    key={p.name}
                    sx={{ listStyle: 'none', display: 'flex', gap: 1, mb: 1, alignItems: 'center' }}
                  >
                    <TextField
                      size="small"
                      label={`Text of {{${p.name}}}`}
                      value={p.value}
                      onChange={(e) => change((t) => setParam(t, p.name, e.target.value), true)}
                      {...markedAt(mistakes, `email.params.${p.name}`)}
                      sx={{ flex: 1 }}
                    />
                    <Button size="small" onClick={() => change((t) => removeParam(t, p.name))}>
                      Remove {p.name}
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
            {unsent.length > 0 && (
              <TextField
                select
                size="small"
                label="Add an answer to the email"
                value=""
                onChange={(e) =>
                  change((t) => setParam(t, e.target.value, `{{${e.target.value}}}`))
                }
                sx={{ maxWidth: 360 }}
              >
                {unsent.map((a) => (
                  <MenuItem key={a.name} value={a.name}>
                    {a.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Box component="section" aria-label="What this answer would send">
              <Typography variant="subtitle1" component="h4" gutterBottom>
                What the answers in the form beside would send
              </Typography>
              {emailPreview}
            </Box>
          </>
        )}
      </SettingsPart>

      {s.sendsEmail && (
        <SettingsPart level={3} title="A copy to the person who answered">
          <FormControlLabel
            control={
              <Checkbox
                checked={s.copy !== undefined}
                disabled={s.copy === undefined && addresses.length === 0}
                onChange={(e) =>
                  change((t) =>
                    setCopy(
                      t,
                      e.target.checked
                        ? { template: `${s.template}_copy`, to: addresses[0]?.name ?? '' }
                        : undefined,
                    ),
                  )
                }
              />
            }
            label="Offer the person an email confirming their answers arrived"
          />
          {s.copy === undefined && addresses.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              A copy goes to the answer of an Email question: add one first.
            </Typography>
          )}
          {s.copy && (
            <>
              <TextField
                label="EmailJS template of the copy"
                value={s.copy.template}
                onChange={(e) =>
                  change(
                    (t) => setCopy(t, { template: e.target.value, to: s.copy?.to ?? '' }),
                    true,
                  )
                }
                {...markedAt(
                  mistakes,
                  'email.confirmation.template',
                  'In EmailJS: To Email {{to_email}}, and a fixed text (it gets no answers)',
                )}
              />
              <TextField
                select
                label="Sent to the address typed in"
                value={addresses.some((a) => a.name === s.copy?.to) ? s.copy.to : ''}
                {...markedAt(mistakes, 'email.confirmation.to')}
                onChange={(e) =>
                  change((t) =>
                    setCopy(t, { template: s.copy?.template ?? '', to: e.target.value }),
                  )
                }
              >
                {addresses.map((a) => (
                  <MenuItem key={a.name} value={a.name}>
                    {a.title}
                  </MenuItem>
                ))}
              </TextField>
              <Alert severity="info">
                Anyone can ask EmailJS to send this template to any address, so a copy needs the
                captcha (it is on) and, in EmailJS, reCAPTCHA turned on for the copy&apos;s template
                too. Give it a fixed text. The guide&apos;s “A copy to the person who answered” says
                why.
              </Alert>
            </>
          )}
        </SettingsPart>
      )}
    </>
  );
}
