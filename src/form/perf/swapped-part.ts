import type { PartName } from './parts';
import { lazyPart } from './lazy-part';

// The module the bundler swaps in for a part of rjsf or MUI, once per part:
// src/build/form-perf-swaps.ts asks for `swapped-part.ts?part=<Name>` (a component
// part; swapped-call.ts stands for the others), and the query is
// the part's name. A default export, as each original module has one.
declare const __resourceQuery: string;

export default lazyPart(new URLSearchParams(__resourceQuery).get('part') as PartName);
