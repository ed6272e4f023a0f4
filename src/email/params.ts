import type { UiSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import {
  answerAt,
  fieldLines,
  fieldTexts,
  hasCodes,
  orderedKeys,
  placeholderAnswer,
  type FieldText,
} from '../screen/answer-text';
import { inStepOrder } from '../screen/field-order';
import { isHeading, propertySchema, resolveSchema } from '../screen/navigate';
import { CODE_SUFFIX, fillPlaceholders, isSpecialPath } from '../screen/placeholders';
import type { ScreenFile } from '../screen/types';
import type { SignedInPerson } from '../screen/signed-in-person';

export type MappingInput = {
  slug: string;
  screen: Pick<ScreenFile, 'title' | 'schema' | 'uiSchema' | 'email' | 'steps'>;
  formData: unknown;
  user: SignedInPerson | null;
  submittedAt: Date;
  /** The language the form was shown in (a code such as `fr`), when the app knows it. */
  language?: string;
};

/**
 * What a `{{path}}` stands for: a special path, or the form's answer at that
 * path in words (`{{name_code}}`: as stored), a top-level answer as already
 * formatted for `answers`.
 */
function valueAtPath(path: string, input: MappingInput, answered: Map<string, FieldText>): string {
  const { user, screen } = input;
  if (isSpecialPath(path)) {
    switch (path) {
      case 'user.email':
        return user?.email ?? '';
      case 'user.name':
        return user?.name ?? '';
      case 'user.uid':
        return user?.uid ?? '';
      case 'screen.title':
        return screen.title;
      case 'screen.slug':
        return input.slug;
      case 'submittedAt':
        return input.submittedAt.toISOString();
    }
  }
  const target = placeholderAnswer(path, screen.schema);
  const [key] = target.path;
  if (target.path.length === 1 && typeof key === 'string') {
    return answered.get(key)?.text[target.wording] ?? '';
  }
  return answerAt(target.path, screen, input.formData, target.wording);
}

/**
 * The EmailJS template parameters of one submission. Pure: the same answers,
 * screen, person and moment always give the same parameters.
 */
export function buildEmailParams(input: MappingInput): Record<string, string> {
  const { screen, formData, user } = input;
  const root = screen.schema;
  const top = resolveSchema(root, root);
  const data = isObject(formData) ? formData : {};
  // Each answer formatted once, in both wordings: its own param and its line in `answers`,
  // in the order the person saw them, page after page.
  const fields = inStepOrder(
    fieldTexts(data, top, screen.uiSchema, root),
    (f) => f.key,
    screen.steps,
  );
  const answered = new Map(fields.map((field) => [field.key, field]));
  const params: Record<string, string> = {};

  if (screen.email?.params) {
    for (const [name, template] of Object.entries(screen.email.params)) {
      // One pass: a `{{...}}` typed into an answer stays text, it is never filled in.
      params[name] = fillPlaceholders(template, (path) => valueAtPath(path, input, answered));
    }
  } else {
    // Each answer under its field's name in words; one with codes (a choice, a
    // rating) also as stored, under `<name>_code`, for a template that needs the code.
    for (const key of orderedKeys(top, screen.uiSchema, data)) {
      const schema = propertySchema(top, key, root);
      // A heading takes no answer: no param a template could mistake for one.
      if (isHeading(schema)) continue;
      const text = answered.get(key)?.text;
      params[key] = text?.shown ?? '';
      const ui = screen.uiSchema?.[key] as UiSchema | undefined;
      if (schema && hasCodes(schema, ui, root)) params[key + CODE_SUFFIX] = text?.stored ?? '';
    }
  }

  params.form_id = input.slug;
  params.form_title = screen.title;
  params.submitted_at = input.submittedAt.toISOString();
  if (input.language) params.language = input.language;
  params.answers = fieldLines(fields, 'shown').join('\n');
  if (user) {
    // Not `user_id`: EmailJS's own request carries that name (the public key).
    params.signed_in_uid = user.uid;
    params.user_email = user.email ?? '';
    params.user_name = user.name ?? '';
  }
  return params;
}
