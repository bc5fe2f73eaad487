import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@portal/domain/common/api';
import type { AppConfig } from '../config';
import { SUPPORT_EMAIL } from '../lib/support';

/** What the web app needs to know about this server: where its APIs are, its environment, its help. */
export function runtimeConfig(config: Pick<AppConfig, 'appEnv' | 'publicUrl'>): RuntimeConfig {
  return {
    portalApiUrl: '/portal/api',
    carrierApiUrl: '/carrier/api',
    trucksApiUrl: '/trucks/api',
    appEnv: config.appEnv,
    supportEmail: SUPPORT_EMAIL,
    // The portal's own help page; the API reference stays at /docs.
    helpDeskUrl: `${config.publicUrl}/help`,
    supportUrl: `mailto:${SUPPORT_EMAIL}`,
  };
}

/**
 * The page with the runtime configuration written into its head, as a JSON script (which the
 * browser does not run, so the content security policy is unchanged). The app reads it at start
 * instead of asking /config.json: on a phone that request took one of six connections and a round
 * trip before the page's first data could be asked for. `<` is escaped so no value can
 * close the script. A page without a head is sent as it is; the app then asks /config.json.
 */
export function withRuntimeConfig(html: string, runtime: RuntimeConfig): string {
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  // A function, so a `$` in a value is not read as a replacement pattern.
  return html.replace('</head>', () => `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script></head>`);
}
