import type { RuntimeConfig } from '@portal/domain/common/api';
import { msg } from '../i18n/msg';

/** Same-origin defaults, used until /config.json answers (or when it cannot be read). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  portalApiUrl: '/portal/api',
  carrierApiUrl: '/carrier/api',
  trucksApiUrl: '/trucks/api',
  appEnv: 'production',
  supportEmail: '',
  helpDeskUrl: '',
  supportUrl: '',
};

/** Where the server publishes the runtime configuration. */
export const RUNTIME_CONFIG_URL = '/config.json';

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Set once at start-up, before the first render; later reads are plain. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...DEFAULT_RUNTIME_CONFIG, ...stripEmpty(config) };
}

export function useRuntimeConfig(): RuntimeConfig {
  return current;
}

const ENV_BANNER: Partial<Record<RuntimeConfig['appEnv'], string>> = {
  uat: msg('UAT environment'),
  local: msg('Local environment'),
  test: msg('Test environment'),
};

/**
 * The environment banner's English text, or null in production; translated where it is shown
 * (this module stays free of i18next: the lean sign-in page reads it).
 */
export function environmentBannerText(appEnv: RuntimeConfig['appEnv']): string | null {
  return ENV_BANNER[appEnv] ?? null;
}

function stripEmpty(config: Partial<RuntimeConfig>): Partial<RuntimeConfig> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined && value !== null));
}
