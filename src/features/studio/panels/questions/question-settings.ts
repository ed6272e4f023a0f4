import { KIND_SETTINGS } from '../../kinds/kind-settings';
import type { QuestionKind } from '../../kinds/kind-table';
import { choicesOf, givesPoints, storesWords, type Choice } from '../../kinds/choice/choice-edits';
import { decidersOf, NUMERIC_KINDS, type Decider } from '../../edits/condition-edits';
import { defaultOf, prefillOf, receivesCopy, type PrefillSource } from '../../edits/answer-edits';
import { phoneCountryOf } from '../../kinds/phone/phone-edits';
import { questionsOf, type Question } from '../../edits/questions';
import { formulaOf, type Formula } from '../../kinds/calculated/formula-edits';
import { rulesOf, type Rules } from '../../edits/rule-edits';

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
  /** What the kind's own part of the card shows (kind-settings.ts), if it has one. */
  kindData: unknown;
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

export function settingsOf(text: string, name: string, kind: QuestionKind | undefined): Settings {
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
    kindData: kind && KIND_SETTINGS[kind]?.read(text, name),
  };
}
