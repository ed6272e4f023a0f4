import { Box } from '@mui/material';
import type { Control } from '../../checking/author-words';
import type { Mistake } from '../../checking/mistakes';

/** A mistake as a line of the card: the authors' words, or the checker's with the line to find. */
const said = (m: Mistake) =>
  m.words?.words ?? `${m.message} (in the File (JSON) tab, line ${String(m.line)})`;

/**
 * What is left to finish in a question: all of it under a closed card's
 * title; on an open card, each beside its control (`at`), and what no control
 * of the card fixes at its top.
 */
export function QuestionMistakes({
  title,
  mistakes,
  at,
}: {
  title: string;
  mistakes: readonly Mistake[] | undefined;
  /** The control these are beside; `null`: those of no control; none: all of them. */
  at?: Control | null;
}) {
  const shown = (mistakes ?? []).filter((m) =>
    at === undefined ? true : at === null ? !m.words : m.words?.control === at,
  );
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={`To finish in "${title}"`}
      sx={{ color: 'error.main', m: 0, mt: at === undefined ? 1 : 0, pl: 3, typography: 'body2' }}
    >
      {shown.map((m) => (
        <li key={`${String(m.line)}:${m.message}`}>{said(m)}</li>
      ))}
    </Box>
  );
}
