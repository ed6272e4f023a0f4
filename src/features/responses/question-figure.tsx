import '../../kernel/i18n/responses-words';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWords, type Words } from '../../kernel/i18n/i18n';
import { BarChart, themeColour, type Series } from './bar-chart';
import { useFormats, type Formats } from './formats';
import type { QuestionSummary } from './summary';
import {
  BarsFigure,
  Facts,
  FiguresTable,
  primary,
  TimeFigure,
  WrittenAnswers,
} from './summary-figures';

function npsColours() {
  return {
    detractor: themeColour('--mui-palette-error-main', '#d32f2f'),
    passive: themeColour('--mui-palette-warning-main', '#ed6c02'),
    promoter: themeColour('--mui-palette-success-main', '#2e7d32'),
  };
}

/** What one question's card shows besides its title, with its own chart or table. */
export function Figure({
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
