import '../../kernel/i18n/responses-words';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Link, useParams } from 'react-router-dom';
import { manifest } from '@generated/screen-manifest';
import { config } from '../../kernel/config/env';
import { useLanguage, useWords } from '../../kernel/i18n/i18n';
import { hasResponsesWords, loadResponsesWords } from '../../kernel/i18n/responses-words';
import { paths } from '../../kernel/routes/paths';
import { useLocalPath } from '../../kernel/routes/local-path';
import { Loading } from '../../kernel/ui/loading';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { summaryIn, type ScreenSummary } from '../../screen/manifest';
import { translateScreen } from '../../screen/translations';
import { dropOffSteps } from '../../screen/question-steps';
import type { ScreenFile } from '../../screen/types';
import type { KeptResponse } from '../../screen/kept-response';
import {
  loadResponseReader,
  type ResponseReader,
  type StoreFailure,
} from '../../services/firestore';
import { useCurrentUser } from '../auth';
import { databaseOf, failureWords, isRefusal } from './failure-words';
import { ScreenResponses, type DropOff } from './screen-responses';
import { keepsResponses, recordsDropOff } from './kept-screens';
import { questionsOf } from './questions';
import {
  baseWithout,
  keptSummary,
  openResponses,
  readEvery,
  type Base,
  type Opened,
} from './kept-summary';
import { takeEarly } from './opening-reads';

/** A screen's responses as the page holds them: the kept summary's base and the responses read. */
type Shown = { base: Base; read: Map<string, KeptResponse>; everything: boolean };

const byId = (responses: readonly KeptResponse[]) => new Map(responses.map((r) => [r.id, r]));

/**
 * The User Timing marks of an opening's first reads done (the kept summary, or every response)
 * and of its figures checked against the database's count (src/scripts/bench/responses-page.ts).
 */
const RESPONSES_READ = 'responses:read';
const RESPONSES_CHECKED = 'responses:checked';

/** The newest moment an opening's step has counted or read. */
const newestOf = (step: Opened) =>
  step.read.reduce((at, r) => Math.max(at, r.submittedAt), step.base.upTo);

/** The screens whose responses are kept, in the home page's order. */
const keeping = () => manifest.screens.filter(keepsResponses);

const database = databaseOf(config.firebase);

function Failure({ children, retry }: { children: ReactNode; retry?: () => void }) {
  const t = useWords();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        retry && (
          <Button color="inherit" size="small" onClick={retry}>
            {t('responses.tryAgain')}
          </Button>
        )
      }
    >
      <AlertTitle>{t('responses.error.title')}</AlertTitle>
      {children}
    </Alert>
  );
}

/** The reader, once its chunk (and Firestore with it) is in; the failure when it cannot come. */
function useReader(attempt: number): { reader?: ResponseReader; failed?: unknown } {
  // Nothing to connect to: said at once, rather than after a connection that never comes.
  const [state, setState] = useState<{ reader?: ResponseReader; failed?: unknown }>(() =>
    database === 'none' ? { failed: new Error('no database') } : {},
  );
  useEffect(() => {
    if (database === 'none') return;
    let here = true;
    loadResponseReader().then(
      (reader) => here && setState({ reader }),
      (failed: unknown) => here && setState({ failed }),
    );
    return () => {
      here = false;
    };
  }, [attempt]);
  return state;
}

/** How many documents the page has read, told as they change: what the owner pays for. */
function Reads({ reader }: { reader: ResponseReader }) {
  const t = useWords();
  const reads = useSyncExternalStore(reader.onReads, reader.reads, reader.reads);
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      sx={{ mt: 3 }}
      data-reads={reads}
    >
      {t('responses.reads', { count: reads })}
    </Typography>
  );
}

/**
 * The owners' page: `/responses` lists the screens that keep their
 * responses with their counts; `/responses/<screen>` shows one screen's. The
 * database's rules decide who reads: a person who is no owner is told so.
 */
export function ResponsesPage() {
  const language = useLanguage();
  const [loadedFor, setLoadedFor] = useState<string>();
  const ready = hasResponsesWords(language) || loadedFor === language;
  useEffect(() => {
    if (hasResponsesWords(language)) return;
    let here = true;
    // Its words failing to come (offline) leaves the ones already shown.
    void loadResponsesWords(language).finally(() => here && setLoadedFor(language));
    return () => {
      here = false;
    };
  }, [language]);
  const { screen } = useParams();
  return (
    <MuiRoot>
      {!ready ? <Loading label="…" /> : screen ? <OneScreen slug={screen} /> : <ScreensList />}
    </MuiRoot>
  );
}

function ScreensList() {
  const t = useWords();
  const local = useLocalPath();
  const language = useLanguage();
  const user = useCurrentUser();
  useDocumentTitle(t('responses.title'));
  const [attempt, setAttempt] = useState(0);
  const { reader, failed } = useReader(attempt);
  const screens = useMemo(() => keeping().map((s) => summaryIn(s, language)), [language]);
  const [counts, setCounts] = useState<Record<string, number | StoreFailure>>({});
  useEffect(() => {
    if (!reader) return;
    let here = true;
    for (const s of screens) {
      reader.count(s.slug).then(
        (n) => here && setCounts((c) => ({ ...c, [s.slug]: n })),
        (e: StoreFailure) => here && setCounts((c) => ({ ...c, [s.slug]: e })),
      );
    }
    return () => {
      here = false;
    };
  }, [reader, screens, attempt]);
  // The forms whose rules refuse this person are someone else's: left out, not an error. Which
  // those are is known once every count has come back: until then one steady loading state,
  // never a row that appears and goes.
  const settled = screens.every((s) => counts[s.slug] !== undefined);
  const shown = screens.filter((s) => !isRefusal(counts[s.slug]));
  const noneOwned = screens.length > 0 && shown.length === 0;
  const firstFailure =
    failed ??
    (settled
      ? Object.values(counts).find((c) => typeof c !== 'number' && (noneOwned || !isRefusal(c)))
      : undefined);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('responses.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
        {t('responses.intro')}
      </Typography>
      {firstFailure !== undefined && (
        <Failure retry={() => (setCounts({}), setAttempt((a) => a + 1))}>
          {failureWords(firstFailure, user, t, database, noneOwned)}
        </Failure>
      )}
      {screens.length === 0 ? (
        <Alert severity="info">{t('responses.noScreens')}</Alert>
      ) : failed !== undefined ? null : !settled ? (
        <Loading label={t('responses.loading')} />
      ) : (
        shown.length > 0 && (
          <div className="paper-outlined">
            <ul className="list" aria-label={t('responses.title')}>
              {shown.map((s) => {
                const count = counts[s.slug];
                return (
                  <li className="list-item" key={s.slug}>
                    <Link className="list-button" to={local(`${paths.responses}/${s.slug}`)}>
                      <div className="list-text multiline">
                        <span className="list-primary">{s.title}</span>
                        <p className="list-secondary">
                          {typeof count === 'number'
                            ? t('responses.count', { count })
                            : t('responses.countUnknown')}
                        </p>
                      </div>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        )
      )}
      {reader && <Reads reader={reader} />}
    </>
  );
}

/** A screen's file, in the page's language when it has a translation for it. */
function useScreenFile(summary: ScreenSummary | undefined, language: string) {
  const [file, setFile] = useState<{ screen?: ScreenFile; failed?: unknown }>({});
  useEffect(() => {
    if (!summary) return;
    let here = true;
    const translation = summary.loadTranslation?.[language];
    Promise.all([summary.load(), translation?.()])
      .then(([{ entry }, translated]) => {
        if (!here) return;
        if (!entry.screen) return setFile({ failed: new Error(entry.file) });
        setFile({
          screen: translated ? translateScreen(entry.screen, translated.translation) : entry.screen,
        });
      })
      .catch((failed: unknown) => here && setFile({ failed }));
    return () => {
      here = false;
    };
  }, [summary, language]);
  return file;
}

/** The steps a visit goes through, named as the drop-off counts them (dropOffSteps). */
function stepsOf(screen: ScreenFile): string[] {
  if (screen.layout !== 'one-at-a-time') return (screen.steps ?? []).map((s) => s.title);
  const titles = new Map(questionsOf(screen).map((q) => [q.key, q.title]));
  return dropOffSteps(screen).map((s) => titles.get(s.fields[0] ?? '') ?? s.fields[0] ?? '');
}

function OneScreen({ slug }: { slug: string }) {
  const t = useWords();
  const local = useLocalPath();
  const language = useLanguage();
  const user = useCurrentUser();
  const summary = useMemo(() => keeping().find((s) => s.slug === slug), [slug]);
  const title = summary ? summaryIn(summary, language).title : t('responses.title');
  useDocumentTitle(`${title} · ${t('responses.title')}`);
  const [attempt, setAttempt] = useState(0);
  const { reader, failed: readerFailed } = useReader(attempt);
  const { screen, failed: fileFailed } = useScreenFile(summary, language);
  const questions = useMemo(() => screen && questionsOf(screen), [screen]);
  const [opened, setOpened] = useState<Shown>();
  const [failed, setFailed] = useState<unknown>();
  const [dropOff, setDropOff] = useState<DropOff | null | undefined>();

  // The drop-off's counts (a read or more each step) are read once its tab is shown, not on
  // every opening, where they also took the connections and the emulator's time.
  const [dropOffAsked, setDropOffAsked] = useState(false);
  useEffect(() => {
    if (!reader || !summary || !questions) return;
    let here = true;
    let stop = () => {};
    const fail = (error: unknown) => here && setFailed(error);
    // Each step of the opening rendered as it comes; responses that came live since stay.
    const show = (step: Opened) => {
      if (!here) return;
      const upTo = newestOf(step);
      setFailed(undefined);
      setOpened((o) => {
        // Every response, when the table or a download had them read meanwhile, stays too.
        const held = [...(o?.read.values() ?? [])];
        return {
          base: step.base,
          everything: step.everything || (o?.everything ?? false),
          read: byId([
            ...step.read,
            ...(o?.everything ? held : held.filter((r) => r.submittedAt > upTo)),
          ]),
        };
      });
      step.next.then((next) => {
        if (!here) return;
        if (next) return show(next);
        performance.mark(RESPONSES_CHECKED);
        // From the newest read on: what came while the opening read, and all after.
        stop = reader.follow(
          slug,
          upTo,
          (added, removed) =>
            setOpened((o) => {
              if (!o) return o;
              const read = new Map(o.read);
              for (const r of added) read.set(r.id, r);
              for (const id of removed) read.delete(id);
              return { ...o, read };
            }),
          setFailed,
        );
      }, fail);
    };
    openResponses(reader, slug, questions, takeEarly(slug)).then((first) => {
      if (here) performance.mark(RESPONSES_READ);
      show(first);
    }, fail);
    return () => {
      here = false;
      stop();
    };
  }, [reader, summary, slug, questions, attempt]);

  const everything = opened?.everything ?? false;
  // Every response, read once per opening when the table or a download asks for them.
  const readingAll = useRef<Promise<KeptResponse[]>>(undefined);
  useEffect(() => {
    readingAll.current = undefined;
  }, [reader, slug, attempt]);
  const responses = useMemo(() => [...(opened?.read.values() ?? [])], [opened]);
  const readAll = useCallback((): Promise<KeptResponse[]> => {
    if (!reader) return Promise.resolve([]);
    if (everything) return Promise.resolve(responses);
    readingAll.current ??= readEvery(reader, slug, opened?.base.tallies).then(
      (all) => {
        setOpened((o) => o && { ...o, read: new Map([...o.read, ...byId(all)]), everything: true });
        return all;
      },
      (error: unknown) => {
        readingAll.current = undefined;
        setFailed(error);
        throw error;
      },
    );
    return readingAll.current;
  }, [reader, slug, everything, responses, opened]);

  /** Deleted with the summary that no longer counts it, in one batch. */
  const remove = async (response: KeptResponse) => {
    if (!reader || !opened || !questions) return;
    const base = baseWithout(questions, opened.base, response);
    await reader
      .remove(slug, response.id, base && keptSummary(questions, base))
      .catch((error: unknown) => {
        throw new Error(failureWords(error, user, t, database));
      });
    setOpened((o) => {
      if (!o) return o;
      const read = new Map(o.read);
      read.delete(response.id);
      return { ...o, base: base ?? o.base, read };
    });
  };

  useEffect(() => {
    if (!reader || !screen || !summary || !recordsDropOff(summary) || !dropOffAsked) return;
    let here = true;
    const steps = stepsOf(screen);
    reader.reached(slug, steps.length).then(
      ({ reached, sent }) => here && setDropOff({ steps, reached, sent }),
      // Not "no visits yet": why they could not be read, in the words of the page's failures.
      (error: unknown) =>
        here &&
        setDropOff({ steps, reached: [], sent: 0, failed: failureWords(error, user, t, database) }),
    );
    return () => {
      here = false;
    };
  }, [reader, screen, summary, slug, attempt, user, t, dropOffAsked]);

  const problem = readerFailed ?? fileFailed ?? failed;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link to={local(paths.responses)}>{t('responses.allForms')}</Link>
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {!summary ? (
        <Alert severity="warning">{t('responses.notFound')}</Alert>
      ) : problem !== undefined ? (
        <Failure
          retry={() => {
            setFailed(undefined);
            setAttempt((a) => a + 1);
          }}
        >
          {failureWords(problem, user, t, database)}
        </Failure>
      ) : !screen || !opened || !reader ? (
        <Loading label={t('responses.loading')} />
      ) : (
        <Box>
          <ScreenResponses
            slug={slug}
            screen={screen}
            responses={responses}
            base={opened.base}
            everything={everything}
            onReadAll={readAll}
            dropOff={recordsDropOff(summary) ? (dropOff ?? null) : undefined}
            onDropOffShown={() => setDropOffAsked(true)}
            formPath={local(summary.route)}
            onDelete={remove}
          />
        </Box>
      )}
      {reader && <Reads reader={reader} />}
    </>
  );
}
