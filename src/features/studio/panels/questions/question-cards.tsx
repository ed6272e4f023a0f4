import type { Mistake } from '../../checking/mistakes';
import { keptTrue } from '../../edits/kept-true';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, Typography } from '@mui/material';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addQuestion, moveQuestion, usesOf } from '../../edits/question-edits';
import { questionsOf, type Question } from '../../edits/questions';
import { nameProblem, renameQuestion, retitle } from '../../edits/name-edits';
import type { QuestionKind } from '../../kinds/kind-table';
import { conditionWords } from '../../edits/condition-edits';
import { formulaOf, formulaWords } from '../../kinds/calculated/formula-edits';
import { settingsOf } from './question-settings';
import type { Change } from './change';
import { AddHere } from './add-here';
import { onePlaceCoordinates } from './one-place-keys';
import { QuestionCard } from './question-card';

// Made once: new options each render would make new sensors, and dnd-kit then renders every
// card again on each key typed.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: onePlaceCoordinates };

type Props = {
  text: string;
  /** The file as opened: a question not in it takes its name from its title. */
  openedText: string;
  /**
   * A new text; `typing` when it comes from a key typed into a field (one undo step for a word);
   * `renamed` when a question's name changed, for the translations to follow in the same step.
   */
  onEdit: (text: string, typing?: boolean, renamed?: { from: string; to: string }) => void;
  selected: string | undefined;
  onSelect: (name: string | undefined) => void;
  /** The check's problems by the question each concerns (problem-places.ts). */
  mistakes: ReadonlyMap<string, readonly Mistake[]>;
};

/**
 * The visual editor's first part: the form's questions as cards, in the order
 * the form renders them. Every change is a minimal edit of the file's text
 * (file-edits.ts), so the JSON tab shows it at once, and the words are the
 * authors' own: no JSON Schema here.
 */
export const QuestionCards = memo(function QuestionCards({
  text,
  openedText,
  onEdit,
  selected,
  onSelect,
  mistakes,
}: Props) {
  const questions = useMemo(() => questionsOf(text), [text]);
  // The cards are rendered again only when their own question changes (one card a key typed,
  // not fifty): their edits read the file's text as it is when they run.
  const latest = useRef({ text, openedText, onEdit });
  useEffect(() => {
    latest.current = { text, openedText, onEdit };
  }, [text, openedText, onEdit]);
  // What each kind keeps true is made true after every edit here (kept-true.ts).
  const change = useCallback<Change>(
    (edit, typing) => latest.current.onEdit(keptTrue(edit(latest.current.text)), typing),
    [],
  );
  // A renamed question keeps its card (and the focus in it): its first name stays the card's key.
  const [cardKeys, setCardKeys] = useState<ReadonlyMap<string, string>>(new Map());
  const renamed = useCallback(
    (from: string, to: string) => {
      setCardKeys((keys) => {
        const next = new Map(keys);
        next.delete(from);
        return next.set(to, cardKeyOf(keys, from));
      });
      onSelect(to);
    },
    [onSelect],
  );
  // The card opened after the edit: the step undo goes back to keeps the question open before it.
  const onRetitle = useCallback(
    (name: string, title: string) => {
      const next = retitle(latest.current.text, latest.current.openedText, name, title);
      const to = next.name;
      latest.current.onEdit(next.text, true, to === name ? undefined : { from: name, to });
      if (to !== name) renamed(name, to);
    },
    [renamed],
  );
  const onRename = useCallback(
    (from: string, to: string): string | undefined => {
      const problem = nameProblem(latest.current.text, from, to);
      if (problem === undefined && from !== to) {
        latest.current.onEdit(renameQuestion(latest.current.text, from, to), true, { from, to });
        renamed(from, to);
      }
      return problem;
    },
    [renamed],
  );
  // Only the open question's settings are read: the other cards stay as they are.
  const selectedKind = questions.find((q) => q.name === selected)?.kind;
  const settings = useMemo(
    () => (selected === undefined ? undefined : settingsOf(text, selected, selectedKind)),
    [text, selected, selectedKind],
  );
  const names = questions.map((q) => q.name);
  const namesKey = names.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same names, the same list
  const items = useMemo(() => names, [namesKey]);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const moved = useRef(false);
  const titleOf = (id: unknown) => questions.find((q) => q.name === id)?.title ?? String(id);
  const positionOf = (id: unknown) => questions.findIndex((q) => q.name === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up "${titleOf(active.id)}", question ${positionOf(active.id)} of ${questions.length}. Arrow keys move it, space drops it, escape puts it back.`;
    },
    // Over its own place as the drag starts: "Picked up" is what is heard then.
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !moved.current)) return undefined;
      moved.current = true;
      return `"${titleOf(active.id)}" is now at place ${positionOf(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `"${titleOf(active.id)}" dropped at place ${positionOf(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `"${titleOf(active.id)}" put back where it was.`,
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onEdit(moveQuestion(text, positionOf(active.id) - 1, positionOf(over.id) - 1));
  };
  const usedBy = useCallback((name: string) => usesOf(latest.current.text, name), []);
  const add = useCallback(
    (kind: QuestionKind, position: number) => {
      const added = addQuestion(latest.current.text, kind, position);
      latest.current.onEdit(added.text);
      onSelect(added.name);
    },
    [onSelect],
  );

  if (questionsOf(text).length === 0 && !text.includes('"properties"')) {
    return (
      <Typography>
        This file has no questions the studio can show: fix its mistakes in the JSON tab first.
      </Typography>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a question, press space or enter on its handle, move it with the arrow keys, and press space again to drop it.',
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label="Questions" sx={LIST}>
          <li>
            <AddHere position={0} onAdd={add} />
          </li>
          {questions.map((q, index) => (
            <QuestionCard
              key={cardKeyOf(cardKeys, q.name)}
              question={q}
              position={index + 1}
              selected={selected === q.name}
              settings={selected === q.name ? settings : undefined}
              shownWhen={q.condition && conditionWords(text, q.condition)}
              workedOut={workedOutOf(text, q)}
              mistakes={mistakes.get(q.name)}
              onSelect={onSelect}
              change={change}
              onRetitle={onRetitle}
              onRename={onRename}
              onAdd={add}
              usedBy={usedBy}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
});

/**
 * The cards' list. dnd-kit slides the cards a drag passes (an inline transition): not where
 * the person asked for less motion, where each card goes to its place at once.
 */
const LIST = {
  listStyle: 'none',
  p: 0,
  m: 0,
  // A word longer than its box (a title, a tried answer) breaks inside it, not past it.
  overflowWrap: 'anywhere',
  '@media (prefers-reduced-motion: reduce)': { '& > li': { transition: 'none !important' } },
} as const;

/** A calculated value's formula in words, for its card. */
function workedOutOf(text: string, q: Question): string | undefined {
  if (q.kind !== 'calculated') return undefined;
  const formula = formulaOf(text, q.name);
  return formula && formulaWords(text, formula);
}

/**
 * The key of the card of the question named `name`: the name it had when it was first rendered,
 * kept through renames; a new question given a name a renamed card still holds as its key (the
 * first "question1" renamed by its title, the next new one named "question1") gets one of its own.
 */
function cardKeyOf(keys: ReadonlyMap<string, string>, name: string): string {
  const kept = keys.get(name);
  if (kept !== undefined) return kept;
  const taken = new Set(keys.values());
  let key = name;
  for (let n = 2; taken.has(key); n++) key = `${name}~${String(n)}`;
  return key;
}
