import { oneTaskEach } from '../../kernel/next-task';

/**
 * The form's code in the order it builds on itself: MUI's styling; emotion
 * and the theme made from _theme.json; MUI's text box (its input, outline and
 * label, inside every text field); rjsf with its MUI theme; the app's
 * templates and widgets; the app's form. `webpackMode: "eager"` keeps every
 * part in the chunk that loads this module: no more files to fetch, only
 * later to run.
 */
const parts = [
  () => import(/* webpackMode: "eager" */ '../../kernel/theme/page-theme'),
  () => import(/* webpackMode: "eager" */ '../../kernel/ui/mui-root'),
  () => import(/* webpackMode: "eager" */ '@mui/material/TextField'),
  () => import(/* webpackMode: "eager" */ '../../form/buffered-input'),
  () => import(/* webpackMode: "eager" */ '../../form/registry'),
  () => import(/* webpackMode: "eager" */ '../../form/themed-form'),
];

/**
 * A module runs the first time it is imported, and all of the form's code
 * used to run at once as its chunk came in, in one task the browser could
 * neither paint nor answer a key in (docs/decisions/measured-figures.md). Imported here
 * part by part, a task each.
 */
export async function loadFormCode() {
  await oneTaskEach(parts);
  return import(/* webpackMode: "eager" */ './screen-form');
}
