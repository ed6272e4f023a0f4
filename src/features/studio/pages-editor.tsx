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
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ConditionEditor } from './answer-settings';
import { conditionWords } from './condition-edits';
import {
  addPage,
  moveToPage,
  pageDecidersOf,
  removePage,
  setPageCondition,
  setPageTitle,
  type Page,
} from './screen-settings-edits';

type Answer = { name: string; title: string };
type Change = (edit: (t: string) => string, typing?: boolean) => void;

const pageId = (i: number) => `page-${String(i)}`;

/** A question on a page: dragged by the pointer; its "Page of" list is the keyboard's way. */
function PageQuestion({
  answer,
  on,
  pages,
  onMove,
}: {
  answer: Answer;
  /** The page it is on, or -1. */
  on: number;
  pages: Page[];
  onMove: (page: number) => void;
}) {
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: answer.name });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 220px' },
        gap: 1,
        alignItems: 'center',
        p: 0.5,
        borderRadius: 1,
        bgcolor: isDragging ? 'action.selected' : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {/* The pointer's handle: the list beside is the same move by keyboard. */}
      <Box
        {...listeners}
        aria-hidden="true"
        sx={{ cursor: 'grab', px: 1, py: 0.5, touchAction: 'none', userSelect: 'none' }}
        data-drag-handle={answer.name}
      >
        ⠿ {answer.title}
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
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const titleOf = (id: unknown) => answers.find((a) => a.name === id)?.title ?? String(id);
  const pageOf = (name: string) => pages.findIndex((p) => p.fields.includes(name));
  const pageWords = (i: number) => `page ${String(i + 1)}, “${pages[i]?.title ?? ''}”`;
  const indexOf = (id: unknown) => Number(String(id).replace('page-', ''));
  const move = (name: string, page: number) => {
    if (pageOf(name) === page) return;
    change((t) => moveToPage(t, name, page));
    setSaid(`“${titleOf(name)}” is now on ${pageWords(page)}.`);
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
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) move(String(active.id), indexOf(over.id));
  };
  const onNoPage = answers.filter((a) => pageOf(a.name) < 0);
  const row = (a: Answer) => (
    <PageQuestion
      key={a.name}
      answer={a}
      on={pageOf(a.name)}
      pages={pages}
      onMove={(page) => move(a.name, page)}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragEnd={dropped}
      accessibility={{ announcements }}
    >
      <Typography variant="body2" color="text.secondary">
        Drag a question by its name onto another page, or choose its page in the list beside it.
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
              aria-label={`Questions on page ${String(i + 1)}`}
              sx={{ p: 0, m: 0, display: 'grid', gap: 0.5 }}
            >
              {fields.map(row)}
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
          {onNoPage.map(row)}
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
