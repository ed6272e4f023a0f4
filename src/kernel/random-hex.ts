/**
 * `bytes` random bytes as hex. getRandomValues, not randomUUID: the latter exists
 * only on https and localhost.
 */
export const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
