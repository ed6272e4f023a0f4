import '../../kernel/i18n/responses-words';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { useWords, type Words } from '../../kernel/i18n/i18n';
import { VISUALLY_HIDDEN } from '../../form/visually-hidden';
import { BarChart, themeColour, type Series } from './bar-chart';
import { useFormats, type Formats } from './formats';
import type { Bar, QuestionSummary, Written } from './summary';
import type { TimeBuckets } from './time-buckets';

type Row = { cells: string[] };

/** The same figures as the chart, as a table a screen reader walks cell by cell. */
function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: Row[] }) {
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        width: '100%',
        maxWidth: 640,
        '& th, & td': {
          textAlign: 'start',
          py: 0.75,
          px: 1,
          borderBottom: 1,
          borderColor: 'divider',
        },
        '& td': { fontVariantNumeric: 'tabular-nums' },
        '& thead th': { color: 'text.secondary', fontWeight: 500 },
        '& tbody th': { fontWeight: 400 },
      }}
    >
      <Box component="caption" sx={VISUALLY_HIDDEN}>
        {caption}
      </Box>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.cells.map((c, j) =>
              j === 0 ? (
                <th key={j} scope="row">
                  {c}
                </th>
              ) : (
                <td key={j}>{c}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

const primary = () => themeColour('--mui-palette-primary-main', '#1976d2');

/** Bars with their counts and shares: a chart, or the same as a table. */
function BarsFigure({
  title,
  bars,
  of,
  horizontal,
  asTable,
  colours,
}: {
  title: string;
  bars: Bar[];
  of: number;
  horizontal: boolean;
  asTable: boolean;
  /** A colour a bar (NPS: its three groups); the theme's primary colour otherwise. */
  colours?: string[];
}) {
  const t = useWords();
  const f = useFormats();
  const figures = bars
    .map((b) =>
      t('responses.figure', { label: b.label, count: b.count, share: f.share(b.count, of) }),
    )
    .join('; ');
  const categories = useMemo(() => bars.map((b) => b.label), [bars]);
  const series = useMemo<Series[]>(
    () => [{ label: title, values: bars.map((b) => b.count), color: colours ?? primary() }],
    [bars, title, colours],
  );
  const ends = useMemo(
    () => (value: number) => `${f.number(value)} (${f.share(value, of)})`,
    [f, of],
  );

  if (asTable) {
    return (
      <FiguresTable
        caption={title}
        head={[t('responses.col.answer'), t('responses.col.count'), t('responses.col.share')]}
        rows={bars.map((b) => ({ cells: [b.label, f.number(b.count), f.share(b.count, of)] }))}
      />
    );
  }
  return (
    <BarChart
      label={t('responses.chartOf', { question: title, figures })}
      categories={categories}
      series={series}
      horizontal={horizontal}
      ends={ends}
      shortEnds={f.number}
    />
  );
}

/** Counts over time: upright bars, days with none kept so the gaps show. */
function TimeFigure({
  title,
  time,
  asTable,
}: {
  title: string;
  time: TimeBuckets;
  asTable: boolean;
}) {
  const total = time.buckets.reduce((a, b) => a + b.count, 0);
  const f = useFormats();
  const bars = useMemo(
    () => time.buckets.map((b) => ({ label: f.bucket(b.start, time.unit), count: b.count })),
    [time, f],
  );
  return <BarsFigure title={title} bars={bars} of={total} horizontal={false} asTable={asTable} />;
}

/** Figures as a definition list: lowest, highest, median... */
function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {facts.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const SHOWN = 5;
const MORE = 20;

/** Written answers, newest first, a few at a time, with a search through all of them. */
function WrittenAnswers({ label, answers }: { label: string; answers: Written[] }) {
  const t = useWords();
  const f = useFormats();
  const [query, setQuery] = useState('');
  const [count, setCount] = useState(SHOWN);
  const search = useDeferredValue(query.trim().toLocaleLowerCase());
  const found = useMemo(
    () => (search ? answers.filter((a) => a.text.toLocaleLowerCase().includes(search)) : answers),
    [answers, search],
  );
  return (
    <Box>
      {answers.length > SHOWN && (
        <TextField
          size="small"
          type="search"
          label={t('responses.text.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{ htmlInput: { 'aria-description': label } }}
          sx={{ mb: 1, width: '100%', maxWidth: 360 }}
        />
      )}
      {search && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('responses.text.matches', { count: found.length, query: query.trim() })}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {found.slice(0, count).map((a) => (
          <Box
            component="li"
            key={a.id}
            sx={{
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <Typography variant="body2">{a.text}</Typography>
            <Typography variant="caption" color="text.secondary">
              {f.moment(a.at)}
            </Typography>
          </Box>
        ))}
      </Box>
      {found.length > count && (
        <Button onClick={() => setCount((c) => c + MORE)} sx={{ mt: 1 }}>
          {t('responses.text.more')}
        </Button>
      )}
    </Box>
  );
}

function npsColours() {
  return {
    detractor: themeColour('--mui-palette-error-main', '#d32f2f'),
    passive: themeColour('--mui-palette-warning-main', '#ed6c02'),
    promoter: themeColour('--mui-palette-success-main', '#2e7d32'),
  };
}

/** What one question's card shows besides its title, with its own chart or table. */
function Figure({
  summary,
  asTable,
  t,
  f,
}: {
  summary: QuestionSummary;
  asTable: boolean;
  t: Words;
  f: Formats;
}) {
  const { question } = summary;
  const title = question.title;
  switch (summary.kind) {
    case 'bars':
      return (
        <>
          <BarsFigure
            title={title}
            bars={summary.bars}
            of={summary.answered}
            horizontal
            asTable={asTable}
          />
          {summary.multiple && (
            <Typography variant="caption" color="text.secondary">
              {t('responses.several')}
            </Typography>
          )}
          {summary.others.length > 0 && question.kind === 'choice' && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h3">
                {t('responses.others', { other: question.other ?? '' })}
              </Typography>
              <WrittenAnswers label={title} answers={summary.others} />
            </Box>
          )}
        </>
      );
    case 'scale':
      return (
        <>
          {summary.average !== undefined && question.kind === 'scale' && (
            <Typography variant="h6" component="p">
              {t('responses.average', {
                value: t('responses.outOf', {
                  value: f.number(summary.average),
                  max: f.number(question.max),
                }),
              })}
            </Typography>
          )}
          <BarsFigure
            title={title}
            bars={summary.bars}
            of={summary.answered}
            horizontal={false}
            asTable={asTable}
          />
        </>
      );
    case 'nps': {
      const colours = npsColours();
      const groups: [string, number, string][] = [
        [t('responses.nps.promoters'), summary.promoters, colours.promoter],
        [t('responses.nps.passives'), summary.passives, colours.passive],
        [t('responses.nps.detractors'), summary.detractors, colours.detractor],
      ];
      return (
        <>
          <Typography variant="body2" color="text.secondary" component="p">
            {t('responses.nps.score')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ mb: 1 }}>
            {summary.score === undefined ? '–' : f.number(summary.score)}
          </Typography>
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 0.5,
              p: 0,
              m: 0,
              mb: 2,
              listStyle: 'none',
            }}
          >
            {groups.map(([name, count, colour]) => (
              <Typography key={name} variant="body2" component="li">
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: colour,
                    marginInlineEnd: '6px',
                  }}
                />
                {name}: <strong>{f.number(count)}</strong> ({f.share(count, summary.answered)})
              </Typography>
            ))}
          </Box>
          <BarsFigure
            title={title}
            bars={summary.bars}
            of={summary.answered}
            horizontal={false}
            asTable={asTable}
            colours={summary.bars.map((_, n) =>
              n >= 9 ? colours.promoter : n >= 7 ? colours.passive : colours.detractor,
            )}
          />
        </>
      );
    }
    case 'grid':
      return <GridFigure summary={summary} asTable={asTable} />;
    case 'ranking': {
      const rows = summary.places.map((p) => ({
        cells: [p.label, p.average === undefined ? '–' : f.number(p.average), f.number(p.count)],
      }));
      if (asTable) {
        return (
          <FiguresTable
            caption={title}
            head={[t('responses.col.answer'), t('responses.col.place'), t('responses.col.count')]}
            rows={rows}
          />
        );
      }
      return (
        <>
          <Typography variant="caption" color="text.secondary">
            {t('responses.ranking.note')}
          </Typography>
          <RankingChart title={title} places={summary.places} />
        </>
      );
    }
    case 'number':
      return summary.min === undefined ? null : (
        <Facts
          facts={[
            [t('responses.number.lowest'), f.number(summary.min)],
            [t('responses.number.highest'), f.number(summary.max ?? summary.min)],
            [t('responses.number.median'), f.number(summary.median ?? summary.min)],
            [t('responses.number.average'), f.number(summary.average ?? summary.min)],
          ]}
        />
      );
    case 'dates':
      return (
        <>
          {summary.earliest && summary.latest && (
            <Facts
              facts={[
                [t('responses.dates.earliest'), f.dateAnswer(summary.earliest)],
                [t('responses.dates.latest'), f.dateAnswer(summary.latest)],
              ]}
            />
          )}
          {summary.answered > 0 && (
            <TimeFigure title={title} time={summary.time} asTable={asTable} />
          )}
        </>
      );
    case 'text':
      return <WrittenAnswers label={title} answers={summary.latest} />;
    case 'files':
      return (
        <Typography variant="body1">
          {t('responses.files', { count: summary.answered })}
          {question.kind === 'file' && question.signature
            ? ` · ${t('responses.signatures', { drawn: summary.drawn, typed: summary.typed })}`
            : ''}
        </Typography>
      );
  }
}

function RankingChart({
  title,
  places,
}: {
  title: string;
  places: { label: string; average: number | undefined }[];
}) {
  const t = useWords();
  const f = useFormats();
  const categories = useMemo(() => places.map((p) => p.label), [places]);
  const series = useMemo<Series[]>(
    () => [{ label: title, values: places.map((p) => p.average ?? 0), color: primary() }],
    [places, title],
  );
  const ends = useMemo(() => (value: number) => f.number(value), [f]);
  const figures = places
    .map((p) =>
      t('responses.ranking.figure', {
        label: p.label,
        place: p.average === undefined ? '–' : f.number(p.average),
      }),
    )
    .join('; ');
  return (
    <BarChart
      label={t('responses.chartOf', { question: title, figures })}
      categories={categories}
      series={series}
      horizontal
      ends={ends}
    />
  );
}

/** A grid row by row: each row one bar of 100 %, its columns' shares stacked. */
function GridFigure({
  summary,
  asTable,
}: {
  summary: Extract<QuestionSummary, { kind: 'grid' }>;
  asTable: boolean;
}) {
  const t = useWords();
  const f = useFormats();
  const { rows, question } = summary;
  const columns = useMemo(() => rows[0]?.bars.map((b) => b.label) ?? [], [rows]);
  const categories = useMemo(() => rows.map((r) => r.title), [rows]);
  const series = useMemo<Series[]>(() => {
    const base = themeColour('--mui-palette-primary-main', '#1976d2');
    return columns.map((label, i) => ({
      label,
      values: rows.map((r) =>
        r.answered === 0 ? 0 : ((r.bars[i]?.count ?? 0) / r.answered) * 100,
      ),
      // One hue, lighter to darker across the columns, which are usually an order (poor ... great).
      color: `color-mix(in srgb, ${base} ${Math.round(((i + 1) / columns.length) * 85 + 15)}%, white)`,
    }));
  }, [rows, columns]);
  if (asTable) {
    return (
      <FiguresTable
        caption={question.title}
        head={[t('responses.col.row'), ...columns]}
        rows={rows.map((r) => ({
          cells: [
            r.title,
            ...r.bars.map((b) => `${f.number(b.count)} (${f.share(b.count, r.answered)})`),
          ],
        }))}
      />
    );
  }
  const figures = rows
    .map(
      (r) =>
        `${r.title}: ${r.bars.map((b) => t('responses.figure', { label: b.label, count: b.count, share: f.share(b.count, r.answered) })).join(', ')}`,
    )
    .join('; ');
  return (
    <BarChart
      label={t('responses.chartOf', { question: question.title, figures })}
      categories={categories}
      series={series}
      horizontal
      stacked
    />
  );
}

/** Whether a question's figures have a chart (and so a Chart/Table switch). */
const charted = (s: QuestionSummary) =>
  s.answered > 0 && ['bars', 'scale', 'nps', 'grid', 'ranking', 'dates'].includes(s.kind);

function QuestionCard({ summary }: { summary: QuestionSummary }) {
  const t = useWords();
  const f = useFormats();
  const [asTable, setAsTable] = useState(false);
  const heading = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={heading}
      sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={heading} sx={{ overflowWrap: 'anywhere' }}>
            {summary.question.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('responses.answered', { count: summary.answered })}
          </Typography>
        </Box>
        {charted(summary) && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={asTable ? 'table' : 'chart'}
            onChange={(_, v: string | null) => v && setAsTable(v === 'table')}
            aria-label={t('responses.showAs', { question: summary.question.title })}
          >
            <ToggleButton value="chart">{t('responses.asChart')}</ToggleButton>
            <ToggleButton value="table">{t('responses.asTable')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      <Figure summary={summary} asTable={asTable} t={t} f={f} />
    </Paper>
  );
}

/** Every question of the screen summed up, in its order, each with its chart and table. */
export function SummaryView({
  summaries,
  overTime,
  children,
}: {
  summaries: QuestionSummary[];
  overTime: TimeBuckets;
  children?: ReactNode;
}) {
  const t = useWords();
  const [asTable, setAsTable] = useState(false);
  return (
    <>
      {children}
      {overTime.buckets.length > 1 && (
        <Paper
          component="section"
          variant="outlined"
          aria-label={t('responses.overTime')}
          sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'space-between',
              mb: 1,
            }}
          >
            <Typography variant="h6" component="h2">
              {t('responses.overTime')}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={asTable ? 'table' : 'chart'}
              onChange={(_, v: string | null) => v && setAsTable(v === 'table')}
              aria-label={t('responses.showAs', { question: t('responses.overTime') })}
            >
              <ToggleButton value="chart">{t('responses.asChart')}</ToggleButton>
              <ToggleButton value="table">{t('responses.asTable')}</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <TimeFigure title={t('responses.overTime')} time={overTime} asTable={asTable} />
        </Paper>
      )}
      {summaries.map((s) => (
        <QuestionCard key={s.question.key} summary={s} />
      ))}
    </>
  );
}
