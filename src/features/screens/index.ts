// The screens feature's public entry: the rest of the app imports only these.
export { HomePage } from './home-page';
export { loadScreenIn } from './load-screen';
export { NotFoundPage } from './not-found-page';
export { ScreenCrashBoundary } from './screen-crash';
export { ScreenPage } from './screen-page';
