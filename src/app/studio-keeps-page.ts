import { paths } from '../kernel/routes/paths';

/**
 * The dev server remakes the manifest on every change in schemas/, and each
 * module that imports it accepts the new one with this: a page reloads to show
 * it, as before; the studio, where the change was made, keeps its page and its
 * unsaved work, and lists the files again itself.
 */
export function reloadUnlessStudio(): void {
  if (!window.location.pathname.endsWith(paths.studio)) window.location.reload();
}
