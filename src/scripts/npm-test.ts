import { TEST_RUN_GOAL_MINUTES } from './bench/goals';
import { lastTestDuration, timeStages } from './test-duration';

// `npm test`: the static checks, the unit and component tests, then the end-to-end
// tests, stopping at the first that fails; a green run writes its duration to
// tests/output/test-duration.json, which `npm run bench` shows against its goal,
// and says it here too, so every CI run shows where it stands.
process.exitCode = await timeStages([
  ['npm', 'run', 'static'],
  ['npm', 'run', 'test:unit'],
  ['npm', 'run', 'test:e2e'],
]);
const run = process.exitCode === 0 ? lastTestDuration() : undefined;
if (run) {
  const minutes = run.seconds / 60;
  const stages = run.stages.map((s) => `${s.command} ${(s.seconds / 60).toFixed(1)}`).join(', ');
  const verdict = minutes <= TEST_RUN_GOAL_MINUTES ? 'met' : 'MISSED';
  console.log(
    `npm test took ${minutes.toFixed(1)} min (${stages}; load ${run.loadAtStart[0]?.toFixed(2)} to ${run.loadAtEnd[0]?.toFixed(2)}): goal <= ${TEST_RUN_GOAL_MINUTES} min ${verdict}`,
  );
}
