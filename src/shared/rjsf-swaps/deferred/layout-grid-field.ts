import { deferredPart } from '../deferred-part';

// A default export: it stands in for rjsf's module, which has one (parts.ts).
export default deferredPart(
  'LayoutGridField',
  () => import('@rjsf/core/lib/components/fields/LayoutGridField.js'),
);
