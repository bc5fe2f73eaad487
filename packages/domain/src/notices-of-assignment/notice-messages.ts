import { defineMessages } from '../common/message-codes';

/** What the notice of assignment routes answer and refuse (common/message-codes.ts). */
export const NOTICE_MESSAGES = defineMessages('noticeOfAssignment', {
  filed: 'Notice of assignment for {{carrierName}} filed: the brokerage reviews it',
  releaseFiled: 'Release of the notice for {{carrierName}} filed: the brokerage reviews it',
  accepted: 'Notice of assignment accepted: payments for {{carrierName}} now go to {{factoringCompany}}',
  rejected: 'Notice of assignment for {{carrierName}} rejected',
  releaseAccepted: 'Release accepted: payments for {{carrierName}} go to the carrier again',
  releaseRejected: 'Release rejected: payments for {{carrierName}} still go to {{factoringCompany}}',
  factorsOnly: 'Only a factoring company files a notice of assignment or its release',
  staffOnly: "Only the brokerage's payables staff (AP or Admin) accept or reject notices of assignment",
  noSuchCarrier: 'No carrier has the MC or USDOT number {{carrierNumber}}',
  alreadyOpen: '{{carrierName}} already has an open notice of assignment ({{status}}): it must be released or rejected first',
  effectiveOutOfRange: 'The effective date must be within a year before and 90 days after today',
  notYetEffective: 'This takes effect on {{effectiveOn}}: accept it on or after that day',
  nothingToDecide: 'This notice is {{status}}: there is nothing to accept or reject',
  releaseNeedsActive: 'Only an active notice can be released; this one is {{status}}',
  notPdf: 'The notice must be a PDF file',
  payeeLocked: 'Payments for {{carrierName}} go to {{factoringCompany}} under a notice of assignment: the payee cannot be changed until the factoring company releases it',
  reasonRequired: 'Give the reason for rejecting',
});
