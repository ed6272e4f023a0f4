import { Alert, AlertTitle, Box } from '@mui/material';
import { formatProblem } from '../../shared/screen-files/format';
import type { Problem } from '../../shared/screen-files/types';

/** The checker's messages, as `npm run check` prints them, for the author who saved the file. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  const n = problems.length;
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle>
        {n} problem{n === 1 ? '' : 's'} to fix in schemas/
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {problems.map((p) => (
          <li key={formatProblem(p)}>{formatProblem(p)}</li>
        ))}
      </Box>
    </Alert>
  );
}
