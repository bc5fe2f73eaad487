import { displayName, type Coded } from '@portal/domain/common/enum';
import { iso } from '@portal/domain/common/iso';
import {
  CARRIER_CASE_RESOLUTION_TYPES,
  CASE_PRIORITIES,
  CASE_SOURCES,
  CASE_STATUSES,
  CASE_TYPES,
  CarrierCaseResolutionType,
  CaseStatus,
} from '@portal/domain/cases/case-status';
import { collapseCaseStatus } from '@portal/domain/cases/case-status-group';
import type { CaseRow, HistoryRow, InvolvedPartyRow } from './case-records.repository';
import type { CaseHistoryEntry, PortalCase } from '@portal/domain/cases/case-schemas';
import { dollarsOrNull } from '../../lib/money';

function valueName(list: readonly Coded[], code: number, fallback: string) {
  return { value: code, displayName: displayName(list, code) ?? `${fallback} ${code}` };
}

export const caseTypeName = (code: number) => valueName(CASE_TYPES, code, 'Type').displayName;
export const caseStatusName = (code: number) => valueName(CASE_STATUSES, code, 'Status').displayName;
export const resolutionName = (code: number) => valueName(CARRIER_CASE_RESOLUTION_TYPES, code, 'Resolution').displayName;
export const priorityName = (code: number) => valueName(CASE_PRIORITIES, code, 'Priority').displayName;

/** The detailed status as users read it, with the resolution once there is one. */
export function statusDescription(status: number, resolution: number): string {
  const name = caseStatusName(status);
  return resolution === CarrierCaseResolutionType.None ? name : `${name} - ${resolutionName(resolution)}`;
}

export function toCaseDto(row: CaseRow, parties: InvolvedPartyRow[]): PortalCase {
  return {
    id: row.id,
    caseNumber: row.case_number,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    orderId: row.order_id,
    caseType: valueName(CASE_TYPES, row.case_type, 'Type'),
    caseSource: valueName(CASE_SOURCES, row.case_source, 'Source'),
    status: valueName(CASE_STATUSES, row.status, 'Status'),
    statusDescription: statusDescription(row.status, row.carrier_case_resolution_type),
    statusGroup: collapseCaseStatus({ status: row.status, carrierCaseResolutionType: row.carrier_case_resolution_type }),
    carrierCaseResolutionType: valueName(CARRIER_CASE_RESOLUTION_TYPES, row.carrier_case_resolution_type, 'Resolution'),
    isVoided: row.status === CaseStatus.Voided,
    priority: valueName(CASE_PRIORITIES, row.priority, 'Priority'),
    amount: dollarsOrNull(row.amount_cents),
    approvedAmount: dollarsOrNull(row.approved_amount_cents),
    description: row.description,
    involvedParties: parties.filter((p) => p.case_id === row.id).map((p) => ({ companyId: p.company_id, companyName: p.company_name })),
    carrier: row.carrier_id !== null && row.carrier_name !== null ? { id: row.carrier_id, name: row.carrier_name } : null,
    customer: row.customer_id !== null && row.customer_name !== null ? { id: row.customer_id, name: row.customer_name } : null,
    assignee:
      row.assignee_user_id !== null && row.assignee_first_name !== null
        ? { id: row.assignee_user_id, firstName: row.assignee_first_name, lastName: row.assignee_last_name ?? '' }
        : null,
    incidentAt: iso(row.incident_at),
    followUpAt: iso(row.follow_up_at),
    resolvedAt: iso(row.resolved_at),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lane:
      row.origin_city !== null && row.destination_city !== null
        ? {
            origin: { city: row.origin_city, state: row.origin_state ?? '' },
            destination: { city: row.destination_city, state: row.destination_state ?? '' },
          }
        : null,
  };
}

export function toHistoryEntry(row: HistoryRow): CaseHistoryEntry {
  return {
    id: Number(row.id),
    action: row.action,
    field: row.field,
    oldValue: row.old_value,
    newValue: row.new_value,
    description: row.description,
    user: row.first_name !== null ? { firstName: row.first_name, lastName: row.last_name ?? '' } : { firstName: 'System', lastName: '' },
    timeStamp: new Date(row.created_at).toISOString(),
  };
}
