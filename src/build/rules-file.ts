import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firestoreRules } from '../checker/firestore-rules';
import type { CheckResult } from '../screen/types';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where the rules of `schemasDir` go: FIRESTORE_RULES when set (the e2e run's own file), else
 * `firestore.rules` beside firebase.json for the project's own `schemas/` only, so a build of
 * another folder (the bench's generated screens) never overwrites the rules that are deployed.
 */
export function rulesFileOf(schemasDir: string): string | undefined {
  if (process.env.FIRESTORE_RULES) return path.resolve(root, process.env.FIRESTORE_RULES);
  return path.resolve(schemasDir) === path.join(root, 'schemas')
    ? path.join(root, 'firestore.rules')
    : undefined;
}

/**
 * Writes the rules of the checked screens to `file` when they differ from what it holds
 * (the Firestore emulator's launcher loads the file again on every change); says whether
 * it wrote.
 */
export function writeRulesFile(result: Pick<CheckResult, 'screens' | 'owners'>, file: string) {
  const rules = firestoreRules(result);
  if (existsSync(file) && readFileSync(file, 'utf8') === rules) return false;
  writeFileSync(file, rules);
  return true;
}
