import { loadEnv } from '@rsbuild/core';
import { readConfig, type AppConfig } from '../kernel/config/read-config';
import type { CheckOptions } from '../checker/check';

/** The configuration a build gets: `.env` files, then the shell's environment. */
export function buildConfig(): AppConfig {
  const { rawPublicVars } = loadEnv({ processEnv: {} });
  return readConfig({ ...rawPublicVars, ...process.env });
}

/** What the checker needs to know of a build's configuration (`npm run check`, `npm run build`). */
export function deploymentOf(config: AppConfig): CheckOptions['deployment'] {
  return { recaptchaSiteKey: config.recaptchaSiteKey !== undefined };
}
