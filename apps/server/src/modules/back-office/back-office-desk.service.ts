import type { AttentionLoadList, DeskCarrierList, DeskListQuery, PendingAccessRequestList } from '@portal/domain/back-office/back-office-desk-schemas';
import { FALLBACK_TIME_ZONE } from '@portal/domain/locations/state-time-zone';
import type { Db } from '../../db/db';
import { companyRef, lane } from '../invoices/invoice-format';
import { iso } from '@portal/domain/common/iso';
import { statusValue } from '../shipments/detail/shipment-format';
import { listAttentionLoads } from './attention-loads.repository';
import { listDeskCarriers } from './desk-carriers.repository';
import { listPendingAccessRequests } from './pending-access-requests.repository';

/** The brokerage staff's desk: what needs them now, the carriers, and the access requests waiting. */

export async function attentionLoads(db: Db, query: DeskListQuery, now = new Date()): Promise<AttentionLoadList> {
  const { rows, totalCount } = await listAttentionLoads(db, now, query.search || undefined, query);
  return {
    totalCount,
    data: rows.map((row) => ({
      shipmentId: row.shipment_id,
      shipmentNumber: row.shipment_number,
      status: statusValue(row.status),
      reason: row.reason,
      dueAt: iso(row.due_at)!,
      timeZone: row.time_zone ?? FALLBACK_TIME_ZONE,
      problems: row.problems ?? [],
      carrier: companyRef(row.carrier_id, row.carrier_name),
      lane: lane(row),
    })),
  };
}

export async function deskCarriers(db: Db, query: DeskListQuery): Promise<DeskCarrierList> {
  const { rows, totalCount } = await listDeskCarriers(db, query.search || undefined, query);
  return {
    totalCount,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      mcNumber: row.mc_number,
      dotNumber: row.dot_number,
      city: row.city,
      state: row.state,
      phone: row.phone,
      isOnHold: row.is_on_hold,
      doNotUse: row.do_not_use,
      activeLoads: row.active_loads,
      invoicesToApprove: row.invoices_to_approve,
      portalAdmins: row.portal_admins,
    })),
  };
}

export async function pendingAccessRequests(db: Db, query: DeskListQuery): Promise<PendingAccessRequestList> {
  const { rows, totalCount } = await listPendingAccessRequests(db, query.search || undefined, query);
  return {
    totalCount,
    data: rows.map((row) => ({
      id: row.id,
      company: { id: row.company_id, name: row.company_name },
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      companyNumber: row.company_number,
      createdAt: iso(row.created_at)!,
      companyAdmins: row.company_admins,
    })),
  };
}
