import { formatProblem } from '../../checker/format';
import type { Problem } from '../../screen/types';
import { ErrorAlert } from '../../kernel/ui/error-alert';

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
