import { deferredPart } from '../deferred-part';

// A default export: it stands in for MUI's module, which has one (parts.ts).
export default deferredPart('Select', () => import('@mui/material/Select'), {
  // TextField's form control looks for MUI's Select by this name.
  muiName: 'Select',
});
