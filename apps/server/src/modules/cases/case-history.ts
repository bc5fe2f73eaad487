import type { Insertable } from 'kysely';
import type { CaseHistoryTable } from '../../db/database';

/**
 * History rows: one per changed field, written in the transaction of the change, with the values
 * as users read them ('On Hold - Carrier Documents Pending', '$125.50'), never raw codes.
 */
export interface FieldChange {
  /** Name of the field ('status', 'carrierCaseResolutionType', 'assignee', ...). */
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * History fields and actions, in the vocabulary the demo data uses too: Created, StatusChanged,
 * Resolved (a Paid or Declined resolution), Updated (anything else), ChargeAdded, DocumentsAttached.
 */
const FIELD_LABELS: Record<string, { label: string; action: string }> = {
  status: { label: 'Status', action: 'StatusChanged' },
  carrierCaseResolutionType: { label: 'Resolution', action: 'Updated' },
  assignee: { label: 'Assignee', action: 'Updated' },
  priority: { label: 'Priority', action: 'Updated' },
  followUpAt: { label: 'Follow-up', action: 'Updated' },
  approvedAmount: { label: 'Approved amount', action: 'Updated' },
};

const RESOLVING_VALUES = ['Paid', 'Declined'];

function actionOf(change: FieldChange): string {
  if (change.field === 'carrierCaseResolutionType' && change.newValue !== null && RESOLVING_VALUES.includes(change.newValue)) return 'Resolved';
  return FIELD_LABELS[change.field]?.action ?? 'Updated';
}

export function describeChange(change: FieldChange): string {
  const label = FIELD_LABELS[change.field]?.label ?? change.field;
  if (change.oldValue === null) return `${label} set to ${change.newValue}`;
  if (change.newValue === null) return `${label} cleared (was ${change.oldValue})`;
  return `${label} changed from ${change.oldValue} to ${change.newValue}`;
}

export function changeRows(caseId: number, userId: number | null, changes: FieldChange[], at: Date): Insertable<CaseHistoryTable>[] {
  return changes.map((change) => ({
    case_id: caseId,
    action: actionOf(change),
    field: change.field,
    old_value: change.oldValue,
    new_value: change.newValue,
    description: describeChange(change),
    user_id: userId,
    created_at: at,
  }));
}

export function createdRow(caseId: number, userId: number, at: Date): Insertable<CaseHistoryTable> {
  return { case_id: caseId, action: 'Created', field: null, old_value: null, new_value: null, description: 'Case created', user_id: userId, created_at: at };
}

export function chargeAddedRow(caseId: number, userId: number, amountText: string, description: string, at: Date): Insertable<CaseHistoryTable> {
  return { case_id: caseId, action: 'ChargeAdded', field: 'charge', old_value: null, new_value: amountText, description, user_id: userId, created_at: at };
}
