import { defaultFakeCarrier } from '../../fake-fmcsa/fake-fmcsa-default';
import type { FmcsaCarrier } from '../../modules/compliance/fmcsa-source';
import type { Db } from '../db';
import type { SeedContext } from './context';

/** The demo's one carrier that fails its checks: already Do Not Use, its authority inactive and its cargo policy lapsed. */
const NON_COMPLIANT_DOT = '1190337';

/**
 * A compliance record for every seeded carrier, as the fake FMCSA answers for it, checked at the
 * seed's time: active authority and insurance above the brokerage's minimums until the end of next
 * year, so the demo's bookings and tenders go through. Rusty Wheels (Do Not Use) is the exception,
 * and the fake keeps its record, so the scheduled checks find it the same.
 */
export async function seedCarrierCompliance(tx: Db, ctx: SeedContext): Promise<void> {
  const carriers = await tx.selectFrom('companies').select(['id', 'name', 'dot_number', 'mc_number']).where('kind', '=', 'Carrier').where('dot_number', 'is not', null).orderBy('id').execute();
  for (const carrier of carriers) {
    const dotNumber = carrier.dot_number!;
    let answer: FmcsaCarrier = defaultFakeCarrier({ dotNumber, name: carrier.name, mcNumber: carrier.mc_number }, ctx.now);
    if (dotNumber === NON_COMPLIANT_DOT) {
      const year = ctx.now.getUTCFullYear();
      answer = {
        ...answer,
        safetyRating: 'Conditional',
        dockets: answer.dockets.map((d) => ({ ...d, status: 'Inactive', statusOn: `${year}-01-15` })),
        insurance: answer.insurance.map((f) => (f.coverage === 'Cargo' ? { ...f, effectiveOn: `${year - 1}-01-01`, expiresOn: `${year - 1}-12-31` } : f)),
      };
      await tx.insertInto('fake_fmcsa_carriers').values({ usdot: dotNumber, answer: JSON.stringify(answer), updated_at: ctx.now }).execute();
    }
    const docket = answer.dockets[0];
    await tx
      .insertInto('carrier_compliance')
      .values({
        usdot: dotNumber,
        carrier_id: carrier.id,
        mc_number: carrier.mc_number,
        legal_name: answer.legalName,
        dba_name: answer.dbaName,
        authority_status: docket.status,
        authority_granted_on: docket.grantedOn,
        authority_status_on: docket.statusOn,
        safety_rating: answer.safetyRating,
        out_of_service: answer.outOfService,
        last_checked_at: ctx.now,
        updated_at: ctx.now,
      })
      .execute();
    await tx
      .insertInto('carrier_insurance')
      .values(
        answer.insurance.map((f) => ({
          carrier_id: carrier.id,
          coverage: f.coverage,
          insurer: f.insurer,
          policy_number: f.policyNumber,
          amount_cents: f.amountThousands * 100_000,
          effective_on: f.effectiveOn,
          expires_on: f.expiresOn,
          source: 'Filing',
        })),
      )
      .execute();
  }
}
