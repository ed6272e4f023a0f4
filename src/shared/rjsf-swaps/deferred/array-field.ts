import { deferredPart } from '../deferred-part';

// A default export: it stands in for rjsf's module, which has one (parts.ts).
export default deferredPart(
  'ArrayField',
  () => import('@rjsf/core/lib/components/fields/ArrayField.js'),
);
