import path from 'node:path';
import { checkSchemasDir, failureMessage } from './schemas-dir';

// `npm run check [folder]`: the checker over schemas/, one line a problem, exit 1 on any.
const dir = path.resolve(process.argv[2] ?? 'schemas');
const result = checkSchemasDir(dir);
if (result.problems.length > 0) {
  console.error(failureMessage(result));
  process.exit(1);
}
const n = result.screens.length;
console.log(`schemas/: ${n} screen${n === 1 ? '' : 's'}, no problems.`);
