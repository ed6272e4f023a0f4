import { isObject } from '../kernel/is-object';
import { dataUrlFileName } from './file-answers';

/**
 * How a screen file writes a signature (docs/guide/rules.md, "Signature"):
 * `"ui:widget": "signature"` on a top-level `"type": "string", "format":
 * "data-url"` field. Its answer is a file's, a PNG, so it goes the files' way:
 * an attachment named after the field, never kept in a draft. A name typed
 * instead of drawn is drawn into the PNG too, and carried in the data URL
 * (`;typed=Ana%20Lopez`) so the email can say which it was.
 */
export const SIGNATURE_WIDGET = 'signature';
export const SIGNATURE_FILE = 'signature.png';

/** Whether a field's uiSchema names the signature pad (`ui:widget`, or `ui:options`' `widget`). */
export function isSignatureUi(ui: Record<string, unknown> | undefined): boolean {
  const options = ui?.['ui:options'];
  return (
    ui?.['ui:widget'] === SIGNATURE_WIDGET ||
    (isObject(options) && options.widget === SIGNATURE_WIDGET)
  );
}

/** The name typed instead of a drawn signature, or undefined for a drawn one. */
export function typedSignature(answer: string): string | undefined {
  const typed = /^data:[^,]*?;typed=([^;,]*)/.exec(answer)?.[1];
  if (typed === undefined) return undefined;
  try {
    return decodeURIComponent(typed);
  } catch {
    return typed;
  }
}

/** A signature in the email: "drawn (attached as signature.png)" or "typed, Ana Lopez". */
export function signatureText(answer: string): string {
  const typed = typedSignature(answer);
  return typed === undefined ? `drawn (attached as ${dataUrlFileName(answer)})` : `typed, ${typed}`;
}
