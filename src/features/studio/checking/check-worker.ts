import { checkScreenFiles } from '../../../checker/check';
import type { SourceFile } from '../../../screen/types';
import type { CheckRequest } from './use-check';

// The studio's checker, in a worker of its own (use-check.ts): ajv's compile and every rule
// run here, so a key typed into the studio never waits for them.
const scope = self as unknown as {
  onmessage: (event: MessageEvent<CheckRequest>) => void;
  postMessage: (message: unknown) => void;
};
// The files as last sent: each request brings only those that changed.
const texts = new Map<string, string>();
scope.onmessage = ({ data: { names, changed } }) => {
  for (const f of changed) texts.set(f.name, f.text);
  const files: SourceFile[] = names.map((name) => ({ name, text: texts.get(name) ?? '' }));
  for (const name of texts.keys()) if (!names.includes(name)) texts.delete(name);
  scope.postMessage(checkScreenFiles(files));
};
