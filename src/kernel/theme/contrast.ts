/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The ratio WCAG AA asks of normal-size text. */
export const AA_TEXT = 4.5;

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `color` moved `amount` (0 to 1) of the way towards `target`. */
export function mix(color: string, target: string, amount: number): string {
  const to = channels(target);
  return `#${channels(color)
    .map((c, i) => Math.round(c + ((to[i] ?? c) - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The nearest shade of `color` towards `target` (black or white) that reads at
 * AA on `background`: the author's colour itself when it already does.
 */
export function readableOn(color: string, background: string, target: string): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return target;
}
