import '../../kernel/i18n/responses-words';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useLanguage, useWords } from '../../kernel/i18n/i18n';
import type { Column } from './export';
import type { KeptResponse } from '../../screen/kept-response';
import { answerAt } from './tally';

const ROW_HEIGHT = 44;

/*
 * The rows' classes, added to the page once with the table: plain classes rather
 * than per-row styles, so scrolling 10,000 rows makes no new style rules
 * (docs/decisions/charts.md). Not a .css file: the first async stylesheet would
 * bring the bundler's stylesheet loader into every page's first load (0.5 KB).
 */
const ROW_STYLES = `
.responses-rows {
  position: relative;
  min-width: 100%;
}

.responses-row {
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  min-width: 100%;
  display: flex;
  align-items: center;
  box-sizing: border-box;
  border-bottom: 1px solid var(--mui-palette-divider);
  color: var(--mui-palette-text-primary);
  cursor: pointer;
  contain: layout style;
}

.responses-row:hover,
.responses-row:focus-visible {
  background-color: var(--mui-palette-action-hover);
}

.responses-row:focus-visible {
  outline: 2px solid var(--mui-palette-primary-main);
  outline-offset: -2px;
}

.responses-cell {
  flex: none;
  width: 200px;
  box-sizing: border-box;
  padding: 0 calc(1.5 * var(--mui-spacing));
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font: var(--mui-font-body2);
  letter-spacing: var(--mui-typography-body2-letterSpacing, normal);
}
`;
const COLUMN_WIDTH = 200;

type Sort = { column: number; descending: boolean };

/** Where a response's answer to a column is, for sorting numbers as numbers. */
const rawAt = (r: KeptResponse, column: Column): unknown =>
  column.key === '' ? r.submittedAt : answerAt(r.answers, column.key.split('.'));

/** Each response's words, made once for the rows shown and the search, not again on each render. */
function wordsMemo(columns: Column[]) {
  const made = new WeakMap<KeptResponse, string[]>();
  return (r: KeptResponse) => {
    let found = made.get(r);
    if (!found) {
      found = columns.map((c) => c.words(r));
      made.set(r, found);
    }
    return found;
  };
}

/**
 * Every response as a row, newest first: sorted by any column, filtered by
 * any words of its answers. Only the rows in view are in the page (a virtual
 * list), so 10,000 scroll as smoothly as 10. A row opens the response whole.
 */
export function ResponsesTable({
  columns,
  responses,
  onOpen,
}: {
  columns: Column[];
  responses: KeptResponse[];
  onOpen: (response: KeptResponse) => void;
}) {
  const t = useWords();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ column: 0, descending: true });
  const search = useDeferredValue(query.trim().toLocaleLowerCase());
  const wordsOf = useMemo(() => wordsMemo(columns), [columns]);
  const rows = useMemo(() => {
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    const column = columns[sort.column]!;
    const kept = search
      ? responses.filter((r) => wordsOf(r).some((w) => w.toLocaleLowerCase().includes(search)))
      : [...responses];
    const sign = sort.descending ? -1 : 1;
    return kept.sort((a, b) => {
      const x = rawAt(a, column);
      const y = rawAt(b, column);
      if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
      if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
      return sign * collator.compare(wordsOf(a)[sort.column]!, wordsOf(b)[sort.column]!);
    });
  }, [responses, columns, wordsOf, search, sort, language]);

  // State, not a ref: the rows' virtualizer starts measuring once the box is there.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const width = columns.length * COLUMN_WIDTH;
  const sortBy = (i: number) =>
    setSort((s) => ({ column: i, descending: s.column === i ? !s.descending : i === 0 }));

  return (
    <Box>
      <GlobalStyles styles={ROW_STYLES} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <TextField
          size="small"
          type="search"
          label={t('responses.filter')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ flex: '1 1 14rem', maxWidth: 360 }}
        />
        <Typography role="status" variant="body2" color="text.secondary">
          {t('responses.shown', { shown: rows.length, count: responses.length })}
        </Typography>
      </Box>
      <Box
        ref={setScroller}
        role="table"
        aria-rowcount={rows.length + 1}
        aria-label={t('responses.tab.each')}
        tabIndex={0}
        sx={{
          height: 'min(70vh, 640px)',
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          contain: 'strict',
        }}
      >
        <Box
          role="row"
          aria-rowindex={1}
          sx={{
            display: 'flex',
            width,
            minWidth: '100%',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            borderBottom: 2,
            borderColor: 'divider',
          }}
        >
          {columns.map((c, i) => (
            <Box
              role="columnheader"
              key={c.key}
              aria-sort={
                sort.column === i ? (sort.descending ? 'descending' : 'ascending') : 'none'
              }
              sx={{ width: COLUMN_WIDTH, flex: 'none', px: 1.5, py: 1, fontWeight: 500 }}
            >
              <TableSortLabel
                active={sort.column === i}
                direction={sort.column === i && !sort.descending ? 'asc' : 'desc'}
                onClick={() => sortBy(i)}
                aria-label={t('responses.sortBy', { column: c.title })}
                sx={{ maxWidth: '100%' }}
              >
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {c.title}
                </Box>
              </TableSortLabel>
            </Box>
          ))}
        </Box>
        <Rows rows={rows} width={width} wordsOf={wordsOf} scroller={scroller} onOpen={onOpen} />
      </Box>
    </Box>
  );
}

/**
 * The rows in view, the only ones rendered again as the table scrolls: plain
 * elements styled once by class (ROW_STYLES), each row kept as it
 * was while it stays in view, so a frame costs the rows that come in.
 */
function Rows({
  rows,
  width,
  wordsOf,
  scroller,
  onOpen,
}: {
  rows: KeptResponse[];
  width: number;
  wordsOf: (r: KeptResponse) => string[];
  scroller: HTMLDivElement | null;
  onOpen: (response: KeptResponse) => void;
}) {
  const t = useWords();
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows in view change as it scrolls: rendered anew, never memoized
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <div
      role="rowgroup"
      className="responses-rows"
      style={{ height: virtual.getTotalSize(), width }}
    >
      {virtual.getVirtualItems().map((item) => {
        const response = rows[item.index]!;
        const cells = wordsOf(response);
        return (
          <Row
            key={response.id}
            response={response}
            cells={cells}
            index={item.index}
            start={item.start}
            width={width}
            label={t('responses.open', { moment: cells[0] ?? '' })}
            onOpen={onOpen}
          />
        );
      })}
    </div>
  );
}

/** One response's row: opened by a click, Enter or Space. */
const Row = memo(function Row({
  response,
  cells,
  index,
  start,
  width,
  label,
  onOpen,
}: {
  response: KeptResponse;
  cells: string[];
  index: number;
  start: number;
  width: number;
  label: string;
  onOpen: (response: KeptResponse) => void;
}) {
  return (
    <div
      role="row"
      className="responses-row"
      tabIndex={0}
      aria-rowindex={index + 2}
      aria-label={label}
      style={{ width, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
      onClick={() => onOpen(response)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onOpen(response);
      }}
    >
      {cells.map((cell, i) => (
        <div role="cell" className="responses-cell" key={i}>
          {cell}
        </div>
      ))}
    </div>
  );
});
