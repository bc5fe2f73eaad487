import { Faker, base, en, en_US } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../database';
import { loadReferenceData } from '../reference-data/load-postal-codes';
import { seedCarrierAssets } from './carrier-assets';
import { seedCarrierCompliance } from './carrier-compliance';
import { seedCases } from './cases';
import { planCharges, writeCharges } from './charges';
import { seedCompaniesAndUsers } from './companies-and-users';
import { DEMO_PASSWORD } from './demo-credentials';
import type { SeedContext } from './context';
import { seedInvoicesAndPayments } from './invoices-and-payments';
import { seedPaySpeedAndNotices } from './pay-speed-and-notices';
import { seedPayHistory } from './pay-history';
import { loadCities, seedLanes } from './lanes-and-cities';
import { seedLocations } from './locations';
import { seedNotes } from './notes';
import { seedPlaces } from './places';
import { seedRequiredDocuments } from './required-documents';
import { planShipments } from './shipment-plan';
import { seedShipments } from './shipments';
import { DEMO_SEED, Ids, resetIdentities } from './support';
import { seedTendersAndRates } from './tenders-and-rates';
import { seedRateSources } from './rate-sources';
import { seedThirdPartyInvoices } from './third-party-invoices';
import { seedVideos } from './demo-videos';
import { seedFraudScenarios } from './fraud-scenarios';

export interface SeedDemoOptions {
  /** The demo's dates are relative to this instant; defaults to the current time. */
  now?: Date;
  /** log2 of scrypt's N for the demo users' password hash (the server's configured cost). */
  passwordHashCost: number;
}

/**
 * Loads the demo brokerage into an empty database: the reference postal codes (their own
 * transaction, kept if the demo fails), then everything else in one transaction. Deterministic:
 * the same structure, names and numbers on every run, dates relative to `now`.
 */
export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions): Promise<void> {
  const now = options.now ?? new Date();
  await loadReferenceData(db);
  // One hash for every demo user: scrypt is slow on purpose, and they share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordHashCost);

  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('companies').select('id').limit(1).executeTakeFirst();
    if (existing) throw new Error('seedDemo needs an empty database (companies already has rows)');

    const faker = new Faker({ locale: [en_US, en, base] });
    faker.seed(DEMO_SEED);
    const ctx: SeedContext = { now, faker, ids: new Ids() };

    const cities = await loadCities(tx);
    const { companies, users, blueRidgeContactIds } = await seedCompaniesAndUsers(tx, ctx, passwordHash);
    const assets = await seedCarrierAssets(tx, ctx, companies, users);
    const locations = await seedLocations(tx, ctx, companies, cities, blueRidgeContactIds);
    await seedLanes(tx, ctx, companies, users, assets, cities);

    const planned = planShipments({ now, companies, users, assets, cities, locations });
    await seedShipments(tx, ctx, companies, planned);
    const shipments = planned.shipments;
    await seedTendersAndRates(tx, ctx, companies, users, shipments);
    await seedRateSources(tx, ctx, companies, users, shipments);
    const cases = await seedCases(tx, ctx, companies, users, shipments);

    const charges = planCharges(ctx, shipments, cases);
    const thirdParty = await seedThirdPartyInvoices(tx, ctx, companies, shipments, charges);
    const apInvoices = await seedInvoicesAndPayments(tx, ctx, companies, shipments, charges, new Set(thirdParty.map((t) => t.shipment.id)));
    await writeCharges(tx, charges);
    await seedRequiredDocuments(tx, ctx, shipments, apInvoices, thirdParty);
    await seedNotes(tx, ctx, users, shipments, cases);
    await seedPlaces(tx, ctx, companies, users, locations);
    await seedVideos(tx, now);
    await seedFraudScenarios(tx, ctx, companies);
    await seedPaySpeedAndNotices(tx, ctx);
    await seedPayHistory(tx, ctx);

    // Last, so every carrier the seed made has its record.
    await seedCarrierCompliance(tx, ctx);
    await resetIdentities(tx);
  });
}
