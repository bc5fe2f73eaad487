import type { AuthorityStatus, Coverage } from '@portal/domain/compliance/compliance-rules';

/**
 * What a compliance check reads of a carrier, in the shape of FMCSA's public carrier lookup by USDOT
 * number: the census (legal and DBA name, safety rating, out-of-service order), the operating
 * authority of each docket, and the insurance filings on file (amounts in thousands of dollars, as
 * the source keeps them).
 */
export interface FmcsaCarrier {
  dotNumber: string;
  legalName: string;
  dbaName: string | null;
  safetyRating: string | null;
  outOfService: boolean;
  dockets: FmcsaDocket[];
  insurance: FmcsaFiling[];
}

export interface FmcsaDocket {
  /** 'MC123456'. */
  docketNumber: string;
  authorityType: 'Common' | 'Contract' | 'Broker';
  status: AuthorityStatus;
  grantedOn: string | null;
  /** When the status last changed (a revocation's date). */
  statusOn: string | null;
}

export interface FmcsaFiling {
  /** BMC-91X (liability), BMC-34 (cargo)... */
  form: string;
  coverage: Coverage;
  insurer: string;
  policyNumber: string;
  amountThousands: number;
  effectiveOn: string;
  /** The policy's own end. */
  expiresOn: string;
  /** A cancellation filed with FMCSA, visible before it takes effect. */
  cancellationOn: string | null;
}

/** A source of carrier records: the fake in local and test, a client of the real lookup elsewhere. */
export interface FmcsaSource {
  /** The carrier of a USDOT number, or null when the source knows none. Throws when the source does not answer. */
  lookup(dotNumber: string, now: Date): Promise<FmcsaCarrier | null>;
}

/** The authority that decides whether a carrier hauls: its common or contract docket, the best status first. */
export function carrierAuthority(carrier: FmcsaCarrier): FmcsaDocket | undefined {
  const order: Record<AuthorityStatus, number> = { Active: 0, Pending: 1, Inactive: 2, Revoked: 3 };
  return carrier.dockets.filter((d) => d.authorityType !== 'Broker').sort((a, b) => order[a.status] - order[b.status])[0];
}
