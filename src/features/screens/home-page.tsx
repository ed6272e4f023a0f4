import { Link } from 'react-router-dom';
import type { Problem } from '../../shared/screen-files/types';
import { LockIcon } from '../../shared/ui/icons';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import type { ScreenSummary } from '../../shared/screen-files/manifest';
import { useOpening } from './opening-state';
import { ProblemList } from './problem-list';
import { listedScreens } from './sort-screens';

export function HomePage({ screens, problems }: { screens: ScreenSummary[]; problems: Problem[] }) {
  useDocumentTitle(undefined);
  const listed = listedScreens(screens);
  return (
    <>
      <h1 className="heading">Forms</h1>
      {problems.length > 0 && <ProblemList problems={problems} />}
      {listed.length === 0 ? (
        <p className="text">No forms yet: add a file to schemas/ to make one.</p>
      ) : (
        <div className="paper-outlined">
          <ul className="list" aria-label="Forms">
            {listed.map((s) => (
              <ListedScreen key={s.slug} screen={s} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function ListedScreen({ screen: s }: { screen: ScreenSummary }) {
  // A closed screen stays listed, with the author's message where people look first.
  const opening = useOpening(s.opening);
  return (
    <li className="list-item">
      <Link className="list-button" to={s.route}>
        <div className={s.description || !opening.open ? 'list-text multiline' : 'list-text'}>
          <span className="list-primary">{s.title}</span>
          {s.description && <p className="list-secondary">{s.description}</p>}
          {!opening.open && <p className="list-secondary closed-note">{opening.message}</p>}
        </div>
        {s.problemCount > 0 && (
          <div className="chip">
            <span>{`${s.problemCount} to fix`}</span>
          </div>
        )}
        {s.access === 'signed-in' && (
          <div className="list-icon">
            <LockIcon title="Sign-in required" />
          </div>
        )}
      </Link>
    </li>
  );
}
