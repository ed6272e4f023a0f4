import { loadEnv } from '@rsbuild/core';
import {
  readConfig,
  readStudioSite,
  type AppConfig,
  type StudioSite,
} from '../kernel/config/read-config';
import type { CheckOptions } from '../checker/check';
import { plainError } from './schemas-dir';

/** The configuration a build gets: `.env` files, then the shell's environment. */
export function buildConfig(): AppConfig {
  return plainly(() => readConfig(buildEnv()));
}

/** The studio a build keeps in the site (`PUBLIC_STUDIO=true`), or `undefined`. */
export function buildStudioSite(): StudioSite | undefined {
  return plainly(() => readStudioSite(buildEnv()));
}

/** A setting refused, as rsbuild prints it: what to write instead, with no stack trace under it. */
function plainly<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof Error ? plainError(error.message) : error;
  }
}

function buildEnv() {
  const { rawPublicVars } = loadEnv({ processEnv: {} });
  return { ...rawPublicVars, ...process.env };
}

/** What the checker needs to know of a build's configuration (`npm run check`, `npm run build`). */
export function deploymentOf(config: AppConfig): CheckOptions['deployment'] {
  return {
    recaptchaSiteKey: config.recaptchaSiteKey !== undefined,
    attachmentMaxBytes: config.emailjs.attachmentMaxBytes,
  };
}
