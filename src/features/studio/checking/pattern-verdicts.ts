import { createContext, useContext } from 'react';
import { schemaPatterns } from '../../../checker/regex';
import type { PatternVerdicts } from './use-check';

/**
 * The check's verdicts on patterns, for what tries a pattern on an answer (the rules editor's
 * "Try it"); `undefined` where nothing checks them (the studio of a built site).
 */
export const PatternVerdictsContext = createContext<PatternVerdicts | undefined>(undefined);

export const usePatternVerdicts = () => useContext(PatternVerdictsContext);

/**
 * The patterns of `schema` the check has not cleared, not yet or not at all: the preview is
 * rendered without them, so it never runs a pattern that could freeze the page.
 */
export const heldPatterns = (schema: unknown, verdicts: PatternVerdicts): string[] =>
  schemaPatterns(schema).filter((p) => {
    const verdict = verdicts.get(p);
    return verdict === undefined || 'problem' in verdict;
  });
