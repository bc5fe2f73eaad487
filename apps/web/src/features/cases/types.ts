import type { CaseStatusGroup } from '@portal/domain/cases/case-status';

/** A code with the name users read ({value: 0, displayName: 'Detention'}). */
export interface ValueName {
  value: number;
  displayName: string;
}

export interface CompanyRef {
  id: number;
  name: string;
}

export interface CasePlace {
  city: string;
  state: string;
}

/** A case as the Portal API answers it (spec section 3, Case). Amounts are dollars. */
export interface PortalCase {
  id: number;
  caseNumber: string;
  shipmentId: number | null;
  shipmentNumber: string | null;
  orderId: number | null;
  caseType: ValueName;
  caseSource: ValueName;
  status: ValueName;
  /** The detailed status as users read it ('On Hold - Carrier Documents Pending', 'Resolved - Paid'). */
  statusDescription: string;
  /** The collapsed status of spec section 4. */
  statusGroup: CaseStatusGroup;
  carrierCaseResolutionType: ValueName;
  isVoided: boolean;
  priority: ValueName;
  amount: number | null;
  approvedAmount: number | null;
  description: string | null;
  involvedParties: { companyId: number; companyName: string }[];
  carrier: CompanyRef | null;
  customer: CompanyRef | null;
  assignee: { id: number; firstName: string; lastName: string } | null;
  incidentAt: string | null;
  followUpAt: string | null;
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lane: { origin: CasePlace; destination: CasePlace } | null;
}

export interface CaseHistoryEntry {
  id: number;
  action: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  description: string;
  user: { firstName: string; lastName: string };
  timeStamp: string;
}

export interface CaseStatusCounts {
  new: number;
  inProgress: number;
  onHold: number;
  resolved: number;
  system: number;
}

/** POST {portal}/cases: the spec's caseModel (amount in dollars). */
export interface CreateCaseBody {
  shipmentId: number;
  caseType: number;
  amount?: string | null;
  description: string;
  incidentAt?: string | null;
  documentIds?: string[];
}

/** The shipment a case is opened on, as the by-number lookup answers it (the fields used here). */
export interface CaseShipment {
  id: number;
  shipmentNumber: string;
  shipmentStatus: ValueName;
  origin: { city?: string | null; state?: string | null };
  destination: { city?: string | null; state?: string | null };
}

/** A document of the shipment that can be attached to a new case. */
export interface ShipmentDocument {
  id: string;
  name: string;
  type: string;
  createdAt: string;
}
