import type fastUri from 'fast-uri';
import { providedPart } from '../deferred-part';

type FastUri = typeof fastUri;

// A default export: it stands in for fast-uri as rjsf imports it (parts.ts), with the two calls rjsf makes.
export default {
  resolve: (...args: Parameters<FastUri['resolve']>) =>
    providedPart<FastUri>('UriResolver').resolve(...args),
  equal: (...args: Parameters<FastUri['equal']>) =>
    providedPart<FastUri>('UriResolver').equal(...args),
};
