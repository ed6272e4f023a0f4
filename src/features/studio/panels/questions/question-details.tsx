import type { Control } from '../../checking/author-words';
import { QuestionMistakes } from './question-mistakes';
import { KIND_SETTINGS } from '../../kinds/kind-settings';
import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { deleteQuestion, duplicateQuestion } from '../../edits/question-edits';
import { setDescription, setHelp, setPlaceholder, setRequired } from '../../edits/field-edits';
import { fewestChoicesOf, takesAnswers, isTyped, showsOnCondition } from '../../kinds/kind-table';
import { ConditionEditor } from './condition-editor';
import { FormulaEditor } from '../../kinds/calculated/formula-editor';
import { StartEditor } from './start-editor';
import { ChoicesEditor } from '../../kinds/choice/choices-editor';
import { NameField } from './name-field';
import { RulesEditor } from './rules-editor';
import type { Change } from './change';
import type { CardBodyProps } from './question-card';
import { ONE_COLUMN } from './one-column';

export function QuestionDetails(props: CardBodyProps) {
  const { question: q, settings, change, onSelect, onRetitle, onRename, mistakes } = props;
  const Room = q.kind && KIND_SETTINGS[q.kind];
  /** What is left to finish at `control`, in words, beside it. */
  const marks = (control: Control | null) => (
    <QuestionMistakes title={q.title} mistakes={mistakes} at={control} />
  );
  return (
    <Box
      component="section"
      aria-label={`Question "${q.title}"`}
      sx={{ ...ONE_COLUMN, gap: 2, mt: 2 }}
    >
      {marks(null)}
      {/* A consent box's title is its words and link, set in its own part below. */}
      {q.kind !== 'consent' && <TitleField name={q.name} title={q.title} onRetitle={onRetitle} />}
      {marks('title')}
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
      {marks('help')}
      {(takesAnswers(q.kind) || q.required) && (
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
          fewest={fewestChoicesOf(q.kind)}
          {...(q.kind === 'ranking' && { legend: 'Items to put in order', offerPoints: false })}
        />
      )}
      {marks('choices')}
      {Room && settings?.kindData !== undefined && (
        <Room.Settings name={q.name} title={q.title} data={settings.kindData} change={change} />
      )}
      {marks('kind')}
      {settings && (
        <RulesEditor name={q.name} kind={q.kind} rules={settings.rules} change={change} />
      )}
      {marks('rules')}
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
      {settings && showsOnCondition(q.kind) && (
        <ConditionEditor
          name={q.name}
          condition={q.condition}
          deciders={settings.deciders}
          change={change}
        />
      )}
      <QuestionActions
        name={q.name}
        title={q.title}
        change={change}
        onSelect={onSelect}
        usedBy={props.usedBy}
      />
    </Box>
  );
}

/** The question's title: rendered again when it changes, not when its other settings do. */
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

/** Whether the question must be answered: rendered again only when that changes. */
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

/** MUI's button, rendered again only when its props change (a title typed leaves these as they were). */
const SameButton = memo(Button);

/** Duplicate and delete (asked twice): rendered again when the question's name or title changes. */
const QuestionActions = memo(function QuestionActions({
  name,
  title,
  change,
  onSelect,
  usedBy,
}: {
  name: string;
  /** What still names the question once deleted (usesOf), read when the author asks. */
  usedBy: (name: string) => string[];
  title: string;
  change: Change;
  onSelect: (name: string | undefined) => void;
}) {
  // What would still name it, as asked: a delete that would leave the screen refused is not offered.
  const [confirming, setConfirming] = useState<string[] | undefined>();
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
  const askToDelete = useCallback(() => setConfirming(usedBy(name)), [usedBy, name]);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <SameButton variant="outlined" onClick={duplicate}>
        Duplicate
      </SameButton>
      {confirming && confirming.length > 0 ? (
        <>
          <Typography role="alert" variant="body2" sx={{ flexBasis: '100%' }}>
            &quot;{title}&quot; is used by {confirming.join(' and ')}: change that first, so nothing
            names a question that is gone, then delete it.
          </Typography>
          <Button onClick={() => setConfirming(undefined)}>Keep it</Button>
        </>
      ) : confirming ? (
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
          <Button onClick={() => setConfirming(undefined)}>Keep it</Button>
        </>
      ) : (
        <SameButton color="error" variant="outlined" onClick={askToDelete}>
          Delete
        </SameButton>
      )}
    </Box>
  );
});

/** One of the open question's texts: rendered again only when its own words change. */
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
