import { timeStages } from './test-duration';

// `npm test`: the static checks, the unit and component tests, then the end-to-end
// tests, stopping at the first that fails; a green run writes its duration to
// tests/output/test-duration.json, which `npm run bench` shows against its goal.
process.exitCode = await timeStages([
  ['npm', 'run', 'static'],
  ['npm', 'run', 'test:unit'],
  ['npm', 'run', 'test:e2e'],
]);
