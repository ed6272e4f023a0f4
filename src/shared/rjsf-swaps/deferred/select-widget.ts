import { deferredPart } from '../deferred-part';

// A default export: it stands in for rjsf-mui's module, which has one (parts.ts).
export default deferredPart(
  'SelectWidget',
  () => import('@rjsf/mui/lib/SelectWidget/SelectWidget.js'),
);
