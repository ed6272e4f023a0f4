import '../../../../kernel/i18n/form-words';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { i18n } from '../../../../kernel/i18n/i18n';
import { paths } from '../../../../kernel/routes/paths';
import { OWNERS_FILE_NAME } from '../../../../screen/responses';
import {
  setCloseAfter,
  setDropOff,
  setEmails,
  setKeepForDays,
  setKeeps,
  setOnePerPerson,
  setOwners,
  type KeepingSettings,
} from '../../edits/responses-edits';
import { SettingsPart } from '../settings-part';
import type { Change } from '../questions/change';

const numberOrNone = (value: string) => (value.trim() === '' ? undefined : Number(value));
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Keeping the answers in the site's database for the form's owners: who reads
 * them, the limits the database's rules enforce, and the link to this screen's
 * responses page.
 */
export function ResponsesSettings({
  k,
  change,
  slug,
  paged,
}: {
  k: KeepingSettings;
  change: Change;
  slug: string;
  /** Whether the form has pages, which drop-off counts. */
  paged: boolean;
}) {
  return (
    <SettingsPart level={3} title="Keeping the answers">
      <FormControlLabel
        control={
          <Checkbox
            checked={k.keeps}
            onChange={(e) => change((t) => setKeeps(t, e.target.checked, slug))}
          />
        }
        label="Keep every response in the site's database, for the form's owners to read"
      />
      {k.keeps && (
        <>
          <Box>
            <Link href={`${paths.responses}/${slug}`} target="_blank" rel="noopener">
              Open this form's responses (counts, charts, export)
            </Link>
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={k.emails}
                onChange={(e) => change((t) => setEmails(t, e.target.checked, slug))}
              />
            }
            label="Also email each response (off: the answers are only kept)"
          />
          <Owners owners={k.owners} change={change} />
          <TextField
            label="Close after this many responses"
            type="number"
            value={k.closeAfter ?? ''}
            onChange={(e) => change((t) => setCloseAfter(t, numberOrNone(e.target.value)), true)}
            helperText="Empty: no limit. The next person is told the form has taken all its answers."
            slotProps={{ htmlInput: { min: 1 } }}
            sx={{ maxWidth: 360 }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={k.onePerPerson}
                onChange={(e) => change((t) => setOnePerPerson(t, e.target.checked))}
              />
            }
            label="One response per person (people sign in to answer)"
          />
          <TextField
            label="Days to keep each response"
            type="number"
            value={k.keepForDays ?? ''}
            onChange={(e) => change((t) => setKeepForDays(t, numberOrNone(e.target.value)), true)}
            helperText="Each is deleted after that; 1 to 3650, empty: kept until an owner deletes it"
            slotProps={{ htmlInput: { min: 1, max: 3650 } }}
            sx={{ maxWidth: 360 }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={k.dropOff}
                disabled={!k.dropOff && !paged}
                onChange={(e) => change((t) => setDropOff(t, e.target.checked))}
              />
            }
            label={
              paged
                ? 'Count how far people get through the pages (drop-off, never their answers)'
                : 'Count how far people get through the pages (split the form into pages first)'
            }
          />
          {k.dropOff && (
            <Typography variant="body2">People see: “{i18n._('dropOff.notice')}”</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            The database itself refuses a response outside the opening hours below, past the limit,
            or a second one by the same person: a page changed by hand cannot get round them.
          </Typography>
        </>
      )}
    </SettingsPart>
  );
}

/** The screen's own owners, one address a line, each with its Remove. */
function Owners({ owners, change }: { owners: string[]; change: Change }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    const address = typed.trim();
    if (!ADDRESS.test(address)) {
      setProblem('An email address, like ana@example.org');
      return;
    }
    if (!owners.some((o) => o.toLowerCase() === address.toLowerCase())) {
      change((t) => setOwners(t, [...owners, address]));
    }
    setTyped('');
    setProblem('');
  };
  return (
    <Box component="section" aria-labelledby="owners-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="owners-heading" variant="subtitle1" component="h4">
        Who may read and delete the responses
      </Typography>
      <Typography variant="body2" color="text.secondary">
        People who sign in with one of these addresses, verified. The site&apos;s owners, listed in
        schemas/{OWNERS_FILE_NAME}, read every form&apos;s responses too.
      </Typography>
      {owners.length > 0 && (
        <Box component="ul" aria-label="Owners of this form" sx={{ p: 0, m: 0 }}>
          {owners.map((o) => (
            <Box
              component="li"
              key={o}
              sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{o}</Typography>
              <Button
                size="small"
                onClick={() =>
                  change((t) =>
                    setOwners(
                      t,
                      owners.filter((x) => x !== o),
                    ),
                  )
                }
              >
                Remove {o}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Owner's email address"
          type="email"
          value={typed}
          error={problem !== ''}
          helperText={problem || ' '}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          sx={{ minWidth: 280 }}
        />
        <Button variant="outlined" onClick={add}>
          Add owner
        </Button>
      </Box>
      {owners.length === 0 && (
        <Alert severity="info">
          No owner named here: only the site&apos;s owners read these responses.
        </Alert>
      )}
    </Box>
  );
}
