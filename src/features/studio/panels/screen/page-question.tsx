import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Box, Checkbox, IconButton, MenuItem, TextField } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import type { Page } from '../../edits/page-edits';

export type Answer = { name: string; title: string };

/** The id of page `i` as a place to drop a question on. */
export const pageId = (i: number) => `page-${String(i)}`;

/**
 * A question on a page: dragged by the pointer to where it goes; by keyboard,
 * its "Page of" list and its up and down buttons.
 */
export function PageQuestion({
  answer,
  on,
  place,
  count,
  pages,
  aimed,
  onMove,
  chosen,
  onChoose,
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
  /** Ticked, to move with the other ticked questions at once. */
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
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
        // By the list's own width, not the window's: beside the preview at 1280 px the list is
        // narrow, and a fixed column for the page squeezed each title to a word a line.
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        '@container (min-width: 560px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto 220px' },
        gap: 1,
        alignItems: 'center',
        p: 0.5,
        borderRadius: 1,
        // Dragged, it is rendered over the rows it passes: solid, raised.
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
      <Checkbox
        size="small"
        checked={chosen}
        onChange={(e) => onChoose(e.target.checked)}
        slotProps={{ input: { 'aria-label': `Choose “${answer.title}”` } }}
      />
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
        sx={{ gridColumn: '2 / -1', '@container (min-width: 560px)': { gridColumn: 'auto' } }}
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
export function PageBox({ index, children }: { index: number; children: ReactNode }) {
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

/** The ticked questions, moved to the page chosen. */
export function MoveChosen({
  pages,
  count,
  onMove,
}: {
  pages: Page[];
  count: number;
  onMove: (page: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={
        count === 0 ? 'Tick questions to move them at once' : `Move the ${String(count)} ticked to`
      }
      value=""
      disabled={count === 0}
      onChange={(e) => onMove(Number(e.target.value))}
      sx={{ maxWidth: 360 }}
    >
      {pages.map((p, i) => (
        <MenuItem key={i} value={String(i)}>
          Page {i + 1}: {p.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
