import { dataUrlFileName } from './file-answers';

/**
 * How a screen file writes a signature (schemas/README.md, "Signature"):
 * `"ui:widget": "signature"` on a top-level `"type": "string", "format":
 * "data-url"` field. Its answer is a file's, a PNG, so it goes the files' way:
 * an attachment named after the field, never kept in a draft. A name typed
 * instead of drawn is drawn into the PNG too, and carried in the data URL
 * (`;typed=Ana%20Lopez`) so the email can say which it was.
 */
export const SIGNATURE_WIDGET = 'signature';
export const SIGNATURE_FILE = 'signature.png';

/** A canvas's PNG (`data:image/png;base64,...`) as the answer, named, with the typed name if any. */
export function signatureAnswer(png: string, typed?: string): string {
  const data = png.slice(png.indexOf(','));
  const name = typed ? `;typed=${encodeURIComponent(typed)}` : '';
  // `name=` first: rjsf's data-url format reads the parameters after it as part of the name.
  return `data:image/png;name=${SIGNATURE_FILE}${name};base64${data}`;
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

/** The size of the file a base64 data URL holds, in bytes, as its attachment will weigh. */
export function dataUrlBytes(dataUrl: string): number {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/**
 * The first PNG `encode` makes, finest first, that is at most `limit` bytes:
 * a signature drawn on a sharp phone screen can outweigh what the site's
 * EmailJS plan takes, and the same strokes at a lower resolution still read.
 * Undefined when none fits.
 */
export function fittingPng(
  encode: (scale: number) => string,
  scales: readonly number[],
  limit: number,
): string | undefined {
  for (const scale of scales) {
    const png = encode(scale);
    if (dataUrlBytes(png) <= limit) return png;
  }
  return undefined;
}
