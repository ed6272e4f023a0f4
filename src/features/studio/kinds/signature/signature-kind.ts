import { SIGNATURE_WIDGET } from '../../../../screen/signature';
import { hasFormat, widget, type KindEntry } from '../kind-entry';

/** A signature drawn on a pad, or the name typed, sent as a picture. */
export const signature: KindEntry = {
  name: 'signature',
  words: 'Signature (drawn, or the name typed)',
  rank: 2,
  is: (seen) => hasFormat('data-url')(seen) && widget(seen) === SIGNATURE_WIDGET,
  make: () => ({
    field: { type: 'string', title: 'Your signature', format: 'data-url' },
    ui: { 'ui:widget': SIGNATURE_WIDGET },
  }),
  always: true,
};
