import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// rsbuild.config.ts (RJSF_SWAPS) puts this in place of rjsf-mui's range widget: MUI's
// slider is the largest widget and only `"ui:widget": "range"` draws it, so
// it loads the first time a form has one.
const Loaded = lazy(() => import('@rjsf/mui/lib/RangeWidget/RangeWidget.js'));

// A default export: it stands in for rjsf-mui's module, which has one.
export default function RangeWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
