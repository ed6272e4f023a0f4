// The studio's public entry; the router loads it lazily, in development builds only.
export { StudioPage } from './studio-page';
