import { customKeywordNames } from '../validation/custom-checks';

/** Keywords a screen's schema may use besides draft-07's own. */
export const extraKeywords: readonly string[] = ['errorMessage', ...customKeywordNames];
