import {
  DndContext,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { ConditionEditor } from '../questions/answer-settings';
import { conditionWords } from '../../edits/condition-edits';
import {
  addPage,
  moveToPage,
  pageDecidersOf,
  removePage,
  setPageCondition,
  setPageTitle,
  settingsOf,
  type Page,
} from '../../edits/screen-settings-edits';

type Answer = { name: string; title: string };
type Change = (edit: (t: string) => string, typing?: boolean) => void;

const pageId = (i: number) => `page-${String(i)}`;

/** Where a dragged question would go: the page, and its place among the page's other questions. */
type Aim = { page: number; at: number };

/**
 * A question on a page: dragged by the pointer to where it goes; by keyboard,
 * its "Page of" list and its up and down buttons.
 */
function PageQuestion({
  answer,
  on,
  place,
  count,
  pages,
  aimed,
  onMove,
}: {
  answer: Answer;
  /** The page it is on, or -1. */
  on: number;
  /** Its place on its page, and how many questions the page has. */
  place: number;
  count: number;
  pages: Page[];
  /** A question being dragged would go just before or after it. */
  aimed: 'before' | 'after' | undefined;
  onMove: (page: number, at?: number) => void;
}) {
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: answer.name });
  // Moved to an end of its page, the button pressed turns off: the focus goes to the other one.
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-question={answer.name}
      style={{ transform: CSS.Translate.toString(transform) }}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto 180px' },
        gap: 1,
        alignItems: 'center',
        p: 0.5,
        borderRadius: 1,
        // Dragged, it is drawn over the rows it passes: solid, raised.
        bgcolor: isDragging ? 'background.paper' : undefined,
        // The line where the dragged question would land: a shadow, so the rows do not move.
        boxShadow: (theme) =>
          isDragging
            ? theme.shadows[6]
            : aimed === undefined
              ? undefined
              : `0 ${aimed === 'before' ? '-3px' : '3px'} 0 0 ${theme.palette.primary.main}`,
        position: 'relative',
        // Above the rows' own labels, which MUI lifts to 1.
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {/* The pointer's handle: the list and the buttons beside are the same moves by keyboard. */}
      <Box
        {...listeners}
        aria-hidden="true"
        sx={{ cursor: 'grab', px: 1, py: 0.5, touchAction: 'none', userSelect: 'none' }}
        data-drag-handle={answer.name}
      >
        ⠿&nbsp;{answer.title}
      </Box>
      <Box sx={{ display: 'flex' }}>
        <IconButton
          size="small"
          aria-label={`Move "${answer.title}" up on its page`}
          ref={up}
          disabled={on < 0 || place === 0}
          onClick={() => {
            onMove(on, place - 1);
            if (place === 1) down.current?.focus();
          }}
        >
          <span aria-hidden="true">↑</span>
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move "${answer.title}" down on its page`}
          ref={down}
          disabled={on < 0 || place >= count - 1}
          onClick={() => {
            onMove(on, place + 1);
            if (place === count - 2) up.current?.focus();
          }}
        >
          <span aria-hidden="true">↓</span>
        </IconButton>
      </Box>
      <TextField
        select
        size="small"
        label={`Page of "${answer.title}"`}
        value={on < 0 ? '' : String(on)}
        onChange={(e) => onMove(Number(e.target.value))}
        fullWidth
        error={on < 0}
        helperText={on < 0 ? 'On no page yet: every question needs one' : undefined}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {pages.map((p, i) => (
          <MenuItem key={i} value={String(i)}>
            Page {i + 1}: {p.title}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** A page's box: questions are dropped on it. */
function PageBox({ index, children }: { index: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: pageId(index) });
  return (
    <Box
      ref={setNodeRef}
      component="fieldset"
      sx={{
        border: isOver ? 2 : 1,
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gap: 1.5,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The form's pages: each one's title, its condition ("Show this page when an
 * earlier question is an answer", written as the guide's step `when`) and its
 * questions, moved between pages by dragging or by each one's page list.
 */
export function PagesEditor({
  text,
  pages,
  answers,
  change,
}: {
  text: string;
  pages: Page[];
  answers: Answer[];
  change: Change;
}) {
  const [said, setSaid] = useState('');
  const [aim, setAim] = useState<Aim | undefined>();
  const [dragged, setDragged] = useState<string | undefined>();
  // Each page's list of questions, to tell between which two the pointer lets go.
  const lists = useRef(new Map<number, HTMLElement>());
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const titleOf = (id: unknown) => answers.find((a) => a.name === id)?.title ?? String(id);
  const pageOf = (name: string) => pages.findIndex((p) => p.fields.includes(name));
  const pageWords = (i: number) => `page ${String(i + 1)}, “${pages[i]?.title ?? ''}”`;
  const indexOf = (id: unknown) => Number(String(id).replace('page-', ''));
  /** Where on its page a question now is, in words: before or after which other. */
  const placeWords = (fields: string[], name: string) => {
    const at = fields.indexOf(name);
    const neighbour = at === 0 ? fields[1] : fields[at - 1];
    if (neighbour === undefined) return '';
    return `, ${at === 0 ? 'before' : 'after'} “${titleOf(neighbour)}”`;
  };
  const move = (name: string, page: number, at?: number) => {
    if (at === undefined && pageOf(name) === page) return;
    change((t) => {
      const next = moveToPage(t, name, page, at);
      // Let go where it was: nothing to say.
      const inPlace = at === undefined || pages[page]?.fields.indexOf(name) === at;
      if (next === t && !inPlace) {
        setSaid(
          `“${titleOf(name)}” stays where it is: a question shown on a condition comes right after the question it depends on.`,
        );
      }
      if (next === t) return t;
      const fields = settingsOf(next).pages?.[page]?.fields ?? [];
      setSaid(`“${titleOf(name)}” is now on ${pageWords(page)}${placeWords(fields, name)}.`);
      return next;
    });
  };
  /** The page under the pointer, and the place among its other questions above which it is. */
  const aimOf = ({ active, over, activatorEvent, delta }: DragMoveEvent): Aim | undefined => {
    if (!over || !(activatorEvent instanceof PointerEvent)) return undefined;
    const page = indexOf(over.id);
    const y = activatorEvent.clientY + delta.y;
    const rows = [...(lists.current.get(page)?.children ?? [])].filter(
      (row) => row instanceof HTMLElement && row.dataset.question !== String(active.id),
    );
    const at = rows.filter((row) => {
      const { top, height } = row.getBoundingClientRect();
      return top + height / 2 < y;
    }).length;
    return { page, at };
  };
  const aimAt = (event: DragMoveEvent) => {
    const next = aimOf(event);
    if (next?.page !== aim?.page || next?.at !== aim?.at) setAim(next);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${titleOf(active.id)}”.`,
    onDragOver: ({ active, over }) =>
      over ? `“${titleOf(active.id)}” is over ${pageWords(indexOf(over.id))}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `“${titleOf(active.id)}” dropped on ${pageWords(indexOf(over.id))}.`
        : `“${titleOf(active.id)}” stays where it was.`,
    onDragCancel: ({ active }) => `“${titleOf(active.id)}” put back where it was.`,
  };
  const dropped = (event: DragEndEvent) => {
    const target = aimOf(event);
    setAim(undefined);
    setDragged(undefined);
    if (target) move(String(event.active.id), target.page, target.at);
  };
  const onNoPage = answers.filter((a) => pageOf(a.name) < 0);
  const row = (a: Answer, place: number, onPage: Answer[]) => {
    const on = pageOf(a.name);
    const others = onPage.filter((o) => o.name !== dragged);
    const aimed =
      dragged === undefined || aim?.page !== on || a.name === dragged
        ? undefined
        : others[aim.at]?.name === a.name
          ? 'before'
          : aim.at >= others.length && others.at(-1)?.name === a.name
            ? 'after'
            : undefined;
    return (
      <PageQuestion
        key={a.name}
        answer={a}
        on={on}
        place={place}
        count={onPage.length}
        pages={pages}
        aimed={aimed}
        onMove={(page, at) => move(a.name, page, at)}
      />
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragMove={aimAt}
      onDragEnd={dropped}
      onDragCancel={() => {
        setAim(undefined);
        setDragged(undefined);
      }}
      accessibility={{ announcements }}
    >
      <Typography variant="body2" color="text.secondary">
        Drag a question by its name to where it goes, on its page or another; or choose its page in
        the list beside it, and move it up or down the page with the arrows.
      </Typography>
      {pages.map((page, i) => {
        const deciders = pageDecidersOf(text, i);
        // In the page's own order, the order the form draws them in.
        const fields = page.fields.flatMap((name) => answers.find((a) => a.name === name) ?? []);
        return (
          <PageBox key={i} index={i}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              Page {i + 1}
              {page.condition
                ? `: shown only when ${conditionWords(text, page.condition)}`
                : page.when
                  ? ': shown only on a condition written in the file'
                  : ''}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label={`Title of page ${String(i + 1)}`}
                value={page.title}
                onChange={(e) => change((t) => setPageTitle(t, i, e.target.value), true)}
                sx={{ flex: 1, minWidth: 200 }}
              />
              {pages.length > 1 && (
                <Button size="small" onClick={() => change((t) => removePage(t, i))}>
                  Remove page {i + 1}
                </Button>
              )}
            </Box>
            {i > 0 && (
              <ConditionEditor
                name={pageId(i)}
                subject="page"
                condition={page.condition}
                deciders={deciders}
                change={change}
                write={(t, c) => setPageCondition(t, i, c)}
              />
            )}
            {page.when && !page.condition && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  Its condition is written in the file (change it on the File (JSON) tab).
                </Typography>
                <Button
                  size="small"
                  onClick={() => change((t) => setPageCondition(t, i, undefined))}
                >
                  Show page {i + 1} always
                </Button>
              </Box>
            )}
            <Box
              component="ul"
              ref={(list: HTMLUListElement | null) => {
                if (list) lists.current.set(i, list);
                else lists.current.delete(i);
              }}
              aria-label={`Questions on page ${String(i + 1)}`}
              sx={{ p: 0, m: 0, display: 'grid', gap: 0.5 }}
            >
              {fields.map((a, place) => row(a, place, fields))}
            </Box>
            {fields.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No questions yet: drag one here, or choose this page for it.
              </Typography>
            )}
          </PageBox>
        );
      })}
      {onNoPage.length > 0 && (
        <Box component="ul" aria-label="Questions on no page" sx={{ p: 0, m: 0 }}>
          {onNoPage.map((a, place) => row(a, place, onNoPage))}
        </Box>
      )}
      <Box>
        <Button onClick={() => change(addPage)}>+ Add a page</Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {said}
      </Typography>
    </DndContext>
  );
}
