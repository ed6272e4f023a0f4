import { deferredPart } from '../deferred-part';

// A default export: it stands in for rjsf's module, which has one (parts.ts).
export default deferredPart(
  'FileWidget',
  () => import('@rjsf/core/lib/components/widgets/FileWidget.js'),
);
