import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../../../../src/build/csp';
import { readConfig } from '../../../../src/kernel/config/read-config';

describe('PUBLIC_FIRESTORE_EMULATOR_HOST', () => {
  test('an emulator on this machine is connected to, and the page may reach it', () => {
    const config = readConfig({ PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    expect(config.firebase.firestoreEmulatorHost).toBe('127.0.0.1:8080');
    expect(contentSecurityPolicy(config)).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8080/);
  });

  test('unset, nothing is connected and the page names no emulator', () => {
    const config = readConfig({});
    expect(config.firebase.firestoreEmulatorHost).toBeUndefined();
    expect(contentSecurityPolicy(config)).not.toContain('8080');
  });

  test('another machine is refused: answers would leave for a host nobody checked', () => {
    expect(() => readConfig({ PUBLIC_FIRESTORE_EMULATOR_HOST: 'evil.example:8080' })).toThrow(
      /must be an emulator on this machine, like 127\.0\.0\.1:8080; it is "evil\.example:8080"/,
    );
  });

  test('App Check: its key turns on the page’s reCAPTCHA v3 and token exchange, and only then', () => {
    const on = contentSecurityPolicy(
      readConfig({ PUBLIC_APP_CHECK_SITE_KEY: 'v3-key' }),
      false,
      undefined,
      true,
    );
    expect(on).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(on).toMatch(/connect-src [^;]*https:\/\/content-firebaseappcheck\.googleapis\.com/);
    expect(on).toMatch(/connect-src [^;]*https:\/\/firestore\.googleapis\.com/);
    const off = contentSecurityPolicy(readConfig({}), false, undefined, false);
    expect(off).not.toContain('firebaseappcheck');
    expect(off).not.toContain('firestore.googleapis.com');
  });
});
