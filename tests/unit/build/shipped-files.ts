import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/kernel/config/read-config';
import { contentSecurityPolicy } from '../../../src/build/csp';
import { prefixedLanguages } from '../../../src/kernel/i18n/language-paths';
import { netlifyHeaders } from '../../../src/build/hosting';
import { checkSchemasDir } from '../../../src/build/schemas-dir';

// Values that belong in the build: the EmailJS public key and the Firebase web config.
const PUBLIC = {
  PUBLIC_EMAILJS_PUBLIC_KEY: 'pk-allowed-in-build-7Qx',
  PUBLIC_FIREBASE_API_KEY: 'AIzaSyAllowedPublicWebKey-0123456789abc',
  PUBLIC_FIREBASE_PROJECT_ID: 'allowed-project-id',
};

// Secrets a developer may well have in the shell or .env when building: none may ship.
const SECRETS = {
  EMAILJS_PRIVATE_KEY: 'emailjs-private-key-Zq81mX',
  EMAILJS_ACCESS_TOKEN: 'emailjs-access-token-Lp27nV',
  RECAPTCHA_SECRET_KEY: '6Lrecaptcha-secret-key-Hh45',
  FIREBASE_TOKEN: '1//firebase-ci-token-Ww90',
  FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
    type: 'service_account',
    project_id: 'allowed-project-id',
    private_key_id: 'service-account-key-id-Tt63',
    private_key:
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC-fake-service-account-Rr52\n-----END PRIVATE KEY-----\n',
    client_email: 'deployer@allowed-project-id.iam.gserviceaccount.com',
  }),
};

/** The environment build-output.test.ts builds with: public config plus secrets that must stay out. */
export const BUILD_ENV: Record<string, string> = { ...PUBLIC, ...SECRETS };

// Shapes of private credentials, whatever their name in the environment.
const SECRET_SHAPES = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /"private_key(_id)?"\s*:/,
  /"type"\s*:\s*"service_account"/,
  /iam\.gserviceaccount\.com/,
  /\bsk_live_[0-9a-zA-Z]{10,}/,
  /\bgh[pousr]_[0-9A-Za-z]{20,}/,
  /\bxox[abpr]-[0-9A-Za-z-]{10,}/,
];

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Checks of the built `dist/` as it would be uploaded to a static host. */
export function describeShippedFiles(dist: () => string) {
  describe('what the build ships', () => {
    const shipped = () =>
      files(dist()).map((f) => ({ file: path.relative(dist(), f), text: readFileSync(f, 'utf8') }));

    it('carries the public EmailJS key and Firebase web config, so the scan reads what ships', () => {
      const all = shipped()
        .map((f) => f.text)
        .join('\n');
      for (const value of Object.values(PUBLIC)) expect(all).toContain(value);
    });

    it('leaks no secret of the build environment and nothing shaped like a private credential', () => {
      const leaks = shipped().flatMap(({ file, text }) => [
        ...Object.entries(SECRETS)
          .filter(([, value]) => text.includes(value) || text.includes(JSON.stringify(value)))
          .map(([name]) => `${file}: ${name}`),
        ...SECRET_SHAPES.filter((shape) => shape.test(text)).map((s) => `${file}: ${s.source}`),
      ]);
      expect(leaks).toEqual([]);
      // Any Google API key in it is the Firebase web key that was configured.
      const keys = shipped().flatMap(({ text }) => text.match(/AIza[0-9A-Za-z_-]{35}/g) ?? []);
      expect([...new Set(keys)]).toEqual([PUBLIC.PUBLIC_FIREBASE_API_KEY]);
    });

    it("has Netlify's single-page fallback and headers made from the build's configuration", () => {
      const read = (name: string) => readFileSync(path.join(dist(), name), 'utf8');
      expect(read('_redirects')).toMatch(/^\/\*\s+\/app\.html\s+200$/m);
      const config = readConfig({ ...process.env, ...BUILD_ENV });
      const { logo, languages } = checkSchemasDir(
        path.resolve(import.meta.dirname, '../../../schemas'),
      ).theme;
      expect(read('_headers')).toBe(
        netlifyHeaders(contentSecurityPolicy(config, true, logo), prefixedLanguages(languages)),
      );
    });
  });
}
