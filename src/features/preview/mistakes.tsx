import { Alert, Box, Typography } from '@mui/material';
import type { Problem } from '../../screen/types';

/**
 * The checker's messages in an author's words: where in the text typed here
 * ("Line 3, column 5"), and what to change. Mistakes stop the form from being
 * built; warnings (choices shown as stored codes) do not.
 */
export function Mistakes({
  severity,
  problems,
  words,
}: {
  severity: 'error' | 'warning';
  problems: Problem[];
  /** The studio's words for a problem it says at its control: no line and column then. */
  words?: (problem: Problem) => string | undefined;
}) {
  const n = problems.length;
  const title =
    severity === 'error'
      ? `${String(n)} mistake${n === 1 ? '' : 's'} to fix before this form can be used`
      : `Worth changing (the form works as it is)`;
  return (
    // A message may quote an unbreakable text (a pattern's freezing answer): it breaks inside.
    <Alert severity={severity} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <Typography component="p" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((p) => (
          <li key={`${String(p.line)}:${String(p.column)} ${p.message}`}>
            {words?.(p) ?? `Line ${String(p.line)}, column ${String(p.column)}: ${p.message}`}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
