/**
 * `bytes` random bytes as hex. getRandomValues, not randomUUID: the latter exists
 * only on https and localhost.
 */
export const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** A version 4 UUID, as `crypto.randomUUID()` gives, on plain http too. */
export function randomUuid(): string {
  const hex = randomHex(16);
  // Version 4 in the 13th digit, the RFC 4122 variant (8, 9, a or b) in the 17th.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
