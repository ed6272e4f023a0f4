import { carriedCall } from './carried-parts';
import type { PartName } from './parts';

// What the bundler swaps in for a function part (`?part=<Name>`) or an object
// of functions (`&methods=a,b`), see parts.ts. Apart from swapped-part.ts so
// that it brings neither React nor the parts table: rjsf's schema code reaches
// these from every screen's chunk.
declare const __resourceQuery: string;

const query = new URLSearchParams(__resourceQuery);
export default carriedCall(query.get('part') as PartName, query.get('methods')?.split(','));
