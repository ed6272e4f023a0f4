/**
 * Names every JavaScript object answers to (`__proto__`, `constructor`,
 * `toString`...). A field called so is mixed up with the object's own along
 * the way (rjsf's form state, ajv's `required`, a draft, `{{placeholders}}`),
 * so the checker refuses them rather than trust every lookup to be careful.
 */
const OBJECT_BUILTIN_NAMES: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype),
);

export function isObjectBuiltinName(name: string): boolean {
  return OBJECT_BUILTIN_NAMES.has(name);
}

export function builtinNameMessage(name: string): string {
  const plain = name.replace(/^_+|_+$/g, '');
  return `"${name}" is a name every JavaScript object has already, so the form would mix the field up with it: rename the field, like "${plain}_answer"`;
}
