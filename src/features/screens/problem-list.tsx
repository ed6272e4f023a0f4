import { formatProblem } from '../../shared/screen-files/format';
import type { Problem } from '../../shared/screen-files/types';
import { ErrorAlert } from '../../shared/ui/error-alert';

/** The checker's messages, as `npm run check` prints them, for the author who saved the file. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  const n = problems.length;
  return (
    <ErrorAlert className="problems" title={`${n} problem${n === 1 ? '' : 's'} to fix in schemas/`}>
      <ul>
        {problems.map((p) => (
          <li key={formatProblem(p)}>{formatProblem(p)}</li>
        ))}
      </ul>
    </ErrorAlert>
  );
}
