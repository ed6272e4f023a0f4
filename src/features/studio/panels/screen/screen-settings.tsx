import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { PagesEditor } from './pages-editor';
import {
  answerNamesOf,
  copyAddressesOf,
  setOneAtATime,
  setThanksMessage,
  setThanksTitle,
  settingsOf,
} from '../../edits/screen-settings-edits';
import { setPaged } from '../../edits/page-edits';
import { ResultsEditor } from './results-editor';
import { SettingsPart } from '../settings-part';
import { AboutScreen } from './about-screen';
import { DraftsAndOpening } from './drafts-and-opening';
import { EmailSettings } from './email-settings';
import { ResponsesSettings } from './responses-settings';
import { keepingOf } from '../../edits/responses-edits';
import { markedAt } from '../../checking/screen-mistakes';

type Props = {
  text: string;
  onEdit: (text: string, typing?: boolean) => void;
  /** The address people open it at, like `/contact`. */
  route: string | undefined;
  /** The file's name without `.json`: the screen's id in the database and its responses page. */
  slug: string;
  /** What a test answer in the form beside would send (the preview page's email preview). */
  emailPreview: ReactNode;
  /** Opens the Look tab: the site's look, shared by every screen. */
  onOpenLook: () => void;
  /** The check's words by place in the file, shown at the field there (screen-mistakes.ts). */
  mistakes: ReadonlyMap<string, string>;
};

/**
 * The screen's own settings in the authors' words: what it is called, who
 * may open it, its pages, whether its answers are kept, what is emailed, the thank-you texts, drafts,
 * captcha and opening hours. Each change is a minimal edit of the file
 * (screen-settings-edits.ts); what the panel does not show stays as written.
 */
export function ScreenSettings({
  text,
  onEdit,
  route,
  slug,
  emailPreview,
  onOpenLook,
  mistakes,
}: Props) {
  const s = useMemo(() => settingsOf(text), [text]);
  const answers = useMemo(() => answerNamesOf(text), [text]);
  const addresses = useMemo(() => copyAddressesOf(text), [text]);
  const keep = useMemo(() => keepingOf(text), [text]);
  const change = (edit: (t: string) => string, typing = false) => onEdit(edit(text), typing);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <AboutScreen s={s} change={change} route={route} />

      <SettingsPart level={3} title="Pages">
        <FormControlLabel
          control={
            <Checkbox
              checked={s.pages !== undefined}
              onChange={(e) => change((t) => setPaged(t, e.target.checked))}
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
        {s.pages && (
          <PagesEditor
            text={text}
            pages={s.pages}
            answers={answers}
            change={change}
            mistakes={mistakes}
          />
        )}
      </SettingsPart>

      <ResponsesSettings
        k={keep}
        change={change}
        slug={slug}
        paged={s.pages !== undefined || s.oneAtATime}
      />

      {/* A screen that keeps its answers without emailing them has no email to set. */}
      {(!keep.keeps || keep.emails) && (
        <EmailSettings
          s={s}
          change={change}
          answers={answers}
          addresses={addresses}
          emailPreview={emailPreview}
          mistakes={mistakes}
        />
      )}

      <SettingsPart level={3} title="After sending">
        <TextField
          label="Thank-you title"
          value={s.thanksTitle}
          onChange={(e) => change((t) => setThanksTitle(t, e.target.value), true)}
          {...markedAt(
            mistakes,
            'success.title',
            "Empty: “Thank you!” in the person's language. {{name}} puts in an answer.",
          )}
        />
        <TextField
          label="Thank-you message"
          multiline
          minRows={2}
          value={s.thanksMessage}
          onChange={(e) => change((t) => setThanksMessage(t, e.target.value), true)}
          {...markedAt(mistakes, 'success.message')}
        />
        <ResultsEditor text={text} results={s.results} change={change} mistakes={mistakes} />
      </SettingsPart>

      <DraftsAndOpening s={s} change={change} />

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
