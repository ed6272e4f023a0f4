import type shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { providedPart } from '../deferred-part';

type Merge = typeof shallowAllOfMerge;

// A default export: it stands in for rjsf's module, which has one (parts.ts).
export default function allOfMerge(...args: Parameters<Merge>): ReturnType<Merge> {
  return providedPart<Merge>('AllOfMerge')(...args);
}
