import { isObject } from '../../../kernel/is-object';
import { kindOf, type QuestionKind } from '../kinds/kind-table';
import { conditionalFields, fileOf, type Condition } from './field-edits';
import { valueInText } from './json-text';

/** What the visual editor calls a question: a field of the form, by its name. */
export type Question = {
  name: string;
  title: string;
  help: string;
  /** The grey example inside an empty text box (`ui:placeholder`). */
  placeholder: string;
  /** The words under its title (`description`): a heading's text. */
  description: string;
  required: boolean;
  kind: QuestionKind | undefined;
  /** When the question is shown only on an earlier answer. */
  condition?: Condition;
};

/**
 * The form's questions in the order the form renders them: the top-level
 * fields, each question shown on a condition right after the one that decides
 * it, `ui:order` first when written.
 */
export function questionsOf(text: string): Question[] {
  const file = fileOf(text);
  const schema = file?.schema as Record<string, unknown> | undefined;
  if (!file || !schema || !isObject(schema.properties)) return [];
  const properties = schema.properties;
  const shown = conditionalFields(schema);
  const ui = isObject(file.uiSchema) ? file.uiSchema : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const calculated = isObject(file.calculated) ? file.calculated : {};
  const names = Object.keys(properties);
  for (const [name, { condition }] of shown) {
    let at = names.indexOf(condition.on);
    if (at < 0) at = names.length - 1;
    while (
      names[at + 1] !== undefined &&
      shown.get(names[at + 1] ?? '')?.condition.on === condition.on
    )
      at++;
    names.splice(at + 1, 0, name);
  }
  return renderedOrder(names, ui['ui:order']).map((name) => {
    const conditional = shown.get(name);
    const written = conditional ? conditional.field : properties[name];
    const field = isObject(written) ? written : {};
    const fieldUi = ui[name];
    const help = isObject(fieldUi) ? fieldUi['ui:help'] : undefined;
    const placeholder = isObject(fieldUi) ? fieldUi['ui:placeholder'] : undefined;
    const ownRequired = conditional
      ? valueInText(text, ['schema', 'allOf', conditional.condition.branch, 'then', 'required'])
      : required;
    return {
      name,
      title: typeof field.title === 'string' ? field.title : name,
      help: typeof help === 'string' ? help : '',
      placeholder: typeof placeholder === 'string' ? placeholder : '',
      description: typeof field.description === 'string' ? field.description : '',
      required: Array.isArray(ownRequired) && ownRequired.includes(name),
      kind: kindOf({
        field,
        ui: isObject(fieldUi) ? fieldUi : {},
        calculated: Object.hasOwn(calculated, name),
      }),
      ...(conditional && { condition: conditional.condition }),
    };
  });
}

/** rjsf's `ui:order`: the names listed first, `*` standing for every other in file order. */
function renderedOrder(names: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return names;
  const listed = order.filter((n): n is string => typeof n === 'string' && names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((n) => listed.includes(n as string)) as string[];
  return [...before, ...rest, ...listed.filter((n) => !before.includes(n))];
}
