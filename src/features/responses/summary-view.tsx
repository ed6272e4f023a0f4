import '../../kernel/i18n/responses-words';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useWords } from '../../kernel/i18n/i18n';
import { useFormats } from './formats';
import type { QuestionSummary } from './summary';
import type { TimeBuckets } from './time-buckets';
import { Figure } from './question-figure';
import { TimeFigure } from './summary-figures';

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
          <Typography variant="h6" component="h2" id={heading}>
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
