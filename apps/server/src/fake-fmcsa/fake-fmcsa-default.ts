import type { FmcsaCarrier } from '../modules/compliance/fmcsa-source';

/** What the fake knows of a company it holds no record for: built from the company, compliant. */
export interface FakeCompany {
  dotNumber: string;
  name: string;
  mcNumber: string | null;
}

/**
 * A carrier in good standing: active common authority since 2015, $1,000,000 auto liability and
 * $250,000 cargo from January 1st of this year to the end of next year, so a default never nears an
 * expiry alert. Policy numbers are made from the USDOT number, so every answer is the same.
 */
export function defaultFakeCarrier(company: FakeCompany, now: Date): FmcsaCarrier {
  const year = now.getUTCFullYear();
  const effectiveOn = `${year}-01-01`;
  const expiresOn = `${year + 1}-12-31`;
  return {
    dotNumber: company.dotNumber,
    legalName: company.name,
    dbaName: null,
    safetyRating: 'Satisfactory',
    outOfService: false,
    dockets: [{ docketNumber: `MC${company.mcNumber ?? company.dotNumber}`, authorityType: 'Common', status: 'Active', grantedOn: '2015-03-02', statusOn: '2015-03-02' }],
    insurance: [
      { form: 'BMC-91X', coverage: 'AutoLiability', insurer: 'Great Plains Casualty Co.', policyNumber: `AL-${company.dotNumber}`, amountThousands: 1000, effectiveOn, expiresOn, cancellationOn: null },
      { form: 'BMC-34', coverage: 'Cargo', insurer: 'Great Plains Casualty Co.', policyNumber: `CG-${company.dotNumber}`, amountThousands: 250, effectiveOn, expiresOn, cancellationOn: null },
    ],
  };
}
