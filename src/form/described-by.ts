import { descriptionId, errorId, helpId } from '@rjsf/utils';

/**
 * The ids of the field's messages, description and help that are on the page:
 * @rjsf/mui puts its aria-describedby on a wrapper, where screen readers
 * never read it, so each widget below puts this on the control itself.
 */
export function describedBy(props: {
  id: string;
  rawErrors?: string[];
  schema: { description?: string };
  uiSchema?: Record<string, unknown>;
}): string | undefined {
  const ids = [
    (props.rawErrors?.length ?? 0) > 0 && errorId(props.id),
    props.schema.description && descriptionId(props.id),
    props.uiSchema?.['ui:help'] !== undefined && helpId(props.id),
  ].filter((id): id is string => typeof id === 'string');
  return ids.length > 0 ? ids.join(' ') : undefined;
}
