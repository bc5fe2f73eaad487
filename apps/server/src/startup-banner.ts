import type { CompanyKind } from '@portal/domain/common/company-kind';
import type { AppConfig } from './config';
import { DEMO_ACCOUNTS } from './db/seed/companies-and-users';
import { DEMO_PASSWORD } from './db/seed/demo-credentials';

/** What the demo seed did at this start. */
export type DemoData = 'seeded' | 'kept' | 'none';

/** The kind of company, as a newcomer picking an account reads it. */
const KIND: Record<CompanyKind, string> = {
  Brokerage: 'the brokerage',
  Carrier: 'carrier',
  Customer: 'customer',
  FactoringCompany: 'factoring company',
  ThirdPartyPayer: 'third-party payer',
};

/** One line per demo account of the seed: e-mail, job title, company and what the company is. */
function accountLines(): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const what = ({ kind, broker, doNotUse }: (typeof DEMO_ACCOUNTS)[number]) => (doNotUse ? 'carrier marked Do Not Use' : broker ? 'broker' : KIND[kind]);
  return DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.title}, ${account.company} (${what(account)})`);
}

/**
 * The server's last lines at start: whether the demo data was seeded, is from an earlier start, or
 * is off (SEED=none); every demo account of the seed; and, last, where to sign in, so the line a
 * newcomer looks for is the last one on the screen.
 */
export function startupLines(config: Pick<AppConfig, 'publicUrl' | 'appEnv'>, engine: string, demo: DemoData, processes = 1): string[] {
  const database = engine === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL';
  const served = `${database}, APP_ENV=${config.appEnv}${processes > 1 ? `, ${processes} processes` : ''}`;
  const ready = `Freight portal ready: sign in at ${config.publicUrl}/`;
  if (demo === 'none') return ['No demo data (SEED=none): sign in with an account of your TMS', `${ready} (${served})`];
  const origin = demo === 'seeded' ? 'Demo data seeded on this first start' : 'Demo data kept from an earlier start (seeding runs on an empty database only)';
  return [`${origin}. Demo accounts (password ${DEMO_PASSWORD}):`, ...accountLines(), `${ready} with a demo account above, password ${DEMO_PASSWORD} (${served})`];
}
