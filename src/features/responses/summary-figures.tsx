import '../../kernel/i18n/responses-words';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useWords } from '../../kernel/i18n/i18n';
import { VISUALLY_HIDDEN } from '../../form/visually-hidden';
import { BarChart, themeColour, type Series } from './bar-chart';
import { useFormats } from './formats';
import type { Bar, Written } from './summary';
import type { TimeBuckets } from './time-buckets';

export type Row = { cells: string[] };

/** The same figures as the chart, as a table a screen reader walks cell by cell. */
export function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: Row[];
}) {
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

export const primary = () => themeColour('--mui-palette-primary-main', '#1976d2');

/** Bars with their counts and shares: a chart, or the same as a table. */
export function BarsFigure({
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
export function TimeFigure({
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
export function Facts({ facts }: { facts: [string, string][] }) {
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

/**
 * Reads every response, when the page has only the newest at hand: a search
 * through what people wrote looks through all of them.
 */
export const ReadEveryResponse = createContext<() => void>(() => {});

/** Written answers, newest first, a few at a time, with a search through all of them. */
export function WrittenAnswers({ label, answers }: { label: string; answers: Written[] }) {
  const t = useWords();
  const f = useFormats();
  const [query, setQuery] = useState('');
  const [count, setCount] = useState(SHOWN);
  const search = useDeferredValue(query.trim().toLocaleLowerCase());
  const readAll = useContext(ReadEveryResponse);
  useEffect(() => {
    if (search) readAll();
  }, [search, readAll]);
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
