// The drafts feature's public entry: the rest of the app imports only this. Forgetting drafts
// is services/draft-storage.ts, which every page runs.
export { useDraft } from './use-draft';
