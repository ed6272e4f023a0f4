import { type ErrorSchema, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { isObject } from '../../kernel/is-object';

type SchemaObject = Record<string, unknown>;

/** The top-level fields a piece of schema (a conditional branch) talks about. */
function fieldsNamedBy(node: unknown): string[] {
  if (!isObject(node)) return [];
  const names: string[] = [];
  if (isObject(node.properties)) names.push(...Object.keys(node.properties));
  if (Array.isArray(node.required)) names.push(...node.required.map(String));
  if (isObject(node.dependencies)) names.push(...Object.keys(node.dependencies));
  for (const key of ['if', 'then', 'else', 'not']) names.push(...fieldsNamedBy(node[key]));
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list)) for (const item of list) names.push(...fieldsNamedBy(item));
  }
  return names;
}

const within = (node: unknown, fields: Set<string>) =>
  fieldsNamedBy(node).every((name) => fields.has(name));

function pick(record: unknown, fields: Set<string>): SchemaObject | undefined {
  if (!isObject(record)) return undefined;
  return Object.fromEntries(Object.entries(record).filter(([name]) => fields.has(name)));
}

/**
 * The part of a screen's schema one step shows and checks: its fields, the
 * `required` entries among them, and the conditionals (if/then/else,
 * dependencies, oneOf/anyOf/allOf) whose fields are all in the step.
 * Everything shared (definitions, title) is kept, so `$ref`s still resolve.
 */
export function stepSchema(schema: RJSFSchema, stepFields: readonly string[]): RJSFSchema {
  const fields = new Set(stepFields);
  const {
    properties,
    required,
    dependencies,
    if: condition,
    then: thenBranch,
    else: elseBranch,
    allOf,
    anyOf,
    oneOf,
    errorMessage,
    additionalProperties: _otherStepsAnswersStay,
    ...rest
  } = schema as SchemaObject;
  const part: SchemaObject = { ...rest, properties: pick(properties, fields) ?? {} };
  if (Array.isArray(required)) part.required = required.filter((name) => fields.has(String(name)));
  if (isObject(dependencies)) {
    part.dependencies = Object.fromEntries(
      Object.entries(dependencies).filter(
        ([name, dep]) =>
          fields.has(name) &&
          (Array.isArray(dep) ? dep.every((d) => fields.has(String(d))) : within(dep, fields)),
      ),
    );
  }
  if (
    condition !== undefined &&
    within({ if: condition, then: thenBranch, else: elseBranch }, fields)
  ) {
    Object.assign(part, { if: condition, then: thenBranch, else: elseBranch });
  }
  for (const [key, list] of [
    ['allOf', allOf],
    ['anyOf', anyOf],
    ['oneOf', oneOf],
  ] as const) {
    if (Array.isArray(list) && list.every((item) => within(item, fields))) part[key] = list;
  }
  if (isObject(errorMessage)) {
    // ajv-errors keeps per-field messages under these two keys; others apply as they are.
    const messages: SchemaObject = { ...errorMessage };
    for (const key of ['required', 'properties']) {
      if (isObject(messages[key])) messages[key] = pick(messages[key], fields);
    }
    part.errorMessage = messages;
  } else if (errorMessage !== undefined) {
    part.errorMessage = errorMessage;
  }
  return part as RJSFSchema;
}

/** The uiSchema for one step: `ui:order` keeps only the step's fields (and `*`). */
export function stepUiSchema(
  uiSchema: UiSchema | undefined,
  stepFields: readonly string[],
): UiSchema {
  const order = uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return uiSchema ?? {};
  return {
    ...uiSchema,
    'ui:order': order.filter((name: string) => name === '*' || stepFields.includes(name)),
  };
}

/**
 * The step holding the field an rjsf error property points at
 * (`.address.city` -> the step with `address`), or -1.
 */
export function stepOfProperty(
  steps: readonly { fields: readonly string[] }[],
  property: string,
): number {
  const field = property.replace(/^\./, '').split('.')[0] ?? '';
  return steps.findIndex((s) => s.fields.includes(field));
}

/**
 * A validator for one step: it validates against the WHOLE schema (the
 * screen's validator is precompiled for exactly that schema and refuses any
 * other) and keeps only the errors of the step's own fields.
 */
export function stepValidator(
  base: ValidatorType,
  rootSchema: RJSFSchema,
  steps: readonly { fields: readonly string[] }[],
  active: number,
): ValidatorType {
  const fields = steps[active]?.fields ?? [];
  // Methods named one by one: the screen's validator is a class instance, whose methods a spread would drop.
  return {
    validateFormData(formData, _stepSchema, customValidate, transformErrors, uiSchema) {
      const whole = base.validateFormData(
        formData,
        rootSchema,
        customValidate,
        transformErrors,
        uiSchema,
      );
      const errorSchema: ErrorSchema = {};
      for (const field of fields) {
        const own = (whole.errorSchema as Record<string, ErrorSchema | undefined>)[field];
        if (own) (errorSchema as Record<string, ErrorSchema>)[field] = own;
      }
      return {
        errors: whole.errors.filter((e) => stepOfProperty(steps, e.property ?? '') === active),
        errorSchema,
      };
    },
    isValid: (schema, formData) => base.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => base.rawValidation(schema, formData),
  };
}
