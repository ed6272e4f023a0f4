import '../../kernel/i18n/scale-words';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { WidgetProps } from '@rjsf/utils';
import { useWords } from '../../kernel/i18n/i18n';
import { ChoiceButtons, COVERING_RADIO } from '../choice-buttons';
import { scaleOf } from '../ui-defaults';

const rendered = (
  <>
    <StarIcon className="star-full" aria-hidden />
    <StarBorderIcon className="star-empty" aria-hidden />
  </>
);

/**
 * A star rating (`"ui:widget": "rating"` on a whole number from 1 to 3-10): a
 * radio button a star, so Tab reaches the group and the arrow keys choose;
 * choosing the chosen star again (a click, Space) takes the rating back. The
 * stars up to the chosen one are full, by CSS alone, so a page rendered at build
 * time shows them before the app has hydrated it; in Arabic they fill from
 * the right, as the row runs.
 */
// A default export: loaded as a part of the screens that have a rating (perf/parts.ts).
export default function RatingWidget(props: WidgetProps) {
  const t = useWords();
  const stars = scaleOf(props.schema as Record<string, unknown>) ?? [];
  const choices = stars.map((n) => ({
    value: n,
    label: t('rating.star', { count: n }),
    rendered,
  }));
  return <ChoiceButtons {...props} choices={choices} clearable look={STARS_STYLE} />;
}

const FULL = '& label:has(input:checked), & label:has(~ label input:checked)';
const HOVERED = '&:hover label:hover, &:hover label:has(~ label:hover)';

// Stars shrink together to fit a phone (ten in 350 px).
const STARS_STYLE = {
  display: 'flex',
  mt: 1,
  '& label': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 1 48px',
    minWidth: 32,
    height: 48,
    borderRadius: 1,
    color: 'text.secondary',
    cursor: 'pointer',
  },
  '& svg': { width: '100%', maxWidth: 36, height: 36 },
  '& .star-full': { display: 'none', color: 'warning.main' },
  [FULL]: { '& .star-full': { display: 'block' }, '& .star-empty': { display: 'none' } },
  // A mouse over a star shows what choosing it would give.
  '@media (hover: hover)': {
    '&:hover label': { '& .star-full': { display: 'none' }, '& .star-empty': { display: 'block' } },
    [HOVERED]: { '& .star-full': { display: 'block' }, '& .star-empty': { display: 'none' } },
  },
  ...COVERING_RADIO,
  '& input:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  '& label:has(input:disabled)': { opacity: 0.6, cursor: 'default' },
  '&[aria-invalid="true"] label': { color: 'error.main' },
} as const;
