// The screen route's public entry: the rest of the app imports only these.
export { loadScreenIn } from './load-screen';
export { useOpening } from './opening-state';
export { ProblemList } from './problem-list';
export { ScreenCrashBoundary } from './screen-crash';
export { ScreenPage } from './screen-page';
