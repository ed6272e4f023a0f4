import '../../kernel/i18n/form-words';
import '../../kernel/i18n/responses-words';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../kernel/ui/loading';
import { useWords } from '../../kernel/i18n/i18n';
import type { ScreenFile } from '../../screen/types';
import { BarChart, themeColour } from './bar-chart';
import { columnsOf, responsesCsv, responsesJson } from './export';
import { useFormats } from './formats';
import { questionsOf, type Question } from './questions';
import { ResponseDialog } from './response-dialog';
import { ResponsesTable } from './responses-table';
import type { KeptResponse } from '../../screen/kept-response';
import { newestFirst, responsesOverTime, summariesOf } from './summary';
import { recount, type Counted, type Tallies } from './tally';
import type { Base } from './kept-summary';
import { SummaryView } from './summary-view';
import { ReadEveryResponse } from './summary-figures';

/**
 * Drop-off as read: each step's words and how many visits reached it (the first: every visit),
 * how many ended in a sent response, or the words of why the visits could not be read.
 */
export type DropOff = { steps: string[]; reached: number[]; sent: number; failed?: string };

type View = 'summary' | 'each' | 'dropOff';

/** The User Timing mark of the summary rendered (src/scripts/bench/responses-page.ts reads it). */
const SUMMARY_RENDERED = 'responses:summary-rendered';

/** A file for the person to keep, downloaded by the browser under `name`. */
function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The responses counted on top of `base` (those after its moment; every one
 * without it), then only what changes between renders: a live response or a
 * delete on a page of 10,000 costs one response's work.
 */
function useTallies(
  questions: readonly Question[],
  base: Base | undefined,
  responses: readonly KeptResponse[],
): Tallies {
  const after = useMemo(
    () => (base ? responses.filter((r) => r.submittedAt > base.upTo) : responses),
    [base, responses],
  );
  const from = base?.tallies;
  const start = (): Counted | undefined => from && { tallies: from, byId: new Map() };
  const [counted, setCounted] = useState(() => ({
    questions,
    from,
    after,
    counted: recount(start(), questions, after),
  }));
  if (counted.questions === questions && counted.from === from && counted.after === after) {
    return counted.counted.tallies;
  }
  // React's way of following a prop: state set while rendering, from the state before.
  const same = counted.questions === questions && counted.from === from;
  const before = same ? counted.counted : start();
  const now = { questions, from, after, counted: recount(before, questions, after) };
  setCounted(now);
  return now.counted.tallies;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One screen's responses, as read so far (they change while the page is
 * open): the summary of every question, the table of every response, the
 * drop-off when the screen records it, and the downloads.
 */
export function ScreenResponses({
  slug,
  screen,
  responses,
  base,
  everything = true,
  onReadAll = () => Promise.resolve([]),
  dropOff,
  onDropOffShown = () => {},
  formPath,
  onDelete,
}: {
  slug: string;
  screen: ScreenFile;
  /** The responses read: every one, or (not `everything`) the newest and those after `base`. */
  responses: KeptResponse[];
  /** Where the form is filled in: offered while nothing has come, so the owner can share it. */
  formPath?: string;
  /** The kept summary's tallies: responses up to its moment are counted in it, not again. */
  base?: Base;
  everything?: boolean;
  /** Reads every response, for the table and the downloads: what the read brought. */
  onReadAll?: () => Promise<KeptResponse[]>;
  /** Undefined when the screen records no drop-off; `null` while it is being read. */
  dropOff?: DropOff | null;
  /** Its tab shown: the page reads the drop-off then, not on every opening. */
  onDropOffShown?: () => void;
  onDelete: (response: KeptResponse) => Promise<void>;
}) {
  const t = useWords();
  const f = useFormats();
  const [view, setView] = useState<View>('summary');
  const [open, setOpen] = useState<KeptResponse>();
  const [deleted, setDeleted] = useState(false);
  // A burst of new responses re-renders once, after what the person is doing.
  const shown = useDeferredValue(responses);
  const questions = useMemo(() => questionsOf(screen), [screen]);
  const words = useMemo(() => ({ yes: t('rjsf.YesLabel'), no: t('rjsf.NoLabel') }), [t]);
  const tallies = useTallies(questions, base, shown);
  const written = useMemo(() => newestFirst(shown), [shown]);
  const summaries = useMemo(
    () => summariesOf(questions, tallies, written, screen, words),
    [questions, tallies, written, screen, words],
  );
  const overTime = useMemo(() => responsesOverTime(tallies), [tallies]);
  const columns = useMemo(
    () =>
      columnsOf(questions, screen, {
        submitted: t('responses.col.when'),
        yes: words.yes,
        no: words.no,
        moment: f.moment,
      }),
    [questions, screen, t, words, f],
  );
  const remove = async (response: KeptResponse) => {
    await onDelete(response);
    setDeleted(true);
  };
  const none = tallies.count === 0;
  const save = (kind: 'csv' | 'json', every: readonly KeptResponse[]) => {
    if (kind === 'csv') {
      download(
        `${slug}-responses-${today()}.csv`,
        responsesCsv(columns, every),
        'text/csv;charset=utf-8',
      );
    } else {
      download(`${slug}-responses-${today()}.json`, responsesJson(slug, every), 'application/json');
    }
  };
  // Made from what the read brings, not after the page has rendered every response: with those
  // that came live since the opening, once each.
  const saveEvery = (kind: 'csv' | 'json') => {
    if (everything) return save(kind, responses);
    onReadAll().then(
      (all) => save(kind, [...new Map([...responses, ...all].map((r) => [r.id, r])).values()]),
      () => undefined, // the page says why they could not be read
    );
  };
  // Its failure is the page's to say.
  const readAll = useCallback(() => void onReadAll().catch(() => undefined), [onReadAll]);
  const showTable = (v: View) => {
    if (v === 'each') readAll();
    if (v === 'dropOff') onDropOffShown();
    setView(v);
  };
  // A User Timing mark once the summary and its charts are rendered: what the bench times.
  useEffect(() => {
    if (view === 'summary' && summaries.length > 0 && !none) performance.mark(SUMMARY_RENDERED);
  }, [view, summaries, none]);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="p" role="status" sx={{ flex: '1 1 auto' }}>
          {t('responses.count', { count: tallies.count })}
        </Typography>
        {/* One unit, so on a phone the word moves down with its buttons, not apart from them. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {t('responses.download')}
          </Typography>
          <Button variant="outlined" size="small" disabled={none} onClick={() => saveEvery('csv')}>
            {t('responses.csv')}
          </Button>
          <Button variant="outlined" size="small" disabled={none} onClick={() => saveEvery('json')}>
            {t('responses.json')}
          </Button>
        </Box>
      </Box>
      <Tabs
        value={view}
        onChange={(_, v: View) => showTable(v)}
        aria-label={t('responses.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="summary"
          label={t('responses.tab.summary')}
          id="tab-summary"
          aria-controls="view"
        />
        <Tab value="each" label={t('responses.tab.each')} id="tab-each" aria-controls="view" />
        {dropOff !== undefined && (
          <Tab
            value="dropOff"
            label={t('responses.tab.dropOff')}
            id="tab-dropOff"
            aria-controls="view"
          />
        )}
      </Tabs>
      <Box role="tabpanel" id="view" aria-labelledby={`tab-${view}`}>
        {view === 'dropOff' ? (
          <DropOffView dropOff={dropOff ?? null} />
        ) : none ? (
          <Alert severity="info">
            {t('responses.noneYet')}
            {formPath && (
              <Box sx={{ mt: 1 }}>
                <Button variant="outlined" size="small" component={Link} to={formPath}>
                  {t('responses.openForm')}
                </Button>
              </Box>
            )}
          </Alert>
        ) : view === 'summary' ? (
          <ReadEveryResponse.Provider value={readAll}>
            <SummaryView summaries={summaries} overTime={overTime} />
          </ReadEveryResponse.Provider>
        ) : !everything ? (
          <Loading label={t('responses.loading')} />
        ) : (
          <ResponsesTable columns={columns} responses={shown} onOpen={setOpen} />
        )}
      </Box>
      <ResponseDialog
        response={open}
        columns={columns}
        onClose={() => setOpen(undefined)}
        onDelete={remove}
      />
      <Snackbar
        open={deleted}
        autoHideDuration={5000}
        onClose={() => setDeleted(false)}
        message={t('responses.delete.done')}
      />
    </>
  );
}

/**
 * How many visits reached each step, as a funnel: one bar a step, and a last one for the
 * visits that ended in a sent response, each a share of all visits.
 */
function DropOffView({ dropOff }: { dropOff: DropOff | null }) {
  const t = useWords();
  const f = useFormats();
  const categories = useMemo(
    () =>
      dropOff
        ? [
            ...dropOff.steps.map((s, i) =>
              t('responses.dropOff.step', { number: i + 1, title: s }),
            ),
            t('responses.dropOff.sent'),
          ]
        : [],
    [dropOff, t],
  );
  const values = useMemo(() => (dropOff ? [...dropOff.reached, dropOff.sent] : []), [dropOff]);
  const series = useMemo(
    () => [
      {
        label: t('responses.tab.dropOff'),
        values,
        color: themeColour('--mui-palette-primary-main', '#1976d2'),
      },
    ],
    [values, t],
  );
  const visits = dropOff?.reached[0] ?? 0;
  const ends = useMemo(() => (v: number) => `${f.number(v)} (${f.share(v, visits)})`, [f, visits]);
  if (!dropOff) return null;
  const figures = categories
    .map((step, i) =>
      t('responses.dropOff.figure', {
        step,
        count: values[i] ?? 0,
        share: f.share(values[i] ?? 0, visits),
      }),
    )
    .join('; ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('responses.dropOff.intro')}
      </Typography>
      {dropOff.failed ? (
        <Alert severity="error">{dropOff.failed}</Alert>
      ) : visits === 0 ? (
        <Alert severity="info">{t('responses.dropOff.none')}</Alert>
      ) : (
        <BarChart
          label={t('responses.chartOf', { question: t('responses.tab.dropOff'), figures })}
          categories={categories}
          series={series}
          horizontal
          ends={ends}
        />
      )}
    </Paper>
  );
}
