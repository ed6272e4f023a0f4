// The drafts feature's public entry: the rest of the app imports only these.
export { forgetAllDrafts, forgetExpiredDrafts, useDraft } from './use-draft';
