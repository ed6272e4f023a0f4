import { Link } from 'react-router-dom';
import type { Problem } from '../../screen/types';
import { useLocalPath } from '../../kernel/routes/local-path';
import { LockIcon } from '../../kernel/ui/icons';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { descriptionIn, summaryIn, type ScreenSummary } from '../../screen/manifest';
import { ProblemList, useOpening } from '../screen';
import { useLanguage, useWords } from '../../kernel/i18n/i18n';
import { directionOf } from '../../kernel/i18n/languages';
import { paths } from '../../kernel/routes/paths';
import { themeFile } from '@generated/theme-file';
// Only home lists the descriptions: they come with its chunk, not in every first load.
import { descriptions } from '@generated/screen-descriptions';

export function HomePage({ screens, problems }: { screens: ScreenSummary[]; problems: Problem[] }) {
  useDocumentTitle(undefined);
  const t = useWords();
  // The manifest comes in the list's order (screens-plugin.ts, inListOrder).
  const listed = screens.filter((s) => !s.hidden);
  return (
    <>
      <h1 className="heading">{t('home.title')}</h1>
      {/* Authors only: the studio exists in development builds alone. */}
      {import.meta.env.DEV && (
        <p className="text">
          <Link to={paths.studio}>Make or change a form in the studio</Link>
        </p>
      )}
      {problems.length > 0 && <ProblemList problems={problems} />}
      {listed.length === 0 ? (
        <p className="text">{t('home.none')}</p>
      ) : (
        <div className="paper-outlined">
          <ul className="list" aria-label={t('home.title')}>
            {listed.map((s) => (
              <ListedScreen key={s.slug} screen={s} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function ListedScreen({ screen }: { screen: ScreenSummary }) {
  const language = useLanguage();
  const s = summaryIn(screen, language);
  const description = descriptionIn(descriptions[s.slug], language, themeFile.languages.default);
  // A screen without this language's texts is listed in its own, and read out in it.
  const isDefault = language === themeFile.languages.default;
  const own = isDefault || Boolean(screen.texts?.[language]?.title);
  const speaks = isDefault || Boolean(screen.languages?.includes(language));
  // A closed screen stays listed, with the author's message where people look first.
  const opening = useOpening(s.opening);
  const t = useWords();
  const local = useLocalPath();
  return (
    <li className="list-item">
      <Link
        className="list-button"
        // A screen without this language is at its own address, in its own language.
        to={speaks ? local(s.route) : s.route}
      >
        <div className={description || !opening.open ? 'list-text multiline' : 'list-text'}>
          <span className="list-primary">
            <InOwnLanguage own={own}>{s.title}</InOwnLanguage>
          </span>
          {description && (
            <p className="list-secondary">
              <InOwnLanguage own={own}>{description}</InOwnLanguage>
            </p>
          )}
          {!opening.open && <p className="list-secondary closed-note">{opening.message}</p>}
        </div>
        {s.problemCount > 0 && (
          <div className="chip">
            <span>{t('home.toFix', { count: s.problemCount })}</span>
          </div>
        )}
        {s.access === 'signed-in' && (
          <div className="list-icon">
            <LockIcon title={t('home.signInRequired')} />
          </div>
        )}
      </Link>
    </li>
  );
}

/**
 * A screen's words in its own language on a page in another: read out in that
 * language, and written in its direction inside the line (an English
 * sentence on an Arabic page keeps its full stop at its end).
 */
function InOwnLanguage({ own, children }: { own: boolean; children: string }) {
  if (own) return children;
  const { default: language } = themeFile.languages;
  return (
    <span lang={language} dir={directionOf(language)}>
      {children}
    </span>
  );
}
