import { loadEnv } from '@rsbuild/core';
import { readConfig, type AppConfig } from '../shared/config/env';

/** The configuration a build gets: `.env` files, then the shell's environment. */
export function buildConfig(isDev = false): AppConfig {
  const { rawPublicVars } = loadEnv({ processEnv: {} });
  return readConfig({ ...rawPublicVars, ...process.env }, isDev);
}
