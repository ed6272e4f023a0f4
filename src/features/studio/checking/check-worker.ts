import { checkScreenFiles } from '../../../checker/check';
import { recheckAnalyser } from '../../../checker/recheck-analyser';
import { addRegexAnalyser, checkedPatterns, type RegexVerdict } from '../../../checker/regex';
import type { SourceFile } from '../../../screen/types';
import type { CheckAnswer, CheckRequest } from './use-check';

// The studio's checker, in a worker of its own (use-check.ts): ajv's compile and every rule
// run here, so a key typed into the studio never waits for them.
const scope = self as unknown as {
  onmessage: (event: MessageEvent<CheckRequest>) => void;
  postMessage: (message: CheckAnswer) => void;
};
// Patterns judged as `npm run check` judges them: recheck too, loaded only in this worker.
addRegexAnalyser(recheckAnalyser);
// The files as last sent: each request brings only those that changed.
const texts = new Map<string, string>();
// The patterns whose verdict the page has: each answer brings only the new ones.
const told = new Set<string>();
scope.onmessage = ({ data: { names, changed } }) => {
  for (const f of changed) texts.set(f.name, f.text);
  const files: SourceFile[] = names.map((name) => ({ name, text: texts.get(name) ?? '' }));
  for (const name of texts.keys()) if (!names.includes(name)) texts.delete(name);
  const result = checkScreenFiles(files);
  const patterns: [string, RegexVerdict][] = [];
  for (const [source, check] of checkedPatterns()) {
    if (told.has(source)) continue;
    told.add(source);
    patterns.push([
      source,
      check.ok ? { maxAnswerLength: check.maxAnswerLength } : { problem: check.problem },
    ]);
  }
  scope.postMessage({ result, patterns });
};
