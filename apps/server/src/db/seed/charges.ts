import type { Insertable } from 'kysely';
import { CaseType } from '@portal/domain/cases/case-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ChargesTable } from '../database';
import type { CasePlan } from './cases';
import type { SeedContext } from './context';
import type { ShipmentPlan } from './shipment-plan';
import { HOUR, MINUTE, Rng, insertAll } from './support';
import type { Db } from '../db';

/** A carrier charge line; invoices claim lines by setting their invoice ids before they are written. */
export interface ChargePlan {
  id: number;
  shipment: ShipmentPlan;
  caseId: number | null;
  description: string;
  chargeTypeName: string;
  rateCents: number;
  units: number;
  createdAt: Date;
  apInvoiceId: number | null;
  thirdPartyInvoiceId: number | null;
}

/** Rate times units, in cents. */
export const lineTotal = (charge: Pick<ChargePlan, 'rateCents' | 'units'>) => Math.round(charge.rateCents * charge.units);

/**
 * Line haul for every booked-or-later load, fuel surcharges per mile, stop-offs, liftgates, and
 * detention and lumper lines where the stops show them; plus the charge of every paid case.
 */
export function planCharges(ctx: SeedContext, plans: readonly ShipmentPlan[], cases: readonly CasePlan[]): ChargePlan[] {
  const rng = Rng.for('charges');
  const charges: ChargePlan[] = [];
  const add = (shipment: ShipmentPlan, line: Omit<ChargePlan, 'id' | 'shipment' | 'apInvoiceId' | 'thirdPartyInvoiceId' | 'caseId'> & { caseId?: number }) => {
    charges.push({ id: ctx.ids.next('charges'), shipment, apInvoiceId: null, thirdPartyInvoiceId: null, caseId: null, ...line });
  };
  const casesByShipment = new Map<number, CasePlan[]>();
  for (const c of cases) casesByShipment.set(c.shipment.id, [...(casesByShipment.get(c.shipment.id) ?? []), c]);

  for (const plan of plans) {
    const booked = plan.status >= ShipmentStatus.Booked && plan.rateCents !== null && plan.bookedAt !== null;
    if (booked) {
      const at = plan.bookedAt!;
      add(plan, { description: 'Line Haul', chargeTypeName: 'Line Haul', rateCents: plan.rateCents!, units: 1, createdAt: at });
      if (plan.shippingMode === 'TL' && rng.chance(0.45)) {
        const perMile = rng.int(45, 62);
        add(plan, {
          description: `Fuel Surcharge (${plan.totalMiles} mi at $0.${perMile}/mi)`, chargeTypeName: 'Fuel Surcharge',
          rateCents: perMile, units: plan.totalMiles, createdAt: at,
        });
      }
      if (plan.stops.length > 2) {
        add(plan, { description: 'Stop Off', chargeTypeName: 'Stop Off', rateCents: 7500, units: plan.stops.length - 2, createdAt: at });
      }
      if (plan.accessorials.includes('Liftgate')) {
        add(plan, { description: 'Liftgate', chargeTypeName: 'Accessorial', rateCents: 7500, units: 1, createdAt: at });
      }
    }
    const delivered = plan.status === ShipmentStatus.Delivered || plan.status === ShipmentStatus.DeliveryConfirmed;
    const ownCases = casesByShipment.get(plan.id) ?? [];
    if (delivered) {
      // Detention the broker paid without a case: more than two hours past the free time at a stop.
      const longest = Math.max(...plan.dwellMinutes);
      const k = plan.dwellMinutes.indexOf(longest);
      if (longest >= 200 && !ownCases.some((c) => c.type === CaseType.Detention) && rng.chance(0.5)) {
        const hours = Math.round((longest - 120) / 15) / 4;
        const stop = plan.stops[k];
        add(plan, {
          description: `Detention at ${stop.facility.name}`, chargeTypeName: 'Detention',
          rateCents: rng.pick([6000, 6500, 7500]), units: hours, createdAt: new Date(stop.departedAt!.getTime() + 2 * HOUR),
        });
      }
      const lumperStop = plan.stops.find((s) => s.type === 'Dropoff' && s.facility.lumpersAvailable);
      if (lumperStop && !ownCases.some((c) => c.type === CaseType.Lumper) && rng.chance(0.35)) {
        add(plan, {
          description: `Lumper at ${lumperStop.facility.name}`, chargeTypeName: 'Lumper',
          rateCents: rng.int(6, 14) * 2500, units: 1, createdAt: new Date(lumperStop.departedAt!.getTime() + 30 * MINUTE),
        });
      }
    }
    for (const c of ownCases) {
      if (!c.charge) continue;
      add(plan, { ...c.charge, caseId: c.id, createdAt: new Date(c.createdAt.getTime() + HOUR) });
    }
  }
  return charges;
}

export async function writeCharges(db: Db, charges: readonly ChargePlan[]): Promise<void> {
  const rows: Insertable<ChargesTable>[] = charges.map((charge) => ({
    id: charge.id,
    shipment_id: charge.shipment.id,
    ap_invoice_id: charge.apInvoiceId,
    third_party_invoice_id: charge.thirdPartyInvoiceId,
    case_id: charge.caseId,
    description: charge.description,
    charge_type_name: charge.chargeTypeName,
    rate_cents: charge.rateCents,
    units: charge.units,
    created_at: charge.createdAt,
  }));
  await insertAll(db, 'charges', rows);
}
