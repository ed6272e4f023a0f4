import {
  getUiOptions,
  type GlobalUISchemaOptions,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { answerText } from './answer-text';
import { isObject } from '../kernel/is-object';
import { propertySchema, resolveSchema } from './navigate';
import { fillPlaceholders, findPlaceholders } from './placeholders';
import { asRenderedText } from './rendered-text';
import { hasLink, LINKED_TITLE, linkedWords } from './linked-words';

type Screen = { schema: RJSFSchema; uiSchema?: UiSchema };

/**
 * `text` with each `{{field}}` (the grammar of email params) replaced by that
 * answer as the email shows it, or by nothing while it is unanswered. In a
 * Markdown text the answer goes in as characters Markdown cannot read
 * (rendered-text.ts), turned back into the answer only once Markdown is rendered:
 * no markup, link or bare URL of an answer becomes a link.
 */
export function pipeText(text: string, screen: Screen, answers: unknown, markdown = false): string {
  return fillPlaceholders(text, (path) => {
    const answer = answerText(path, screen, answers);
    return markdown ? asRenderedText(answer) : answer;
  });
}

/** A field the form renders as one checkbox, whose title is its label. */
const isBox = (schema: RJSFSchema | undefined): boolean =>
  schema?.type === 'boolean' || (Array.isArray(schema?.type) && schema.type.includes('boolean'));

const piped = (text: unknown): text is string =>
  typeof text === 'string' && findPlaceholders(text).length > 0;

/**
 * The uiSchema with every title, description and help that names an answer
 * (`{{name}}`) filled in, through `ui:title`, `ui:description` and `ui:help`
 * so the schema itself, and the validator precompiled for it, stay as they
 * are. Objects are followed field by field; the same uiSchema comes back
 * when nothing is piped, so a form without placeholders re-renders nothing.
 */
export function pipedUiSchema(screen: Screen, ui: UiSchema, answers: unknown): UiSchema {
  const root = screen.schema;
  // Markdown is on as rjsf decides it: `ui:xxx`, `ui:options` or the form's `ui:globalOptions`.
  const globalOptions = isObject(ui['ui:globalOptions'])
    ? (ui['ui:globalOptions'] as GlobalUISchemaOptions)
    : {};
  const visit = (node: RJSFSchema | undefined, at: UiSchema): UiSchema => {
    const schema = node && resolveSchema(node, root);
    let out = at;
    const set = (key: string, value: unknown) => {
      if (out === at) out = { ...at };
      out[key] = value;
    };
    const options = getUiOptions(at, globalOptions);
    for (const [key, markdownOption] of [
      ['title', undefined],
      ['description', 'enableMarkdownInDescription'],
      ['help', 'enableMarkdownInHelp'],
    ] as const) {
      const text: unknown = at[`ui:${key}`] ?? (key === 'help' ? undefined : schema?.[key]);
      if (piped(text)) {
        set(
          `ui:${key}`,
          pipeText(
            text,
            screen,
            answers,
            markdownOption !== undefined && options[markdownOption] === true,
          ),
        );
        // A consent box's links come from the author's words alone: found before any answer
        // is put in, the answers then put into the words around them as text. Handed over
        // for every piped box, so an answer written as a link is never read as one.
        if (key === 'title' && (hasLink(text) || isBox(schema))) {
          const words = linkedWords(text).map((part) => ({
            ...part,
            text: pipeText(part.text, screen, answers),
          }));
          set('ui:options', {
            ...(isObject(out['ui:options']) ? out['ui:options'] : {}),
            [LINKED_TITLE]: words,
          });
        }
      }
    }
    const properties = schema && isObject(schema.properties) ? Object.keys(schema.properties) : [];
    for (const name of properties) {
      const inner = isObject(at[name]) ? (at[name] as UiSchema) : {};
      const next = visit(propertySchema(schema as RJSFSchema, name, root), inner);
      if (next !== inner) set(name, next);
    }
    return out;
  };
  return visit(root, ui);
}
