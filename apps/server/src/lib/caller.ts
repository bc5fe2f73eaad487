import type { CompanyKind } from '@portal/domain/common/company-kind';

/**
 * Who is calling. Every service and repository function that reads tenant data takes the caller
 * and filters by its company; the auth plugin builds it from the verified token and the database.
 */
export interface Caller {
  userId: number;
  companyId: number;
  companyKind: CompanyKind;
  companyName: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  permissions: string[];
  isBroker: boolean;
  has3PLNetwork: boolean;
  /** A user of the brokerage that owns the TMS (sees internal notes, moves statuses). */
  isBrokerage: boolean;
  /** Set for driver users: they see only shipments assigned to this driver. */
  driverId: number | null;
  /** Signed in through the driver mobile entry. */
  mobile: boolean;
}
