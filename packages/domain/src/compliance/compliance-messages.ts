import { defineMessages } from '../common/message-codes';

/**
 * Why a carrier may not be tendered or booked, and the other texts of the compliance record
 * (common/message-codes.ts). The reasons say what is wrong and what fixes it, so the carrier's
 * banner and the 409 of a refused booking read the same.
 */
export const COMPLIANCE_MESSAGES = defineMessages('compliance', {
  doNotUse: '{{carrierName}} is marked Do Not Use',
  authorityNotActive: 'Operating authority is {{status}} at FMCSA: it must be Active to haul loads',
  outOfService: 'FMCSA lists an out-of-service order for this carrier',
  coverageMissing: 'No {{coverage}} insurance is on file: upload a certificate of at least {{minimum}}',
  coverageExpired: '{{coverage}} insurance expired on {{expiredOn}}: upload the renewed certificate',
  coverageUnderMinimum: '{{coverage}} insurance of {{amount}} is under the required {{minimum}}: upload a certificate of at least {{minimum}}',
  refused: '{{carrierName}} cannot be tendered or booked: {{reasons}}',
  expiring: '{{coverage}} insurance of {{carrierName}} expires on {{expiresOn}} ({{days}} days)',
  notPdf: 'The certificate must be a PDF file',
  noUsdot: '{{carrierName}} has no USDOT number: its authority and insurance cannot be checked',
  adminsOnly: "Only your company's admins can upload insurance certificates",
  brokerageAdminsOnly: "Only the brokerage's admins can change the insurance minimums",
  checkFailed: 'The FMCSA lookup did not answer: {{reason}}',
  noProvider: 'No FMCSA data source is configured on this server',
});
