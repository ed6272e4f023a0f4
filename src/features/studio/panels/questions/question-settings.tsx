import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import { memo, useId, useState } from 'react';
import { SCALE_LIMIT } from '../../../../form/field-kinds';
import {
  addChoice,
  choicesOf,
  givesPoints,
  storesWords,
  moveChoice,
  removeChoice,
  setChoiceCode,
  setChoicePoints,
  setChoiceWords,
  setGivesPoints,
  type Choice,
} from '../../edits/choice-edits';
import { decidersOf, NUMERIC_KINDS, type Decider } from '../../edits/condition-edits';
import {
  defaultOf,
  phoneCountryOf,
  prefillOf,
  receivesCopy,
  type PrefillSource,
} from '../../edits/answer-edits';
import { questionsOf, type Question } from '../../edits/questions';
import { formulaOf, type Formula } from '../../edits/formula-edits';
import type { QuestionKind } from '../../kinds/kind-table';
import {
  PATTERN_PRESETS,
  patternNeedsMessage,
  presetOf,
  rulesOf,
  setRule,
  setRuleMessage,
  setWholeNumbers,
  standardMessage,
  tryPattern,
  type PatternPreset,
  type Rule,
  type Rules,
} from '../../edits/rule-edits';
import { sameByValue } from '../same-by-value';

/** An edit of the file's text as it is when it runs; `typing` for a key typed into a field. */
export type Change = (edit: (text: string) => string, typing?: boolean) => void;

/** Renames a question; what is wrong with the new name instead, when something is. */
export type Rename = (from: string, to: string) => string | undefined;

/** What the open question's settings show, read from the file's text. */
export type Settings = {
  choices: Choice[] | undefined;
  /** The choices' words are what is stored and sent ("Other, please specify"): no codes to show. */
  wordsStored: boolean;
  rules: Rules;
  deciders: Decider[];
  start: Start;
  /** A calculated value's formula, and the questions it may use. */
  formula: { formula: Formula; numbers: Named[]; answers: Named[]; scored: Named[] } | undefined;
  /** Its choices carry points for a quiz's score. */
  givesPoints: boolean;
};

type Named = { name: string; title: string };

/**
 * The questions a formula may use: numbers for a sum or a product, any answer
 * for a count, those whose choices give points for a score.
 */
function formulaSettings(text: string, name: string): Settings['formula'] {
  const formula = formulaOf(text, name);
  if (!formula) return undefined;
  const others = questionsOf(text).filter(
    (q) => q.name !== name && q.kind !== 'heading' && q.kind !== 'section',
  );
  const named = (q: Question) => ({ name: q.name, title: q.title });
  return {
    formula,
    numbers: others.filter((q) => NUMERIC_KINDS.includes(q.kind)).map(named),
    answers: others.map(named),
    scored: others.filter((q) => givesPoints(text, q.name)).map(named),
  };
}

/** How the question's answer starts: its `default`, its `prefill`, whether it receives the copy. */
export type Start = {
  value: unknown;
  prefill: PrefillSource | undefined;
  receivesCopy: boolean;
  /** A phone question's country at the start (`undefined`: the visitor's). */
  country: string | undefined;
};

export function settingsOf(text: string, name: string): Settings {
  return {
    choices: choicesOf(text, name),
    wordsStored: storesWords(text, name),
    rules: rulesOf(text, name),
    deciders: decidersOf(text, name),
    start: {
      value: defaultOf(text, name),
      prefill: prefillOf(text, name),
      receivesCopy: receivesCopy(text, name),
      country: phoneCountryOf(text, name),
    },
    formula: formulaSettings(text, name),
    givesPoints: givesPoints(text, name),
  };
}

/**
 * The choices of a choice or several-choices question: each one's words, its
 * code and, in a quiz, its points, moved up or down, removed, and new ones
 * added, all by keyboard.
 */
export const ChoicesEditor = memo(function ChoicesEditor({
  name,
  title,
  choices,
  wordsStored,
  scored,
  change,
}: {
  name: string;
  title: string;
  choices: Choice[];
  wordsStored: boolean;
  /** Each choice gives points for a quiz's score. */
  scored: boolean;
  change: Change;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Choices
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {wordsStored
          ? 'The words are what people read, and what is sent.'
          : 'The words are what people read; the code is what is stored and sent. The code follows the words until you change it yourself.'}
      </Typography>
      <Box
        component="ol"
        aria-label={`Choices of "${title}"`}
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {choices.map((choice, index) => (
          <ChoiceRow
            key={index}
            name={name}
            index={index}
            words={choice.words}
            code={choice.code}
            wordsStored={wordsStored}
            points={scored ? (choice.points ?? null) : undefined}
            codeTaken={choices.some((c, i) => i !== index && c.code === choice.code)}
            last={index === choices.length - 1}
            change={change}
          />
        ))}
      </Box>
      <Button
        variant="outlined"
        size="small"
        sx={{ mt: 1 }}
        onClick={() => change((t) => addChoice(t, name))}
      >
        + Add a choice
      </Button>
      {!wordsStored && (
        <>
          <FormControlLabel
            sx={{ display: 'flex', mt: 1 }}
            control={
              <Checkbox
                checked={scored}
                onChange={(e) => change((t) => setGivesPoints(t, name, e.target.checked))}
              />
            }
            label="Points for a quiz: each choice scores its points"
          />
          {scored && (
            <Typography variant="body2" color="text.secondary">
              An empty box scores 0. Add up the points with a calculated value: its formula
              &ldquo;The points of the answers&rdquo;.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}, sameByValue);

/** One choice's words, code and buttons: drawn again only when they change. */
const ChoiceRow = memo(function ChoiceRow({
  name,
  index,
  words,
  code,
  wordsStored,
  points,
  codeTaken,
  last,
  change,
}: {
  name: string;
  index: number;
  words: string;
  code: string;
  wordsStored: boolean;
  /** Its points in a quiz (`null`: none yet); `undefined` when the question gives none. */
  points: number | null | undefined;
  /** Another choice has the same code. */
  codeTaken: boolean;
  last: boolean;
  change: Change;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: wordsStored
          ? 'minmax(0, 1fr) auto'
          : points === undefined
            ? 'minmax(0, 3fr) minmax(0, 2fr) auto'
            : 'minmax(0, 3fr) minmax(0, 2fr) minmax(64px, 1fr) auto',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <TextField
        size="small"
        label="Words"
        slotProps={{ htmlInput: { 'aria-label': `Choice ${index + 1}: words` } }}
        value={words}
        onChange={(e) => change((t) => setChoiceWords(t, name, index, e.target.value), true)}
      />
      {!wordsStored && (
        <TextField
          size="small"
          label="Code"
          slotProps={{ htmlInput: { 'aria-label': `Choice ${index + 1}: code` } }}
          value={code}
          onChange={(e) => change((t) => setChoiceCode(t, name, index, e.target.value), true)}
          error={codeTaken}
          helperText={codeTaken ? 'Another choice has this code' : undefined}
        />
      )}
      {points !== undefined && (
        <TextField
          size="small"
          type="number"
          label="Points"
          placeholder="0"
          // Shrunk always: the narrow box has no room for the label inside it.
          slotProps={{
            htmlInput: { 'aria-label': `Choice ${index + 1}: points` },
            inputLabel: { shrink: true },
          }}
          value={points ?? ''}
          onChange={(e) => {
            const typed = e.target.value.trim();
            const next = typed === '' ? undefined : Number(typed);
            if (next === undefined || Number.isFinite(next))
              change((t) => setChoicePoints(t, name, index, next), true);
          }}
        />
      )}
      <Box sx={{ display: 'flex' }}>
        <IconButton
          size="small"
          aria-label={`Move "${words}" up`}
          disabled={index === 0}
          onClick={() => change((t) => moveChoice(t, name, index, index - 1))}
        >
          <span aria-hidden="true">↑</span>
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move "${words}" down`}
          disabled={last}
          onClick={() => change((t) => moveChoice(t, name, index, index + 1))}
        >
          <span aria-hidden="true">↓</span>
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Remove "${words}"`}
          disabled={index === 0 && last}
          onClick={() => change((t) => removeChoice(t, name, index))}
        >
          <span aria-hidden="true">✕</span>
        </IconButton>
      </Box>
    </Box>
  );
});

/**
 * The rules each kind of question offers, in the authors' words. A scale's ends are where
 * its buttons start and stop, not rules anyone can break: no message, and no emptying them.
 */
type Limit = { rule: Rule; words: string; scaleEnd?: { help: string } };
const SCALE_ENDS: Limit[] = [
  { rule: 'minimum', words: 'Lowest number', scaleEnd: { help: 'The first button' } },
  {
    rule: 'maximum',
    words: 'Highest number',
    scaleEnd: { help: `The last button: at most ${SCALE_LIMIT} buttons in a row` },
  },
];
const RULES_OF_KIND: Partial<Record<QuestionKind, Limit[]>> = {
  number: [
    { rule: 'minimum', words: 'At least' },
    { rule: 'maximum', words: 'At most' },
  ],
  scale: SCALE_ENDS,
  opinion: SCALE_ENDS,
  'short-text': [
    { rule: 'minLength', words: 'Shortest (characters)' },
    { rule: 'maxLength', words: 'Longest (characters)' },
  ],
  'long-text': [
    { rule: 'minLength', words: 'Shortest (characters)' },
    { rule: 'maxLength', words: 'Longest (characters)' },
  ],
  email: [{ rule: 'maxLength', words: 'Longest (characters)' }],
};

/**
 * What "Whole numbers only" does, said where it is ticked: the form draws a
 * whole number with a small range as a row of buttons (ui-defaults.ts'
 * `scaleOf`), and the card then says Scale.
 */
const WHOLE_NUMBERS_HELP: Partial<Record<QuestionKind, string>> = {
  number: `No decimals. When At least to At most is ${String(SCALE_LIMIT)} numbers or fewer (like 0 to 4), the form shows a row of buttons instead of a box: a Scale.`,
  scale: 'Off: a box to type any number in, decimals too.',
};

/** The kinds whose answers can be asked to be written a certain way. */
const PATTERN_KINDS: (QuestionKind | undefined)[] = ['short-text', 'long-text'];

/**
 * The rules of the open question: limits for numbers and lengths for text,
 * and how a text must be written; each shows the message people will see
 * and takes the author's own.
 */
export const RulesEditor = memo(function RulesEditor({
  name,
  kind,
  rules,
  change,
}: {
  name: string;
  kind: QuestionKind | undefined;
  rules: Rules;
  change: Change;
}) {
  const wholeHelpId = useId();
  const limits = kind ? (RULES_OF_KIND[kind] ?? []) : [];
  const pattern = PATTERN_KINDS.includes(kind);
  if (limits.length === 0 && !pattern) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        Rules for the answer
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {kind && WHOLE_NUMBERS_HELP[kind] && (
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={rules.wholeNumbers}
                  onChange={(e) => change((t) => setWholeNumbers(t, name, e.target.checked))}
                  slotProps={{ input: { 'aria-describedby': wholeHelpId } }}
                />
              }
              label="Whole numbers only"
            />
            <FormHelperText id={wholeHelpId} sx={{ mt: 0 }}>
              {WHOLE_NUMBERS_HELP[kind]}
            </FormHelperText>
          </Box>
        )}
        {limits.map(({ rule, words, scaleEnd }) => (
          <Box key={rule} sx={{ display: 'grid', gap: 1 }}>
            <TextField
              size="small"
              type="number"
              label={words}
              value={rules.values[rule] ?? ''}
              helperText={scaleEnd?.help ?? 'Empty: no rule'}
              onChange={(e) =>
                change((t) => {
                  const typed = e.target.value.trim();
                  const value = typed === '' ? undefined : Number(typed);
                  if (Number.isNaN(value) || (scaleEnd && value === undefined)) return t;
                  return setRule(t, name, rule, value);
                }, true)
              }
              sx={{ maxWidth: 240 }}
            />
            {rules.values[rule] !== undefined && !scaleEnd && (
              <RuleMessage name={name} rule={rule} rules={rules} change={change} />
            )}
          </Box>
        ))}
        {pattern && <PatternRule name={name} rules={rules} change={change} />}
      </Box>
    </Box>
  );
}, sameByValue);

/** The message people see when the rule is broken, and the author's own in its place. */
function RuleMessage({
  name,
  rule,
  rules,
  change,
}: {
  name: string;
  rule: Rule;
  rules: Rules;
  change: Change;
}) {
  const value = rules.values[rule];
  if (value === undefined) return null;
  const own = rules.oneMessage ?? rules.messages[rule];
  return (
    <Box sx={{ display: 'grid', gap: 1, pl: 2, borderInlineStart: 2, borderColor: 'divider' }}>
      <Typography variant="body2">People see: “{own || standardMessage(rule, value)}”</Typography>
      {rules.oneMessage === undefined ? (
        <TextField
          size="small"
          label="Your own message (empty: the one above)"
          value={rules.messages[rule] ?? ''}
          placeholder={standardMessage(rule, value)}
          onChange={(e) => change((t) => setRuleMessage(t, name, rule, e.target.value), true)}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          This question has one message for every rule: change it in the File (JSON) tab.
        </Typography>
      )}
    </Box>
  );
}

type PatternChoice = PatternPreset | 'custom' | 'none';

/** How a text must be written: a preset the form has words for, or a pattern by hand tried on examples. */
function PatternRule({ name, rules, change }: { name: string; rules: Rules; change: Change }) {
  const id = useId();
  const written = rules.values.pattern;
  const current =
    typeof written === 'string' ? presetOf(written) : { preset: 'none' as const, count: undefined };
  const [examples, setExamples] = useState('');
  // Chosen by hand, a pattern stays by hand even while it reads like a preset.
  const [byHand, setByHand] = useState(false);
  const shown: PatternChoice = byHand && typeof written === 'string' ? 'custom' : current.preset;
  const choose = (choice: PatternChoice) => {
    setByHand(choice === 'custom');
    change((t) => {
      if (choice === 'none') return setRule(t, name, 'pattern', undefined);
      if (choice === 'custom') return setRule(t, name, 'pattern', written ?? '^.+$');
      return setRule(t, name, 'pattern', PATTERN_PRESETS[choice].pattern(current.count ?? 5));
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Must be written as"
        value={shown}
        onChange={(e) => choose(e.target.value as PatternChoice)}
        slotProps={{ select: { native: true }, inputLabel: { htmlFor: `${id}-pattern` } }}
        id={`${id}-pattern`}
        sx={{ maxWidth: 360 }}
      >
        <option value="none">Anything</option>
        {(Object.keys(PATTERN_PRESETS) as PatternPreset[]).map((preset) => (
          <option key={preset} value={preset}>
            {PATTERN_PRESETS[preset].words}
          </option>
        ))}
        <option value="custom">A pattern I write myself</option>
      </TextField>
      {shown === 'digits' && (
        <TextField
          size="small"
          type="number"
          label="How many digits"
          value={current.count ?? ''}
          onChange={(e) => {
            const count = Number(e.target.value);
            if (Number.isInteger(count) && count > 0) {
              change(
                (t) => setRule(t, name, 'pattern', PATTERN_PRESETS.digits.pattern(count)),
                true,
              );
            }
          }}
          sx={{ maxWidth: 240 }}
        />
      )}
      {shown === 'custom' && typeof written === 'string' && (
        <>
          <TextField
            size="small"
            label="Pattern (a regular expression)"
            helperText="Start it with ^ and end it with $ so the whole answer must match"
            value={written}
            onChange={(e) => change((t) => setRule(t, name, 'pattern', e.target.value), true)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <TextField
            size="small"
            multiline
            minRows={2}
            label="Try it: answers people might give, one a line"
            value={examples}
            onChange={(e) => setExamples(e.target.value)}
          />
          <PatternTries pattern={written} examples={examples} />
          {!rules.messages.pattern && !rules.oneMessage && patternNeedsMessage(written) && (
            <Typography variant="body2">
              Write your own message below: the standard one cannot say what this pattern expects,
              and <code>npm run check</code> asks for one.
            </Typography>
          )}
        </>
      )}
      {typeof written === 'string' && (
        <RuleMessage name={name} rule="pattern" rules={rules} change={change} />
      )}
    </Box>
  );
}

/** Each example typed by the author, and whether the pattern takes it. */
function PatternTries({ pattern, examples }: { pattern: string; examples: string }) {
  const lines = examples.split('\n').filter((line) => line !== '');
  const first = tryPattern(pattern, '');
  if (typeof first === 'object') {
    return (
      <Typography variant="body2" color="error" role="status">
        This pattern has a mistake: {first.mistake}
      </Typography>
    );
  }
  if (lines.length === 0) return null;
  return (
    <Box component="ul" aria-label="Tried answers" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line, i) => (
        <Typography component="li" variant="body2" key={i}>
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Box>
          : {tryPattern(pattern, line) === true ? 'taken ✓' : 'refused ✗'}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The question's name, which the email template uses: shown so the author
 * knows what to write there, and editable; a name that cannot be is not taken.
 */
export const NameField = memo(function NameField({
  name,
  onRename,
}: {
  name: string;
  onRename: Rename;
}) {
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string | undefined>();
  // Renamed from elsewhere (its title, undo): the box shows the name the file has.
  const [shown, setShown] = useState(name);
  if (shown !== name) {
    setShown(name);
    setDraft(name);
    setProblem(undefined);
  }
  return (
    <TextField
      label="Name (for the email)"
      value={draft}
      error={problem !== undefined}
      helperText={
        problem ??
        `The email template writes this answer as {{${name}}}: if you rename it, change the template too.`
      }
      onChange={(e) => {
        setDraft(e.target.value);
        setProblem(onRename(name, e.target.value));
      }}
      onBlur={() => {
        setDraft(name);
        setProblem(undefined);
      }}
    />
  );
});
