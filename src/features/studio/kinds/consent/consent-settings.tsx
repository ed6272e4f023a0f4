import { Box, TextField, Typography } from '@mui/material';
import { memo, useState } from 'react';
import type { Change } from '../../panels/questions/change';
import { sameByValue } from '../../panels/same-by-value';
import { consentTitle, setConsent, type Consent } from './consent-edits';
import { ONE_COLUMN } from '../../panels/questions/one-column';

/**
 * A consent box's words, the part of them that is a link, and the link's
 * address: no Markdown to write. The box must be ticked to send.
 */
export const ConsentSettings = memo(function ConsentSettings({
  name,
  data: consent,
  change,
}: {
  name: string;
  title: string;
  data: Consent;
  change: Change;
}) {
  // The link's words and address as typed: until both make a link, the file has none, and
  // these boxes keep what was typed. Changed from elsewhere (undo), they show the file's.
  const [draft, setDraft] = useState({ linked: consent.linked, address: consent.address });
  const [shown, setShown] = useState(consent);
  if (!sameByValue(shown, consent)) {
    setShown(consent);
    setDraft({ linked: consent.linked, address: consent.address });
  }
  if (consent.byHand) {
    return (
      <Typography variant="body2" color="text.secondary">
        Its words have several links: change them in the File (JSON) tab.
      </Typography>
    );
  }
  const write = (part: Partial<Consent>) => {
    const next = { ...consent, ...draft, ...part };
    setDraft({ linked: next.linked, address: next.address });
    // What the file will say once written: the link only when the words hold it.
    const made = consentTitle(next) !== next.words;
    setShown({ ...next, linked: made ? next.linked : '', address: made ? next.address : '' });
    change((t) => setConsent(t, name, next), true);
  };
  const notInWords = draft.linked !== '' && !consent.words.includes(draft.linked);
  return (
    <Box sx={{ ...ONE_COLUMN, gap: 2 }}>
      <TextField
        label="Words of the box"
        value={consent.words}
        onChange={(e) => write({ words: e.target.value })}
        helperText="People must tick it to send the form"
      />
      <TextField
        label="Words that are the link"
        value={draft.linked}
        onChange={(e) => write({ linked: e.target.value })}
        error={notInWords}
        helperText={
          notInWords
            ? 'Write words that are in the box’s words, as they are there'
            : 'A part of the words above, like privacy policy; empty: no link'
        }
      />
      <TextField
        label="Link address"
        value={draft.address}
        onChange={(e) => write({ address: e.target.value.trim() })}
        placeholder="https://example.org/privacy"
        helperText="Where the link goes, https://…; it opens in a new tab, so the answers stay"
      />
    </Box>
  );
}, sameByValue);
