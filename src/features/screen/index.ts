// The screens feature's public entry: the rest of the app imports only these.
export { homePage, loadPageCode, NotFoundPage } from '../../app/page-code';
export { ScreenCrashBoundary } from './screen-crash';
export { ScreenPage } from './screen-page';
