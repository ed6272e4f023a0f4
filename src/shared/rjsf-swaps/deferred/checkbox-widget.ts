import { deferredPart } from '../deferred-part';

// A default export: it stands in for rjsf-mui's module, which has one (parts.ts).
export default deferredPart(
  'CheckboxWidget',
  () => import('@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js'),
);
