import { isObject } from '../kernel/is-object';
import { fileFields } from '../screen/file-answers';
import type { ScreenFile, ScreenNeeds } from '../screen/types';

/**
 * What a checked screen's form loads beyond the form itself (ScreenEntry's `needs`): worked
 * out here once, at build time, so the browser never searches the file for it. Asked of a
 * file with mistakes too (the preview renders what it can), so no key is trusted to have its type.
 */
export function screenNeeds(screen: ScreenFile): ScreenNeeds {
  return {
    logic:
      screen.calculated !== undefined ||
      screen.points !== undefined ||
      (Array.isArray(screen.steps) &&
        screen.steps.some((step: unknown) => isObject(step) && step.when !== undefined)) ||
      (isObject(screen.success) && screen.success.results !== undefined),
    piping: JSON.stringify([screen.schema, screen.uiSchema, screen.steps, screen.success]).includes(
      '{{',
    ),
    fileFields: fileFields(screen.schema),
  };
}
