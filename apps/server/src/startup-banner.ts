import type { AppConfig } from './config';
import { DEMO_PASSWORD } from './db/seed/companies-and-users';

/** What the demo seed did at this start. */
export type DemoData = 'seeded' | 'kept' | 'none';

/** The demo accounts a first visitor tries, one a role (README.md lists them all). */
const FIRST_ACCOUNTS = ['carrier.admin@demo.test', 'broker@demo.test', 'driver@demo.test', 'factoring@demo.test', 'payer@demo.test'];

/**
 * The server's first lines: where to sign in, and whether the demo data was seeded, is from an
 * earlier start, or is off (SEED=none).
 */
export function startupLines(config: Pick<AppConfig, 'publicUrl' | 'appEnv'>, engine: string, demo: DemoData, processes = 1): string[] {
  const database = engine === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL';
  const served = `${database}, APP_ENV=${config.appEnv}${processes > 1 ? `, ${processes} processes` : ''}`;
  const lines = [`Freight portal ready: sign in at ${config.publicUrl}/ (${served})`];
  const accounts = `${FIRST_ACCOUNTS.join(', ')}, password ${DEMO_PASSWORD}`;
  if (demo === 'seeded') lines.push(`Demo data seeded on this first start; demo accounts: ${accounts}`);
  else if (demo === 'kept') lines.push(`Demo data kept from an earlier start (seeding runs on an empty database only); demo accounts: ${accounts}`);
  else lines.push('No demo data (SEED=none): sign in with an account of your TMS');
  return lines;
}
