/**
 * The PNG side of a signature, loaded with the pad only (the app's first
 * load carries none of it): the answer made from the canvas, kept within the
 * attachment limits.
 */
import { SIGNATURE_FILE } from '../../screen/signature';

/** A canvas's PNG (`data:image/png;base64,...`) as the answer, named, with the typed name if any. */
export function signatureAnswer(png: string, typed?: string): string {
  const data = png.slice(png.indexOf(','));
  const name = typed ? `;typed=${encodeURIComponent(typed)}` : '';
  // `name=` first: rjsf's data-url format reads the parameters after it as part of the name.
  return `data:image/png;name=${SIGNATURE_FILE}${name};base64${data}`;
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
