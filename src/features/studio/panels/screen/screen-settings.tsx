import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { questionsOf } from '../../edits/questions';
import { PagesEditor } from './pages-editor';
import {
  answerNamesOf,
  copyAddressesOf,
  removeParam,
  setCaptcha,
  setClosed,
  setCopy,
  setDescription,
  setDrafts,
  setHidden,
  setOneAtATime,
  setOpening,
  setOrder,
  setPaged,
  setParam,
  setScreenTitle,
  setSendsEmail,
  setSignedIn,
  setTemplate,
  setThanksMessage,
  setThanksTitle,
  settingsOf,
  type OpeningPart,
} from '../../edits/screen-settings-edits';
import { ResultsEditor } from './results-editor';
import { SettingsPart } from '../settings-part';

type Props = {
  text: string;
  onEdit: (text: string, typing?: boolean) => void;
  /** The address people open it at, like `/contact`. */
  route: string | undefined;
  /** What a test answer in the form beside would send (the preview page's email preview). */
  emailPreview: ReactNode;
  /** Opens the Look tab: the site's look, shared by every screen. */
  onOpenLook: () => void;
};

const numberOrNone = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * The screen's own settings in the authors' words: what it is called, who
 * may open it, its pages, what is emailed, the thank-you texts, drafts,
 * captcha and opening hours. Each change is a minimal edit of the file
 * (screen-settings-edits.ts); what the panel does not show stays as written.
 */
export function ScreenSettings({ text, onEdit, route, emailPreview, onOpenLook }: Props) {
  const s = useMemo(() => settingsOf(text), [text]);
  const answers = useMemo(() => answerNamesOf(text), [text]);
  const drawn = useMemo(() => questionsOf(text).map((q) => q.name), [text]);
  const addresses = useMemo(() => copyAddressesOf(text), [text]);
  const change = (edit: (t: string) => string, typing = false) => onEdit(edit(text), typing);
  const unsent = answers.filter((a) => !s.params.some((p) => p.value === `{{${a.name}}}`));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SettingsPart level={3} title="About the screen">
        <TextField
          label="Title"
          value={s.title}
          onChange={(e) => change((t) => setScreenTitle(t, e.target.value), true)}
          helperText="The page's heading and its name on the home page"
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={s.description}
          onChange={(e) => change((t) => setDescription(t, e.target.value), true)}
          helperText="A few words under the title; empty: none"
        />
        <Typography>
          Address: <strong>{route ?? '…'}</strong>. To change it, use <em>Rename</em> in the list of
          screens.
        </Typography>
        <TextField
          label="Place on the home page"
          type="number"
          value={s.order ?? ''}
          onChange={(e) => change((t) => setOrder(t, numberOrNone(e.target.value)), true)}
          helperText="Lower numbers come first; empty: by title"
          sx={{ maxWidth: 320 }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={s.hidden}
              onChange={(e) => change((t) => setHidden(t, e.target.checked))}
            />
          }
          label="Keep it off the home page (people with the link still open it)"
        />
        <FormControl>
          <FormLabel id="who-may-open">Who may open it</FormLabel>
          <RadioGroup
            aria-labelledby="who-may-open"
            value={s.signedIn ? 'signed-in' : 'everyone'}
            onChange={(e) => change((t) => setSignedIn(t, e.target.value === 'signed-in'))}
          >
            <FormControlLabel value="everyone" control={<Radio />} label="Everyone" />
            <FormControlLabel
              value="signed-in"
              control={<Radio />}
              label="Only people who have signed in"
            />
          </RadioGroup>
        </FormControl>
      </SettingsPart>

      <SettingsPart level={3} title="Pages">
        <FormControlLabel
          control={
            <Checkbox
              checked={s.pages !== undefined}
              onChange={(e) => change((t) => setPaged(t, e.target.checked, drawn))}
            />
          }
          label="Split the form into pages, with Back and Next"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={s.oneAtATime}
              onChange={(e) => change((t) => setOneAtATime(t, e.target.checked))}
            />
          }
          label="One question at a time, in large type (Enter goes on)"
        />
        {s.pages && <PagesEditor text={text} pages={s.pages} answers={answers} change={change} />}
      </SettingsPart>

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
              helperText="The template's id in your EmailJS account, like template_contact"
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
            label="Offer the person a copy of their answers"
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
                helperText="In EmailJS, its To Email must be {{to_email}}"
              />
              <TextField
                select
                label="Sent to the address typed in"
                value={addresses.some((a) => a.name === s.copy?.to) ? s.copy.to : ''}
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

      <SettingsPart level={3} title="After sending">
        <TextField
          label="Thank-you title"
          value={s.thanksTitle}
          onChange={(e) => change((t) => setThanksTitle(t, e.target.value), true)}
          helperText="Empty: “Thank you!” in the person's language. {{name}} puts in an answer."
        />
        <TextField
          label="Thank-you message"
          multiline
          minRows={2}
          value={s.thanksMessage}
          onChange={(e) => change((t) => setThanksMessage(t, e.target.value), true)}
        />
        <ResultsEditor text={text} results={s.results} change={change} />
      </SettingsPart>

      <SettingsPart level={3} title="Drafts and captcha">
        <FormControlLabel
          control={
            <Checkbox
              checked={s.drafts !== false}
              onChange={(e) => change((t) => setDrafts(t, e.target.checked))}
            />
          }
          label="Keep unsent answers in the person's browser"
        />
        {s.drafts !== false && (
          <TextField
            label="For how many days"
            type="number"
            value={s.drafts === true ? '' : s.drafts}
            onChange={(e) =>
              change((t) => setDrafts(t, numberOrNone(e.target.value) ?? true), true)
            }
            helperText="1 to 365; empty: 7 days"
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
            sx={{ maxWidth: 320 }}
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={s.captcha}
              disabled={s.copy !== undefined}
              onChange={(e) => change((t) => setCaptcha(t, e.target.checked))}
            />
          }
          label={
            s.copy
              ? 'Ask “I am not a robot” before sending (needed by the copy to the person)'
              : 'Ask “I am not a robot” before sending'
          }
        />
      </SettingsPart>

      <SettingsPart level={3} title="Opening hours">
        <FormControlLabel
          control={
            <Checkbox
              checked={s.opening.closed}
              onChange={(e) => change((t) => setClosed(t, e.target.checked))}
            />
          }
          label="Closed now, whatever the times below say"
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {(
            [
              ['opens', 'Opens at'],
              ['closes', 'Closes at'],
            ] as const
          ).map(([part, label]) => (
            <TextField
              key={part}
              label={label}
              type="datetime-local"
              value={s.opening[part]}
              onChange={(e) => change((t) => setOpening(t, part, e.target.value))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Box>
        {(
          [
            [
              'timeZone',
              'Time zone of these times',
              'Like Europe/Berlin or UTC; needed with a time',
            ],
            ['message', 'Message while closed', 'Empty: a sentence saying when it opens'],
          ] as [OpeningPart, string, string][]
        ).map(([part, label, help]) => (
          <TextField
            key={part}
            label={label}
            value={s.opening[part as 'timeZone' | 'message']}
            onChange={(e) => change((t) => setOpening(t, part, e.target.value), true)}
            helperText={help}
          />
        ))}
      </SettingsPart>

      <SettingsPart level={3} title="The look">
        <Typography>
          Colours, corners, the font, light or dark, the product&apos;s name and logo and its
          languages are the same for every screen: change them on the <em>Look</em> tab.
        </Typography>
        <Box>
          <Button onClick={onOpenLook}>Change the look (applies to every screen)</Button>
        </Box>
      </SettingsPart>
    </Box>
  );
}
