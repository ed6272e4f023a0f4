import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { memo, useId } from 'react';
import type { Change } from '../../panels/questions/change';
import { ListPicker } from '../../panels/questions/list-picker';
import { sameByValue } from '../../panels/same-by-value';
import { setAccept, setMaxSize, setSeveralFiles, type FileSettings } from './file-edits';
import { config } from '../../../../kernel/config/env';
import { pageWords } from '../../../../kernel/i18n/i18n';
import { formatSize, parseSize } from '../../../../screen/file-limits';
import { ONE_COLUMN } from '../../panels/questions/one-column';

/** The kinds of file offered by name, each the `accept` entries it writes. */
const KINDS_OF_FILE: readonly { words: string; accept: readonly string[] }[] = [
  { words: 'PDF', accept: ['.pdf'] },
  { words: 'Word documents', accept: ['.doc', '.docx'] },
  { words: 'Pictures', accept: ['image/*'] },
  { words: 'Spreadsheets', accept: ['.xls', '.xlsx', '.csv'] },
];

/** A kind of file by name, with the endings it takes ("Word documents (.doc, .docx)"), never "image/*". */
const labelOf = (k: (typeof KINDS_OF_FILE)[number]) =>
  k.accept.every((a) => a.startsWith('.')) ? `${k.words} (${k.accept.join(', ')})` : k.words;

/**
 * A file question's types, largest file and one or several files: the kinds
 * people know by name ticked, any other type typed, no tick at all for any
 * file.
 */
export const FileQuestionSettings = memo(function FileQuestionSettings({
  name,
  data: file,
  change,
  signature = false,
}: {
  name: string;
  title: string;
  data: FileSettings;
  change: Change;
  /** A signature: a picture of its own, its size only. */
  signature?: boolean;
}) {
  const id = useId();
  const named = new Set(KINDS_OF_FILE.flatMap((k) => k.accept));
  const others = file.accept.filter((a) => !named.has(a));
  const toggle = (accept: readonly string[], on: boolean) =>
    change((t) =>
      setAccept(
        t,
        name,
        on
          ? [...file.accept, ...accept.filter((a) => !file.accept.includes(a))]
          : file.accept.filter((a) => !accept.includes(a)),
      ),
    );
  const size = file.maxSize;
  // Every file of an answer travels in one email, within the site's limit (its EmailJS plan).
  const siteLimit = config.emailjs.attachmentMaxBytes;
  const siteWords = formatSize(siteLimit, pageWords);
  const written = size && parseSize(`${size.size} ${size.unit}`);
  const overSite = written !== undefined && written > siteLimit;
  const writeSize = (number: string, unit: string) =>
    change(
      (t) => setMaxSize(t, name, number.trim() === '' ? undefined : `${number.trim()} ${unit}`),
      true,
    );
  return (
    <Box sx={{ ...ONE_COLUMN, gap: 2 }}>
      {!signature && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <FormLabel component="legend">Files it takes (none ticked: any file)</FormLabel>
          <FormGroup row>
            {KINDS_OF_FILE.map((k) => (
              <FormControlLabel
                key={k.words}
                control={
                  <Checkbox
                    checked={k.accept.every((a) => file.accept.includes(a))}
                    onChange={(e) => toggle(k.accept, e.target.checked)}
                  />
                }
                label={labelOf(k)}
              />
            ))}
          </FormGroup>
          <TextField
            size="small"
            label="Other types, separated by commas"
            value={others.join(',')}
            placeholder=".txt,.zip"
            onChange={(e) => {
              const typed = e.target.value
                .split(',')
                .map((a) => a.trim())
                .filter((a) => a !== '');
              change(
                (t) => setAccept(t, name, [...file.accept.filter((a) => named.has(a)), ...typed]),
                true,
              );
            }}
            helperText="An ending like .txt, or a type like audio/*"
            sx={{ mt: 1, maxWidth: 360 }}
          />
        </Box>
      )}
      <Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            type="number"
            label="Largest file"
            value={size?.size ?? ''}
            onChange={(e) => writeSize(e.target.value, size?.unit ?? 'MB')}
            error={overSite}
            slotProps={{ htmlInput: { min: 1, 'aria-describedby': `${id}-size` } }}
            sx={{ maxWidth: 180 }}
          />
          <ListPicker
            id={`${id}-unit`}
            label="Unit"
            value={size?.unit ?? 'MB'}
            onChange={(e) => size && writeSize(size.size, e.target.value)}
          >
            <option value="KB">KB</option>
            <option value="MB">MB</option>
          </ListPicker>
        </Box>
        {/* Under both boxes, the width of the card: the words are a sentence to read. */}
        <FormHelperText id={`${id}-size`} error={overSite} sx={{ mx: 1.75 }}>
          {overSite
            ? `More than the site takes: an answer’s files go in one email of at most ${siteWords} (the email service’s limit), so a larger file is refused. Write ${siteWords} or less.`
            : `Empty: the site’s limit, ${siteWords}`}
        </FormHelperText>
      </Box>
      {!signature && (
        <FormControlLabel
          control={
            <Checkbox
              checked={file.several}
              onChange={(e) => change((t) => setSeveralFiles(t, name, e.target.checked))}
            />
          }
          label="Several files"
        />
      )}
    </Box>
  );
}, sameByValue);
