import { fileFields } from '../screen/file-answers';
import type { ScreenFile, ScreenNeeds } from '../screen/types';

/**
 * What a checked screen's form loads beyond the form itself (ScreenEntry's `needs`): worked
 * out here once, at build time, so the browser never searches the file for it.
 */
export function screenNeeds(screen: ScreenFile): ScreenNeeds {
  return {
    logic:
      screen.calculated !== undefined ||
      screen.points !== undefined ||
      (screen.steps ?? []).some((step) => step.when !== undefined) ||
      screen.success?.results !== undefined,
    piping: JSON.stringify([screen.schema, screen.uiSchema, screen.steps, screen.success]).includes(
      '{{',
    ),
    fileFields: fileFields(screen.schema),
  };
}
