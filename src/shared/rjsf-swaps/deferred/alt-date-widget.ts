import { deferredPart } from '../deferred-part';

// A default export: it stands in for rjsf's module, which has one (parts.ts).
export default deferredPart(
  'AltDateWidget',
  () => import('@rjsf/core/lib/components/widgets/AltDateWidget.js'),
);
