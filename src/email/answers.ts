import '../kernel/i18n/load-later-catalogue';
// One walk over a send's answers gives what the send needs of them: the first answer too long
// to send, the answers that may leave the browser (the email's), and the same as a kept
// response holds them (Firestore's). Nothing is kept that the email never carries.
import type { RJSFSchema } from '@rjsf/utils';
import { i18n } from '../kernel/i18n/i18n';
import { isObject } from '../kernel/is-object';
import { isSecretField } from '../screen/kept-answers';
import {
  answerSchema,
  answerUis,
  itemSchema,
  itemUis,
  propertySchema,
  resolveSchema,
} from '../screen/navigate';
import { TEXT_CEILING } from '../screen/responses';
import type { TooLarge } from './limits';

export type AnswersToSend = {
  /**
   * The first answer too long to send: over its field's `maxLength` when the author set one
   * (the form already says so), over TEXT_CEILING otherwise. A file is no text.
   */
  tooLong: TooLarge | undefined;
  /** Every answer the schema has a place for but passwords: what the email is made of. */
  sendable: unknown;
  /** The sendable answers as Firestore takes them: plain JSON, a field left empty left out. */
  kept: Record<string, unknown>;
};

/** What JSON leaves out of an object, and writes as `null` in a list. */
const NOTHING = Symbol('nothing');

/** A value that is neither an object nor a list, as JSON has it. */
function jsonLeaf(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  // JSON writes -0 as 0, and has no NaN nor Infinity.
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return NOTHING;
  }
  return JSON.parse(JSON.stringify(value)) as unknown;
}

type Walked = { sendable: unknown; kept: unknown };

/**
 * The answers of one send, walked once. Each text is checked against the schema of its field
 * (`limit`; under a key no field names, plain text's ceiling). While an answer is sendable it is
 * also kept, by the schema its key is known by (`known`: a field, or what its object allows
 * beside them); a password, a key the schema has no place for and all below them are checked,
 * never sent nor kept.
 */
export function answersToSend(
  screen: { schema: RJSFSchema; uiSchema?: unknown },
  formData: unknown,
): AnswersToSend {
  const root = screen.schema;
  let tooLong: TooLarge | undefined;

  const checkText = (text: string, limit: RJSFSchema, title: string) => {
    if (tooLong || limit.format === 'data-url') return;
    const most = typeof limit.maxLength === 'number' ? limit.maxLength : TEXT_CEILING;
    const length = [...text].length;
    if (length <= most) return;
    const message = i18n._('send.tooLong', { title, length, limit: most });
    tooLong = { ok: false, kind: 'too-large', message };
  };

  const walk = (
    value: unknown,
    limit: RJSFSchema,
    known: RJSFSchema | undefined,
    uis: Record<string, unknown>[],
    title: string,
  ): Walked | undefined => {
    if (Array.isArray(value)) {
      const itemUi = itemUis(uis);
      const sendable = new Array<unknown>(value.length);
      const kept: unknown[] = [];
      for (let i = 0; i < value.length; i++) {
        // A hole stays a hole, unchecked; JSON writes it as null.
        if (!(i in value)) {
          kept.push(null);
          continue;
        }
        const limitItem = itemSchema(limit, i, root);
        const knownItem = known === limit ? limitItem : known && itemSchema(known, i, root);
        const item = walk(value[i], limitItem, knownItem, itemUi, title);
        if (!item) continue;
        sendable[i] = item.sendable;
        kept.push(item.kept === NOTHING ? null : item.kept);
      }
      return known && { sendable, kept };
    }
    if (!isObject(value)) {
      if (typeof value === 'string') checkText(value, limit, title);
      return known && { sendable: value, kept: jsonLeaf(value) };
    }
    const sendable: Record<string, unknown> = {};
    const kept: Record<string, unknown> = {};
    for (const [key, answer] of Object.entries(value)) {
      const property = propertySchema(limit, key, root);
      const keyUi = uis.flatMap((ui) => answerUis(known ?? limit, key, ui, root));
      let inner = known === limit ? property : undefined;
      if (known && !inner) inner = answerSchema(known, key, root);
      const secret = (schema: RJSFSchema) => keyUi.some((ui) => isSecretField(schema, ui, root));
      if (inner && secret(inner)) inner = undefined;
      const sub = property ?? {};
      const walked = walk(answer, sub, inner, keyUi, sub.title ?? key);
      if (!walked) continue;
      sendable[key] = walked.sendable;
      if (walked.kept !== NOTHING) kept[key] = walked.kept;
    }
    return known && { sendable, kept };
  };

  const top = resolveSchema(root, root);
  const ui = isObject(screen.uiSchema) ? screen.uiSchema : {};
  const walked = walk(formData, top, top, [ui], i18n._('send.anAnswer'));
  return {
    tooLong,
    sendable: walked?.sendable,
    kept: isObject(walked?.kept) ? walked.kept : {},
  };
}
