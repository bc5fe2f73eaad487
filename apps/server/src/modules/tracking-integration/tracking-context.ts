import type { FastifyBaseLogger } from 'fastify';
import type { SamsaraConfig } from '../../config';
import type { Db } from '../../db/db';
import { HttpProblem } from '../../lib/problem';
import { samsaraClient, type ClientOptions, type SamsaraClient } from './samsara-client';
import { TRACKING_INTEGRATION_MESSAGES } from '@portal/domain/tracking-integration/tracking-integration-messages';

/** What the integration needs besides the caller: the database, the provider settings and its client. */
export interface TrackingContext {
  db: Db;
  samsara: SamsaraConfig;
  client: SamsaraClient;
  /** Where the provider sends the admin back (the Portal API callback route). */
  redirectUri: string;
  log?: FastifyBaseLogger;
}

export function trackingContext(deps: { db: Db; samsara?: SamsaraConfig; publicUrl: string; log?: FastifyBaseLogger }, options?: ClientOptions): TrackingContext {
  if (!deps.samsara) throw new HttpProblem(503, 'Service Unavailable', TRACKING_INTEGRATION_MESSAGES.notConfigured);
  return {
    db: deps.db,
    samsara: deps.samsara,
    client: samsaraClient(deps.samsara, options),
    redirectUri: `${deps.publicUrl.replace(/\/$/, '')}/portal/api/tracking-integrations/samsara/callback`,
    log: deps.log,
  };
}
