import {
  deepEquals,
  type ObjectFieldTemplateProps,
  type Registry,
  type TemplatesType,
} from '@rjsf/utils';
import { memo, type ReactElement } from 'react';
import { isObject } from '../../kernel/is-object';
import { ChunkedObjectFieldTemplate } from '../../form/chunked-fields';

/** Whether a schema, or anything inside it, points elsewhere with a `$ref`. */
function reachesRef(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(reachesRef);
  return isObject(node) && ('$ref' in node || Object.values(node).some(reachesRef));
}

/** The parts of rjsf's registry that are the whole schema. */
const WHOLE_SCHEMA = new Set<string>(['rootSchema', 'schemaUtils'] satisfies (keyof Registry)[]);

/** What rjsf gives each field of a group: its own schema, and the registry every field shares. */
type FieldOfGroup = { schema?: unknown; registry?: Registry } & Record<string, unknown>;

/**
 * Whether a field of a group would render as it did. rjsf renders a field again
 * when its props differ, and the registry each one gets holds the whole
 * schema: one title typed in the studio rendered all fifty fields again. A field
 * reads the whole schema only to follow a `$ref`, so a field with none whose
 * own props are as they were renders the same.
 */
export function sameRenderedField(before: FieldOfGroup, after: FieldOfGroup): boolean {
  const { registry: was, ...wasProps } = before;
  const { registry: is, ...isProps } = after;
  if (!deepEquals(wasProps, isProps)) return false;
  if (was === is) return true;
  if (!was || !is || reachesRef(after.schema)) return false;
  return (Object.keys(is) as (keyof Registry)[]).every(
    (key) => WHOLE_SCHEMA.has(key) || deepEquals(was[key], is[key]),
  );
}

const SameField = memo(
  function SameField({ field }: { field: ReactElement<FieldOfGroup> }) {
    return field;
  },
  (before, after) =>
    before.field.type === after.field.type &&
    sameRenderedField(before.field.props, after.field.props),
);

/** The form's groups for the authors' preview: each field rendered again only when it changed. */
function PreviewObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const properties = props.properties.map((p) => ({
    ...p,
    content: <SameField key={p.name} field={p.content as ReactElement<FieldOfGroup>} />,
  }));
  return <ChunkedObjectFieldTemplate {...props} properties={properties} />;
}

/**
 * The form's templates in the authors' preview, where the schema changes
 * under the form at every key typed in the studio.
 */
export const previewTemplates: Partial<TemplatesType> = {
  ObjectFieldTemplate: PreviewObjectFieldTemplate,
};
