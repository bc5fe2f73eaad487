import { CASE_SOURCES, CASE_STATUSES, CASE_TYPES } from '@portal/domain/cases/case-status';
import { collapseCaseStatus } from '@portal/domain/cases/case-status-group';
import { displayName } from '@portal/domain/common/enum';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { dollarsOrNull } from '../../../lib/money';
import { getVisibleShipment } from '../access/shipment-access';
import { findShipmentCases } from './shipment-cases.repository';
import { coded } from './shipment-format';
import { iso, isoRequired } from '@portal/domain/common/iso';

/** Cases of the shipment the caller is party to (the brokerage sees all). */
export async function getShipmentCases(db: Db, caller: Caller, id: number, page: number, pageSize: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const { rows, totalCount } = await findShipmentCases(db, caller, shipment.id, { page, pageSize });
  const data = rows.map((c) => ({
    id: c.id,
    caseNumber: c.case_number,
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipment_number,
    caseType: coded(CASE_TYPES, c.case_type),
    caseSource: coded(CASE_SOURCES, c.case_source),
    status: c.status,
    statusDescription: displayName(CASE_STATUSES, c.status) ?? String(c.status),
    statusGroup: collapseCaseStatus({ status: c.status, carrierCaseResolutionType: c.carrier_case_resolution_type }),
    carrierCaseResolutionType: c.carrier_case_resolution_type,
    isVoided: c.status === 7,
    priority: c.priority,
    amount: dollarsOrNull(c.amount_cents),
    approvedAmount: dollarsOrNull(c.approved_amount_cents),
    description: c.description,
    incidentAt: iso(c.incident_at),
    createdAt: isoRequired(c.created_at),
    updatedAt: isoRequired(c.updated_at),
  }));
  return { data, totalCount };
}
