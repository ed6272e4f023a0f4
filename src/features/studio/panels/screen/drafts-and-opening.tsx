import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import {
  setCaptcha,
  setClosed,
  setDrafts,
  setOpening,
  type OpeningPart,
  type ScreenSettings as Settings,
} from '../../edits/screen-settings-edits';
import { SettingsPart } from '../settings-part';
import type { Change } from '../questions/change';

const numberOrNone = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Drafts kept in the person's browser, the captcha, and when the screen takes answers. */
export function DraftsAndOpening({ s, change }: { s: Settings; change: Change }) {
  return (
    <>
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
    </>
  );
}
