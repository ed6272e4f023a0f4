import {
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  TextField,
  Typography,
} from '@mui/material';
import { memo, useId, useState } from 'react';
import { SCALE_LIMIT } from '../../../../form/field-kinds';
import type { QuestionKind } from '../../kinds/kind-table';
import {
  PATTERN_PRESETS,
  patternNeedsMessage,
  presetOf,
  setRule,
  setRuleMessage,
  setWholeNumbers,
  standardMessage,
  tryPattern,
  type PatternPreset,
  type Rule,
  type Rules,
} from '../../edits/rule-edits';
import { usePatternVerdicts } from '../../checking/pattern-verdicts';
import { sameByValue } from '../same-by-value';
import type { Change } from './change';
import { ONE_COLUMN } from './one-column';

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
  'several-choices': [
    { rule: 'minItems', words: 'At least (ticks)' },
    { rule: 'maxItems', words: 'At most (ticks)' },
  ],
};

/**
 * What "Whole numbers only" does, said where it is ticked: the form renders a
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
      <Box sx={{ ...ONE_COLUMN, gap: 2 }}>
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
          <Box key={rule} sx={{ ...ONE_COLUMN, gap: 1 }}>
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
    <Box sx={{ ...ONE_COLUMN, gap: 1, pl: 2, borderInlineStart: 2, borderColor: 'divider' }}>
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
    <Box sx={{ ...ONE_COLUMN, gap: 1 }}>
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

/**
 * Each example typed by the author, and whether the pattern takes it: tried only once the
 * check has cleared the pattern, so a pattern that could freeze the page is never run here.
 */
function PatternTries({ pattern, examples }: { pattern: string; examples: string }) {
  const verdicts = usePatternVerdicts();
  const verdict = verdicts?.get(pattern);
  const lines = examples.split('\n').filter((line) => line !== '');
  const first = tryPattern(pattern, '');
  if (typeof first === 'object') {
    return (
      <Typography variant="body2" color="error" role="status">
        This pattern has a mistake: {first.mistake}
      </Typography>
    );
  }
  if (!verdicts) {
    return (
      <Typography variant="body2" role="status">
        Patterns are tried in the studio npm start opens on your computer, which first checks that
        they cannot freeze the page.
      </Typography>
    );
  }
  if (verdict === undefined) {
    return (
      <Typography variant="body2" role="status">
        Checking that this pattern cannot freeze the page; your answers are tried once it is done.
      </Typography>
    );
  }
  if ('problem' in verdict) {
    return (
      <Typography variant="body2" color="error" role="status">
        This pattern cannot be tried: it {verdict.problem}
      </Typography>
    );
  }
  const { maxAnswerLength } = verdict;
  if (lines.length === 0) return null;
  return (
    <Box component="ul" aria-label="Tried answers" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line, i) => (
        <Typography component="li" variant="body2" key={i}>
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Box>
          :{' '}
          {maxAnswerLength !== undefined && line.length > maxAnswerLength
            ? `not tried: longer than the ${maxAnswerLength} characters an answer may have with this pattern`
            : tryPattern(pattern, line) === true
              ? 'taken ✓'
              : 'refused ✗'}
        </Typography>
      ))}
    </Box>
  );
}
