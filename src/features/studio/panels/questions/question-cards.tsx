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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addQuestion, deleteQuestion, duplicateQuestion, moveQuestion } from '../../edits/question-edits';
import { questionsOf, type Question } from '../../edits/questions';
import { setDescription, setHelp, setPlaceholder, setRequired } from '../../edits/field-edits';
import { nameProblem, renameQuestion, retitle } from '../../edits/name-edits';
import {
  isAnswered,
  isTyped,
  KIND_WORDS,
  QUESTION_KINDS,
  type QuestionKind,
} from '../../kinds/kind-table';
import { conditionWords } from '../../edits/condition-edits';
import { sameByValue } from '../same-by-value';
import type { Problem } from '../../../../screen/types';
import { formulaOf, formulaWords } from '../../edits/formula-edits';
import { ConditionEditor, FormulaEditor, StartEditor } from './answer-settings';
import {
  ChoicesEditor,
  NameField,
  RulesEditor,
  settingsOf,
  type Change,
  type Rename,
  type Settings,
} from './question-settings';

// Made once: new options each render would make new sensors, and dnd-kit then draws every
// card again on each key typed.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

type Props = {
  text: string;
  /** The file as last read or saved: a question not in it takes its name from its title. */
  savedText: string;
  /**
   * A new text; `typing` when it comes from a key typed into a field (one undo step for a word);
   * `renamed` when a question's name changed, for the translations to follow in the same step.
   */
  onEdit: (text: string, typing?: boolean, renamed?: { from: string; to: string }) => void;
  selected: string | undefined;
  onSelect: (name: string | undefined) => void;
  /** The check's problems by the question each concerns (problem-places.ts). */
  mistakes: ReadonlyMap<string, readonly Problem[]>;
};

/**
 * The visual editor's first part: the form's questions as cards, in the order
 * the form draws them. Every change is a minimal edit of the file's text
 * (file-edits.ts), so the JSON tab shows it at once, and the words are the
 * authors' own: no JSON Schema here.
 */
export const QuestionCards = memo(function QuestionCards({
  text,
  savedText,
  onEdit,
  selected,
  onSelect,
  mistakes,
}: Props) {
  const questions = useMemo(() => questionsOf(text), [text]);
  // The cards are drawn again only when their own question changes (one card a key typed,
  // not fifty): their edits read the file's text as it is when they run.
  const latest = useRef({ text, savedText, onEdit });
  useEffect(() => {
    latest.current = { text, savedText, onEdit };
  }, [text, savedText, onEdit]);
  const change = useCallback<Change>(
    (edit, typing) => latest.current.onEdit(edit(latest.current.text), typing),
    [],
  );
  // A renamed question keeps its card (and the focus in it): its first name stays the card's key.
  const [cardKeys, setCardKeys] = useState<ReadonlyMap<string, string>>(new Map());
  const renamed = useCallback(
    (from: string, to: string) => {
      setCardKeys((keys) => new Map(keys).set(to, keys.get(from) ?? from));
      onSelect(to);
    },
    [onSelect],
  );
  // The card opened after the edit: the step undo goes back to keeps the question open before it.
  const onRetitle = useCallback(
    (name: string, title: string) => {
      const next = retitle(latest.current.text, latest.current.savedText, name, title);
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
  const settings = useMemo(
    () => (selected === undefined ? undefined : settingsOf(text, selected)),
    [text, selected],
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
        <Box component="ol" aria-label="Questions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <li>
            <AddHere position={0} onAdd={add} />
          </li>
          {questions.map((q, index) => (
            <QuestionCard
              key={cardKeys.get(q.name) ?? q.name}
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
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
});

type CardProps = {
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
  mistakes: readonly Problem[] | undefined;
  onSelect: (name: string | undefined) => void;
  change: Change;
  onRetitle: (name: string, title: string) => void;
  onRename: Rename;
  onAdd: (kind: QuestionKind, position: number) => void;
};

const QuestionCard = memo(function QuestionCard(props: CardProps) {
  const {
    question: q,
    selected,
    onSelect,
    position,
    onAdd,
    shownWhen,
    workedOut,
    mistakes,
  } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: q.name });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }}>
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
          title={q.title}
          required={q.required}
          kind={q.kind ? KIND_WORDS[q.kind] : 'Other kind'}
          workedOut={workedOut}
          shownWhen={shownWhen}
          selected={selected}
          onSelect={onSelect}
          handleRef={setActivatorNodeRef}
          handleAttributes={attributes}
          handleListeners={listeners}
        />
        {mistakes && <QuestionMistakes title={q.title} mistakes={mistakes} />}
        {selected && <QuestionDetails {...props} />}
      </Paper>
      <AddHere position={position} onAdd={onAdd} />
    </li>
  );
}, sameByValue);

/** The check's words, with the line to find in the File (JSON) tab. */
function QuestionMistakes({ title, mistakes }: { title: string; mistakes: readonly Problem[] }) {
  return (
    <Box
      component="ul"
      aria-label={`Mistakes in "${title}"`}
      sx={{ color: 'error.main', m: 0, mt: 1, pl: 3, typography: 'body2' }}
    >
      {mistakes.map((p) => (
        <li key={`${p.line}:${p.column}:${p.message}`}>
          Line {p.line}: {p.message}
        </li>
      ))}
    </Box>
  );
}

type Sortable = ReturnType<typeof useSortable>;

/**
 * A card's handle and the button that opens it: drawn again when what they
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
  handleRef: (element: HTMLElement | null) => void;
  /** dnd-kit's, the same objects until they change. */
  handleAttributes: Sortable['attributes'];
  handleListeners: Sortable['listeners'];
}) {
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

function QuestionDetails(props: CardProps) {
  const { question: q, settings, change, onSelect, onRetitle, onRename } = props;
  return (
    <Box
      component="section"
      aria-label={`Question "${q.title}"`}
      sx={{ display: 'grid', gap: 2, mt: 2 }}
    >
      <TitleField name={q.name} title={q.title} onRetitle={onRetitle} />
      {q.kind !== 'heading' && <NameField name={q.name} onRename={onRename} />}
      {q.kind === 'heading' ? (
        <QuestionText
          label="Text under the heading"
          multiline
          value={q.description}
          name={q.name}
          write={setDescription}
          change={change}
        />
      ) : (
        <QuestionText
          label="Help (a line under the question)"
          value={q.help}
          name={q.name}
          write={setHelp}
          change={change}
        />
      )}
      {(isAnswered(q.kind) || q.required) && (
        <RequiredSwitch name={q.name} required={q.required} change={change} />
      )}
      {isTyped(q.kind) && (
        <QuestionText
          label="Placeholder (an example in the empty box)"
          value={q.placeholder}
          name={q.name}
          write={setPlaceholder}
          change={change}
        />
      )}
      {settings?.choices && (
        <ChoicesEditor
          name={q.name}
          title={q.title}
          choices={settings.choices}
          wordsStored={settings.wordsStored}
          scored={settings.givesPoints}
          change={change}
        />
      )}
      {settings && (
        <RulesEditor name={q.name} kind={q.kind} rules={settings.rules} change={change} />
      )}
      {settings?.formula && (
        <FormulaEditor name={q.name} settings={settings.formula} change={change} />
      )}
      {settings && (
        <StartEditor
          name={q.name}
          kind={q.kind}
          start={settings.start}
          choices={settings.choices}
          change={change}
        />
      )}
      {settings && (
        <ConditionEditor
          name={q.name}
          condition={q.condition}
          deciders={settings.deciders}
          change={change}
        />
      )}
      <QuestionActions name={q.name} title={q.title} change={change} onSelect={onSelect} />
    </Box>
  );
}

/** The question's title: drawn again when it changes, not when its other settings do. */
const TitleField = memo(function TitleField({
  name,
  title,
  onRetitle,
}: {
  name: string;
  title: string;
  onRetitle: (name: string, title: string) => void;
}) {
  return (
    <TextField label="Title" value={title} onChange={(e) => onRetitle(name, e.target.value)} />
  );
});

/** Whether the question must be answered: drawn again only when that changes. */
const RequiredSwitch = memo(function RequiredSwitch({
  name,
  required,
  change,
}: {
  name: string;
  required: boolean;
  change: Change;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={required}
          onChange={(e) => change((t) => setRequired(t, name, e.target.checked))}
        />
      }
      label="Required: the form cannot be sent without it"
    />
  );
});

/** MUI's button, drawn again only when its props change (a title typed leaves these as they were). */
const SameButton = memo(Button);

/** Duplicate and delete (asked twice): drawn again when the question's name or title changes. */
const QuestionActions = memo(function QuestionActions({
  name,
  title,
  change,
  onSelect,
}: {
  name: string;
  title: string;
  change: Change;
  onSelect: (name: string | undefined) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  // Selected after the edit: the undo step it makes keeps the question open before it.
  const duplicate = useCallback(() => {
    let copy = name;
    change((t) => {
      const duplicated = duplicateQuestion(t, name);
      copy = duplicated.name;
      return duplicated.text;
    });
    onSelect(copy);
  }, [change, name, onSelect]);
  const askToDelete = useCallback(() => setConfirming(true), []);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <SameButton variant="outlined" onClick={duplicate}>
        Duplicate
      </SameButton>
      {confirming ? (
        <>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              change((t) => deleteQuestion(t, name));
              onSelect(undefined);
            }}
          >
            Yes, delete &quot;{title}&quot;
          </Button>
          <Button onClick={() => setConfirming(false)}>Keep it</Button>
        </>
      ) : (
        <SameButton color="error" variant="outlined" onClick={askToDelete}>
          Delete
        </SameButton>
      )}
    </Box>
  );
});

/** One of the open question's texts: drawn again only when its own words change. */
const QuestionText = memo(function QuestionText({
  label,
  value,
  name,
  write,
  change,
  multiline = false,
}: {
  label: string;
  value: string;
  name: string;
  /** The edit that writes the new words into the file. */
  write: (text: string, name: string, value: string) => string;
  change: Change;
  multiline?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(e) => change((t) => write(t, name, e.target.value), true)}
    />
  );
});

/** A calculated value's formula in words, for its card. */
function workedOutOf(text: string, q: Question): string | undefined {
  if (q.kind !== 'calculated') return undefined;
  const formula = formulaOf(text, q.name);
  return formula && formulaWords(text, formula);
}

/** "Add a question here", between two cards: the palette of kinds. */
const AddHere = memo(function AddHere({
  position,
  onAdd,
}: {
  position: number;
  onAdd: (kind: QuestionKind, position: number) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `add-at-${position}`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 0.5 }}>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`Add a question at place ${position + 1}`}
      >
        + Add a question
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {QUESTION_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onAdd(kind, position);
            }}
          >
            {KIND_WORDS[kind]}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
});
