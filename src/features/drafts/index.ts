// The drafts feature's public entry: the rest of the app imports only these.
export { forgetAllDrafts, useDraft } from './use-draft';
