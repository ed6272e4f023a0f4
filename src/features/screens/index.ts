// The screens feature's public entry: the rest of the app imports only these.
export { homePage, NotFoundPage } from './pages.lazy';
export { loadScreenIn } from './load-screen';
export { ScreenCrashBoundary } from './screen-crash';
export { ScreenPage } from './screen-page';
