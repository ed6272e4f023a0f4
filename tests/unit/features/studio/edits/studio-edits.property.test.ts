import fc from 'fast-check';
import { setGivesPoints } from '../../../../../src/features/studio/kinds/calculated/formula-edits';
import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import { screenTexts } from '../../../../../src/screen/translations';
import type { Problem, ScreenFile } from '../../../../../src/screen/types';
import {
  redone,
  stepped,
  undone,
  type History,
} from '../../../../../src/features/studio/document/history';
import {
  removeCondition,
  setCondition,
  decidersOf,
} from '../../../../../src/features/studio/edits/condition-edits';
import {
  setHelp,
  setPlaceholder,
  setRequired,
} from '../../../../../src/features/studio/edits/field-edits';
import { keptTrue } from '../../../../../src/features/studio/edits/kept-true';
import {
  nameProblem,
  renameInTranslation,
  renameQuestion,
  retitle,
} from '../../../../../src/features/studio/edits/name-edits';
import { translationFollows } from '../../../../../src/features/studio/edits/translation-follows';
import { addPage, moveToPage, setPaged } from '../../../../../src/features/studio/edits/page-edits';
import {
  addQuestion,
  deleteQuestion,
  duplicateQuestion,
  moveQuestion,
  usesOf,
} from '../../../../../src/features/studio/edits/question-edits';
import { questionsOf, type Question } from '../../../../../src/features/studio/edits/questions';
import { setRule } from '../../../../../src/features/studio/edits/rule-edits';
import {
  NEW_TRANSLATION,
  setTranslatedText,
} from '../../../../../src/features/studio/edits/translation-edits';
import {
  fewestChoicesOf,
  QUESTION_KINDS,
} from '../../../../../src/features/studio/kinds/kind-table';
import {
  addChoice,
  moveChoice,
  removeChoice,
  setChoiceWords,
  setChoicePoints,
} from '../../../../../src/features/studio/kinds/choice/choice-edits';
import {
  setOtherPoints,
  setOtherWords,
} from '../../../../../src/features/studio/kinds/choice/other-edits';
import { setConsent } from '../../../../../src/features/studio/kinds/consent/consent-edits';
import {
  setAccept,
  setMaxSize,
  setSeveralFiles,
} from '../../../../../src/features/studio/kinds/file/file-edits';
import {
  addColumn,
  addRow,
  gridOf,
  moveColumn,
  moveRow,
  removeColumn,
  removeRow,
  setColumnWords,
  setRowRequired,
  setRowTitle,
  setSeveral,
} from '../../../../../src/features/studio/kinds/grid/grid-edits';
import {
  itemsAt,
  setItemCount,
  setItemTitle,
} from '../../../../../src/features/studio/kinds/list/list-edits';
import { setEnd, setStars } from '../../../../../src/features/studio/kinds/scale/scale-edits';
import {
  addGroupField,
  groupFields,
  setGroupFieldRequired,
  setGroupFieldTitle,
} from '../../../../../src/features/studio/kinds/section/group-edits';
import {
  innerFieldText,
  setInnerKind,
} from '../../../../../src/features/studio/kinds/section/inner-kinds';
import { sectionAt } from '../../../../../src/features/studio/kinds/section/section-settings';
import { blankScreen } from '../../../../../src/features/studio/panels/screens/blank-screen';
import { GALLERY } from '../../../../../src/features/studio/panels/screens/gallery';
import { mistakesByQuestion } from '../../../../../src/features/studio/checking/mistakes';
import {
  textPlace,
  translationMistakes,
} from '../../../../../src/features/studio/checking/translation-mistakes';
import { getLocation } from 'jsonc-parser';
import { lineStarts } from '../../../../../src/checker/json-source';

/**
 * The studio's invariant (issue 44), as a property: whatever the author does in the cards
 * and tabs, over every kind of the palette, the file stays one `npm run check` takes, but
 * for a question the studio marks unfinished in words beside the control that finishes
 * it; and undo goes back to the very bytes the screen started from.
 *
 * `npm test` runs 25 sequences from a fixed seed (a few seconds). A longer run, of as many
 * sequences as you like, from another seed if you like:
 *   STUDIO_PROPERTY_RUNS=500 STUDIO_PROPERTY_SEED=7 npx vitest run --configLoader runner \
 *     tests/unit/features/studio/edits/studio-edits.property.test.ts
 * A failure prints the shortest sequence of steps fast-check found that breaks it.
 */

type Doc = { text: string; fr: string };
/** `opened`: the text as the studio opened it (a name that was in it never follows its title). */
type Model = { doc: Doc; history: History<Doc>; opened: string };

const words = fc.constantFrom(
  'Food',
  'Set up',
  'Greeter',
  'Driver',
  'Vegan',
  'Été',
  'Two words',
  'Other',
);
const small = fc.integer({ min: 0, max: 12 });

/** One step an author takes, as data: the interpreter below makes it an edit of the text. */
type Step =
  | { op: 'add'; kind: number; at: number }
  | { op: 'remove' | 'duplicate'; q: number }
  | { op: 'move'; q: number; to: number }
  | { op: 'set'; q: number; control: number; words: string; n: number; flag: boolean }
  | { op: 'pages'; what: number; q: number; page: number }
  | { op: 'translate'; text: number; words: string }
  | { op: 'undo' | 'redo' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('add' as const),
      kind: fc.nat(QUESTION_KINDS.length - 1),
      at: small,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constantFrom('remove' as const, 'duplicate' as const),
      q: small,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('move' as const), q: small, to: small }) },
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      q: small,
      control: fc.nat(40),
      words,
      n: small,
      flag: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('pages' as const),
      what: fc.nat(3),
      q: small,
      page: fc.nat(2),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('translate' as const),
      text: fc.nat(30),
      // A {{...}} of a question, or of none, that the words translated may lack.
      words: fc.oneof(words, fc.constantFrom('Merci {{typo}}', 'Merci {{name}}')),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('undo' as const, 'redo' as const) }) },
);

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list[n % Math.max(list.length, 1)];

/** The edits of the open card that the studio offers for each kind of question (its room's controls). */
function setControl(
  text: string,
  opened: string,
  q: Question,
  s: Extract<Step, { op: 'set' }>,
): string {
  const { name } = q;
  const common = [
    () => retitle(text, opened, name, `${s.words} ${String(s.n)}`).text,
    () => setHelp(text, name, s.flag ? s.words : ''),
    () =>
      q.kind === 'heading' || q.kind === 'calculated' ? text : setRequired(text, name, s.flag),
    () => {
      const to = `${s.words.replace(/[^A-Za-z]/g, '').toLowerCase() || 'x'}${String(s.n)}`;
      return nameProblem(text, name, to) === undefined ? renameQuestion(text, name, to) : text;
    },
    () => {
      const decider = pick(decidersOf(text, name), s.n);
      if (!decider || !s.flag) return removeCondition(text, name);
      const test = decider.numeric
        ? ({ kind: 'at-least', value: s.n } as const)
        : ({
            kind: decider.several ? 'includes' : 'is',
            value: pick(decider.answers, s.n)?.value,
          } as const);
      return setCondition(text, name, decider.name, test);
    },
  ];
  const choices = [
    () => addChoice(text, name),
    () => setChoiceWords(text, name, s.n % 3, s.words),
    () => removeChoice(text, name, s.n % 3, fewestChoicesOf(q.kind)),
    () => moveChoice(text, name, s.n % 3, (s.n + 1) % 3),
    () => setGivesPoints(text, name, s.flag),
    () => setChoicePoints(text, name, s.n % 3, s.flag ? s.n : undefined),
  ];
  const grid = () => {
    const rows = gridOf(text, name)?.rows ?? [];
    const row = pick(rows, s.n)?.name ?? '';
    return [
      () => addRow(text, name),
      () => setRowTitle(text, name, row, s.words),
      () => removeRow(text, name, row),
      () => moveRow(text, name, s.n % 2, (s.n + 1) % 2),
      () => setRowRequired(text, name, row, s.flag),
      () => addColumn(text, name),
      () => setColumnWords(text, name, s.n % 3, s.words),
      () => removeColumn(text, name, s.n % 3),
      () => moveColumn(text, name, s.n % 3, (s.n + 2) % 3),
      () => setSeveral(text, name, s.flag),
    ];
  };
  const group = (at: ReturnType<ReturnType<typeof sectionAt>>) => {
    const field = pick(groupFields(text, at), s.n)?.name ?? '';
    return [
      () => addGroupField(text, at, innerFieldText('number'), s.words),
      () => setGroupFieldTitle(text, at, field, s.words),
      () => setGroupFieldRequired(text, at, field, s.flag),
      () => setInnerKind(text, at, field, s.flag ? 'date' : 'yes-no'),
    ];
  };
  const own: Partial<Record<NonNullable<Question['kind']>, (() => string)[]>> = {
    'short-text': [
      () => setPlaceholder(text, name, s.flag ? s.words : ''),
      () => setRule(text, name, s.flag ? 'maxLength' : 'minLength', s.n === 0 ? undefined : s.n),
      () => setRule(text, name, 'pattern', s.flag ? '^[0-9]{5}$' : undefined),
    ],
    number: [() => setRule(text, name, s.flag ? 'minimum' : 'maximum', s.n)],
    choice: choices,
    'several-choices': [
      ...choices,
      () =>
        setRule(text, name, s.flag ? 'minItems' : 'maxItems', s.n % 3 === 0 ? undefined : s.n % 3),
    ],
    'other-choice': [
      ...choices,
      () => setOtherWords(text, name, s.words),
      () => setOtherPoints(text, name, s.n),
    ],
    ranking: choices.slice(0, 4),
    consent: [
      () =>
        setConsent(text, name, {
          words: `I accept the ${s.words}`,
          linked: s.flag ? s.words : '',
          address: 'https://example.org/x',
        }),
    ],
    opinion: [() => setEnd(text, name, s.flag ? 'low' : 'high', s.n % 4 === 0 ? '' : s.words)],
    nps: [() => setEnd(text, name, s.flag ? 'low' : 'high', s.n % 4 === 0 ? '' : s.words)],
    rating: [() => setStars(text, name, 3 + (s.n % 8))],
    grid: grid(),
    'checkbox-grid': grid(),
    file: [
      () => setAccept(text, name, s.flag ? ['.pdf', 'image/*'] : []),
      () => setMaxSize(text, name, s.flag ? `${String(1 + s.n)} KB` : undefined),
      () => setSeveralFiles(text, name, s.flag),
    ],
    signature: [() => setMaxSize(text, name, s.flag ? `${String(5 + s.n)} KB` : undefined)],
    'list-of-items': [
      () =>
        setItemCount(
          text,
          name,
          s.flag ? 'minItems' : 'maxItems',
          s.n % 4 === 0 ? undefined : s.n % 4,
        ),
      () => setItemTitle(text, name, s.flag ? s.words : ''),
      ...group(itemsAt(name)(text)),
    ],
    section: group(sectionAt(name)(text)),
  };
  const edits = [...common, ...((q.kind && own[q.kind]) ?? [])];
  return pick(edits, s.control)?.() ?? text;
}

const blank = blankScreen('Volunteers', 'volunteers');

/** The step made an edit of the document, as the studio's card, tab or button would. */
function apply(model: Model, s: Step): Model {
  const { doc } = model;
  if (s.op === 'undo' || s.op === 'redo') {
    const moved = (s.op === 'undo' ? undone : redone)(model.history, doc);
    return moved ? { ...model, doc: moved.version, history: moved.history } : model;
  }
  const questions = questionsOf(doc.text);
  const q = 'q' in s ? pick(questions, s.q) : undefined;
  let text = doc.text;
  let fr = doc.fr;
  switch (s.op) {
    case 'add':
      text = addQuestion(
        text,
        QUESTION_KINDS[s.kind] ?? 'short-text',
        s.at % (questions.length + 1),
      ).text;
      break;
    case 'remove':
      // The studio offers the delete only when nothing else names the question.
      if (q && usesOf(text, q.name).length === 0) text = deleteQuestion(text, q.name);
      break;
    case 'duplicate':
      if (q) text = duplicateQuestion(text, q.name).text;
      break;
    case 'move':
      if (q) text = moveQuestion(text, questions.indexOf(q), s.to % questions.length);
      break;
    case 'set':
      if (q) text = keptTrue(setControl(text, model.opened, q, s));
      break;
    case 'pages': {
      if (s.what === 0) text = setPaged(text, !Array.isArray(JSON.parse(text).steps));
      else if (s.what === 1 && Array.isArray(JSON.parse(text).steps)) text = addPage(text);
      else if (q && Array.isArray(JSON.parse(text).steps)) {
        const pages = (JSON.parse(text) as { steps: unknown[] }).steps.length;
        text = moveToPage(text, q.name, s.page % pages);
      }
      break;
    }
    case 'translate': {
      const screen = JSON.parse(text) as ScreenFile;
      const target = pick(screenTexts(screen), s.text);
      if (target) fr = setTranslatedText(fr, target.key, s.words);
      break;
    }
  }
  if (text !== doc.text) {
    // As the studio does (screen-editor.tsx): a renamed question's words follow it, and the
    // words of what the edit took away go with it.
    const before = questions.map((x) => x.name);
    const after = questionsOf(text).map((x) => x.name);
    const gone = before.filter((n) => !after.includes(n));
    const come = after.filter((n) => !before.includes(n));
    const [from] = gone;
    const [to] = come;
    if (gone.length === 1 && come.length === 1 && from && to)
      fr = renameInTranslation(fr, from, to);
    fr = translationFollows(fr, doc.text, text);
  }
  if (text === doc.text && fr === doc.fr) return model;
  return { ...model, doc: { text, fr }, history: stepped(model.history, doc) };
}

/**
 * What `npm run check` refuses in the screen and its French words that the studio does not
 * mark unfinished in words beside the control that finishes it: a question's mistake its
 * card says in words (author-words.ts), a page with no question yet, which the page
 * says under its title with the means to fill or remove it, or a translated text's {{...}}
 * its English lacks, said under that text (translation-mistakes.ts). Nothing else may be
 * refused.
 */
function unmarked(doc: Doc): string[] {
  const { problems } = checkScreenFiles([
    { name: 'volunteers.json', text: doc.text },
    { name: 'volunteers.fr.json', text: doc.fr },
  ]);
  const onScreen = problems.filter((p) => p.file.endsWith('volunteers.json'));
  const cards = new Set(questionsOf(doc.text).map((q) => q.name));
  const marked = new Set<string>();
  for (const [question, mistakes] of mistakesByQuestion(doc.text, onScreen)) {
    for (const m of mistakes) {
      if (m.words && cards.has(question)) marked.add(`${String(m.line)}:${m.message}`);
    }
  }
  // A {{...}} the English words lack, marked under its text on the Languages tab.
  const checked = checkScreenFiles([{ name: 'volunteers.json', text: doc.text }]).screens[0];
  const inFrench = checked?.screen
    ? translationMistakes(checked.screen, JSON.parse(doc.fr) as object, 'English')
    : new Map<string, string>();
  const frStarts = lineStarts(doc.fr);
  const markedInFrench = (p: Problem) =>
    p.file.endsWith('volunteers.fr.json') &&
    inFrench.has(textPlace(getLocation(doc.fr, (frStarts[p.line - 1] ?? 0) + p.column - 1).path));
  const emptyPage = (message: string) => {
    const page = /^step (\d+) has no questions yet/.exec(message)?.[1];
    const steps = (JSON.parse(doc.text) as ScreenFile).steps;
    return page !== undefined && steps?.[Number(page) - 1]?.fields.length === 0;
  };
  return problems
    .filter(
      (p) =>
        !marked.has(`${String(p.line)}:${p.message}`) &&
        !emptyPage(p.message) &&
        !markedInFrench(p),
    )
    .map((p) => `${p.file}:${String(p.line)}: ${p.message}`);
}

/** The text after undoing every step, and after redoing them all again. */
function unwound(model: Model): { start: Doc; end: Doc } {
  let back = model;
  for (let moved = undone(back.history, back.doc); moved; moved = undone(back.history, back.doc)) {
    back = { ...back, doc: moved.version, history: moved.history };
  }
  const start = back.doc;
  for (let moved = redone(back.history, back.doc); moved; moved = redone(back.history, back.doc)) {
    back = { ...back, doc: moved.version, history: moved.history };
  }
  return { start, end: back.doc };
}

const RUNS = Number(process.env.STUDIO_PROPERTY_RUNS ?? 25);
const SEED = Number(process.env.STUDIO_PROPERTY_SEED ?? 44);

/** A blank screen, or one from the gallery (a quiz with points and results, an RSVP with pages…). */
const starts = fc.constantFrom(blank, ...GALLERY.map((g) => g.text));

describe('the studio never leaves a file npm run check refuses', () => {
  it(
    `holds over ${String(RUNS)} generated sequences of edits, and undo gives back the bytes`,
    () => {
      fc.assert(
        fc.property(starts, fc.array(step, { minLength: 4, maxLength: 14 }), (text, steps) => {
          const start: Doc = { text, fr: NEW_TRANSLATION };
          let model: Model = { doc: start, history: { past: [], future: [] }, opened: text };
          expect(unmarked(start)).toEqual([]);
          const done: Step[] = [];
          // The last version an edit made: what redo comes back to after every undo.
          let tip = start;
          for (const s of steps) {
            const before = model.doc;
            model = apply(model, s);
            if (s.op !== 'undo' && s.op !== 'redo' && model.doc !== before) tip = model.doc;
            done.push(s);
            expect(unmarked(model.doc), JSON.stringify(done)).toEqual([]);
          }
          // Undo to the start gives its very bytes, and redo the very bytes of the last edit.
          const { start: back, end } = unwound(model);
          expect(back).toEqual(start);
          expect(end).toEqual(tip);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    // The fixed run takes a few seconds; a long one about a quarter second a sequence.
    Math.max(60_000, RUNS * 1_000),
  );
});
