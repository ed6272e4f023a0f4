import type { Mistake } from '../../checking/mistakes';
import { QuestionMistakes } from './question-mistakes';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, IconButton, Paper } from '@mui/material';
import { memo, useMemo } from 'react';
import type { Question } from '../../edits/questions';
import { KIND_WORDS, type QuestionKind } from '../../kinds/kind-table';
import { sameByValue } from '../same-by-value';
import type { Settings } from './question-settings';
import type { Change, Rename } from './change';
import { AddHere } from './add-here';
import { QuestionDetails } from './question-details';

/** A title as people read it: a link written `[words](address)` is its words. */
const wordsOf = (title: string) => title.replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1');

export type CardProps = {
  question: Question;
  /** 1-based: where the "add" button after it puts a question. */
  position: number;
  selected: boolean;
  /** The open question's settings; `undefined` for a closed card. */
  settings: Settings | undefined;
  /** Its condition in words: "Will you come? is Yes". */
  shownWhen: string | undefined;
  /** A calculated value's formula in words: "Sum of Adults and Children". */
  workedOut: string | undefined;
  /** What the check found wrong in this question, where it is in the file. */
  mistakes: readonly Mistake[] | undefined;
  onSelect: (name: string | undefined) => void;
  change: Change;
  onRetitle: (name: string, title: string) => void;
  onRename: Rename;
  onAdd: (kind: QuestionKind, position: number) => void;
  /** What would still name a question once deleted, in words (usesOf). */
  usedBy: (name: string) => string[];
};

/** What a card's body shows and does: everything of a card but its place in the list. */
export type CardBodyProps = Omit<CardProps, 'position' | 'onAdd'>;

/**
 * A card in the sortable list: dnd-kit renders it again at every step of a
 * drag and at the drop (its context changes for every card), so this shell
 * holds only the place and the handle's wiring; the body is rendered again only
 * when what it shows changed, not at each move.
 */
export const QuestionCard = memo(function QuestionCard(props: CardProps) {
  const { question, selected, settings, shownWhen, workedOut, mistakes, position } = props;
  const { onSelect, change, onRetitle, onRename, onAdd, usedBy } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: question.name });
  // The same elements while only the drag moves: React's development build pays for every
  // element made (a stack kept for each), and 50 cards rendered several times a drop added up.
  const inside = useMemo(
    () => (
      <>
        <CardBody
          question={question}
          selected={selected}
          settings={settings}
          shownWhen={shownWhen}
          workedOut={workedOut}
          mistakes={mistakes}
          onSelect={onSelect}
          change={change}
          onRetitle={onRetitle}
          onRename={onRename}
          usedBy={usedBy}
          handleRef={setActivatorNodeRef}
          handleAttributes={attributes}
          handleListeners={listeners}
        />
        <AddHere position={position} onAdd={onAdd} />
      </>
    ),
    [
      question,
      selected,
      settings,
      shownWhen,
      workedOut,
      mistakes,
      onSelect,
      change,
      onRetitle,
      onRename,
      usedBy,
      setActivatorNodeRef,
      attributes,
      listeners,
      position,
      onAdd,
    ],
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }}>
      {inside}
    </li>
  );
}, sameByValue);

type Sortable = ReturnType<typeof useSortable>;

/** dnd-kit's wiring of a card's handle: the same objects until they change. */
type Handle = {
  handleRef: (element: HTMLElement | null) => void;
  handleAttributes: Sortable['attributes'];
  handleListeners: Sortable['listeners'];
};

const CardBody = memo(function CardBody({
  handleRef,
  handleAttributes,
  handleListeners,
  ...props
}: CardBodyProps & Handle) {
  const { question: q, selected, onSelect, shownWhen, workedOut, mistakes } = props;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        borderWidth: selected || mistakes ? 2 : 1,
        borderColor: mistakes ? 'error.main' : selected ? 'primary.main' : 'divider',
      }}
    >
      <CardHeader
        name={q.name}
        title={wordsOf(q.title)}
        required={q.required}
        kind={q.kind ? KIND_WORDS[q.kind] : 'Other kind'}
        workedOut={workedOut}
        shownWhen={shownWhen}
        selected={selected}
        onSelect={onSelect}
        handleRef={handleRef}
        handleAttributes={handleAttributes}
        handleListeners={handleListeners}
      />
      {!selected && <QuestionMistakes title={wordsOf(q.title)} mistakes={mistakes} />}
      {selected && <QuestionDetails {...props} />}
    </Paper>
  );
}, sameByValue);

/**
 * A card's handle and the button that opens it: rendered again when what they
 * show changes, not when the question's other settings do.
 */
const CardHeader = memo(function CardHeader({
  name,
  title,
  required,
  kind,
  workedOut,
  shownWhen,
  selected,
  onSelect,
  handleRef,
  handleAttributes,
  handleListeners,
}: {
  name: string;
  title: string;
  required: boolean;
  kind: string;
  workedOut: string | undefined;
  shownWhen: string | undefined;
  selected: boolean;
  onSelect: (name: string | undefined) => void;
} & Handle) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        ref={handleRef}
        {...handleAttributes}
        {...handleListeners}
        aria-label={`Move "${title}"`}
        size="small"
        sx={{ cursor: 'grab' }}
      >
        <span aria-hidden="true">⠿</span>
      </IconButton>
      <Button
        onClick={() => onSelect(selected ? undefined : name)}
        aria-expanded={selected}
        sx={{ flexGrow: 1, justifyContent: 'flex-start', textTransform: 'none' }}
      >
        <Box component="span" sx={{ textAlign: 'start' }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {title}
            {required && ' *'}
          </Box>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {kind}
            {required ? ', required' : ''}
          </Box>
          {workedOut && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {workedOut}
            </Box>
          )}
          {shownWhen && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              Shown when {shownWhen}
            </Box>
          )}
        </Box>
      </Button>
    </Box>
  );
});
