import { multiplyToCents } from '@portal/domain/common/money';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { dollars } from '../../../lib/money';
import { assertCanSeeCarrierMoney, getVisibleShipment } from '../access/shipment-access';
import { findActiveThirdPartyBilling, findCarrierCharges } from './shipment-money.repository';
import { companyRef } from './shipment-view';
import { findCompanies } from '../access/shipments.repository';

/** Carrier charges with line totals rate x units, computed on cents exactly, and their sum. */
export async function getCarrierChargeDetails(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  assertCanSeeCarrierMoney(caller, shipment);
  const rows = await findCarrierCharges(db, shipment.id);
  let totalCents = 0;
  const charges = rows.map((c) => {
    const lineCents = multiplyToCents(c.rate_cents, String(c.units));
    totalCents += lineCents;
    return { id: c.id, description: c.description, chargeTypeName: c.charge_type_name, rate: dollars(c.rate_cents), units: Number(c.units), total: dollars(lineCents) };
  });
  return { charges, total: totalCents / 100 };
}

export async function getBillingConfiguration(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  assertCanSeeCarrierMoney(caller, shipment);
  const [carrier] = shipment.carrier_id === null ? [] : await findCompanies(db, [shipment.carrier_id]);
  const [factoring] = carrier?.factoring_company_id ? await findCompanies(db, [carrier.factoring_company_id]) : [];
  const thirdParty = shipment.customer_id === null ? undefined : await findActiveThirdPartyBilling(db, shipment.customer_id);
  return {
    shipmentId: shipment.id,
    carrier: companyRef(carrier),
    factoringCompany: factoring ? { id: factoring.id, name: factoring.name } : null,
    remitTo: factoring ? { id: factoring.id, name: factoring.name } : carrier ? { id: carrier.id, name: carrier.name } : null,
    thirdPartyBilling: thirdParty ? { id: thirdParty.id, name: thirdParty.name, payerCompanyId: thirdParty.payer_id, payerCompanyName: thirdParty.payer_name } : null,
    isThirdPartyBillingEligible: !!thirdParty,
    canSubmitInvoice: shipment.status >= ShipmentStatus.Delivered,
  };
}
