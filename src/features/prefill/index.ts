// The prefill feature's public entry: the rest of the app imports only this.
export { prefillFormData } from './prefill';
