import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  setDescription,
  setHidden,
  setOrder,
  setScreenTitle,
  setSignedIn,
  type ScreenSettings as Settings,
} from '../../edits/screen-settings-edits';
import { SettingsPart } from '../settings-part';
import { inSite } from '../../document/studio-client';
import type { Change } from '../questions/change';

const numberOrNone = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** What the screen is called, where it is listed, and who may open it. */
export function AboutScreen({
  s,
  change,
  route,
}: {
  s: Settings;
  change: Change;
  route: string | undefined;
}) {
  return (
    <>
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
          Address: <strong>{route ?? '…'}</strong>.{' '}
          {inSite ? (
            <>
              To change it, use <em>Duplicate</em> in the list of screens: the copy downloads under
              the new name, and the old file is deleted in the repository.
            </>
          ) : (
            <>
              To change it, use <em>Rename</em> in the list of screens.
            </>
          )}
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
    </>
  );
}
