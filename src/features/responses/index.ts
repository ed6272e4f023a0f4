// The owners' responses page: its own chunk, with Firestore's full SDK and the charts, which
// no form ever loads (docs/decisions/charts.md).
import { preloadable } from '../../kernel/ui/preloadable';

const page = preloadable(() => import('./responses-page').then((m) => m.ResponsesPage));
export const ResponsesPage = page.Component;
