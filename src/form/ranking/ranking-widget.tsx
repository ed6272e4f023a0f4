import '../../kernel/i18n/form-words';
import '../../kernel/i18n/kind-words';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../../kernel/i18n/i18n';
import { describedBy } from '../described-by';
import { VISUALLY_HIDDEN } from '../visually-hidden';

type Item = { key: string; value: unknown; label: string };

/** What dnd-kit would say while dragging: the list says where an item went itself. */
const QUIET = {
  announcements: {
    onDragStart: () => undefined,
    onDragMove: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: () => undefined,
  },
  screenReaderInstructions: { draggable: '' },
};

/**
 * A ranking (`"ui:widget": "ranking"` on a list of the items to order): the
 * items in a numbered list, each dragged by its handle (mouse, finger or pen)
 * or moved with its Move up and Move down buttons (keyboard); a screen reader
 * hears where the item went. The answer is the whole list in the person's
 * order, set by the first move: until then nothing is ranked. dnd-kit comes
 * with this part only (perf/parts.ts).
 */
// A default export: loaded as a part of the screens that have a ranking (perf/parts.ts).
export default function RankingWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, rawErrors } = props;
  const t = useWords();
  const options = props.options.enumOptions ?? [];
  const value: unknown[] = Array.isArray(props.value) ? props.value : [];
  const ranked = value.length === options.length && options.every((o) => value.includes(o.value));
  const order = ranked ? value : options.map((o) => o.value);
  const items: Item[] = order.map((v) => {
    const index = options.findIndex((o) => o.value === v);
    return { key: `${id}-item-${index}`, value: v, label: options[index]?.label ?? String(v) };
  });
  const [said, setSaid] = useState('');
  // The button to keep the focus on after a move: React moves the item's element, which blurs it.
  const refocus = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = refocus.current;
    refocus.current = undefined;
    if (!target) return;
    const button = document.getElementById(target) as HTMLButtonElement | null;
    const other = document.getElementById(
      target.endsWith('-up') ? `${target.slice(0, -3)}-down` : `${target.slice(0, -5)}-up`,
    ) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  });
  const locked = disabled || readonly;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const invalid = (rawErrors?.length ?? 0) > 0;
  const labelId = `${id}__label`;

  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    props.onChange(arrayMove(order, from, to));
    setSaid(t('ranking.moved', { item: item.label, position: to + 1, count: items.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(
      items.findIndex((i) => i.key === active.id),
      items.findIndex((i) => i.key === over.id),
    );
  };

  return (
    <>
      {labelValue(
        <FormLabel id={labelId} required={required} error={invalid}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <Box className="ranking-hint" sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
        {t('ranking.hint')}
      </Box>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={QUIET}
      >
        <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
          <Box
            component="ol"
            id={id}
            aria-labelledby={hideLabel || !label ? undefined : labelId}
            aria-label={hideLabel && label ? label : undefined}
            aria-describedby={describedBy(props)}
            sx={RANKING_STYLE}
            data-invalid={invalid || undefined}
          >
            {items.map((item, index) => (
              <RankedItem
                key={item.key}
                item={item}
                position={index + 1}
                first={index === 0}
                last={index === items.length - 1}
                locked={locked}
                upWords={`${t('list.moveUp')}: ${item.label}`}
                downWords={`${t('list.moveDown')}: ${item.label}`}
                onMove={(by, button) => {
                  refocus.current = button;
                  move(index, index + by);
                }}
                onFocus={() => props.onFocus(id, props.value)}
                onBlur={() => props.onBlur(id, props.value)}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Box aria-live="polite" sx={VISUALLY_HIDDEN}>
        {said}
      </Box>
    </>
  );
}

function RankedItem(props: {
  item: Item;
  position: number;
  first: boolean;
  last: boolean;
  locked: boolean | undefined;
  upWords: string;
  downWords: string;
  onMove: (by: number, button: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}) {
  const { item, position, first, last, locked } = props;
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id: item.key, disabled: locked });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'ranking-dragged' : undefined}>
      {/* Keyboard users have the buttons: the handle is for pointers only, out of the Tab order. */}
      <span className="ranking-handle" aria-hidden ref={setActivatorNodeRef} {...listeners}>
        <DragIndicatorIcon />
      </span>
      <span className="ranking-position" aria-hidden>
        {position}
      </span>
      <span className="ranking-label">{item.label}</span>
      <IconButton
        id={`${item.key}-up`}
        aria-label={props.upWords}
        disabled={locked || first}
        onClick={() => props.onMove(-1, `${item.key}-up`)}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        id={`${item.key}-down`}
        aria-label={props.downWords}
        disabled={locked || last}
        onClick={() => props.onMove(1, `${item.key}-down`)}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      >
        <ArrowDownwardIcon />
      </IconButton>
    </li>
  );
}

const RANKING_STYLE = {
  listStyle: 'none',
  p: 0,
  mt: 1,
  mb: 0,
  maxWidth: 560,
  '& li': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    minHeight: 52,
    mb: 1,
    pr: 0.5,
    border: 1,
    borderColor: 'text.secondary',
    borderRadius: 1,
    bgcolor: 'background.paper',
  },
  '& li.ranking-dragged': { zIndex: 1, boxShadow: 4, borderColor: 'primary.main' },
  '&[data-invalid] li': { borderColor: 'error.main' },
  '& .ranking-handle': {
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    px: 1,
    color: 'text.secondary',
    cursor: 'grab',
    // A finger on the handle drags the item rather than scrolling the page.
    touchAction: 'none',
  },
  '& .ranking-position': {
    minWidth: 28,
    height: 28,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    bgcolor: 'action.selected',
    typography: 'body2',
    fontWeight: 500,
  },
  '& .ranking-label': { flex: 1, typography: 'body1', py: 1 },
} as const;
