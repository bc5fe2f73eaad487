import { codedEnum, type CodeOf } from '../common/coded-enum';

/** Document file types the portal uploads. */
export const { codes: FileType, list: FILE_TYPES } = codedEnum({
  ProofOfDelivery: [1, 'Proof of Delivery'],
  ShipmentMiscellaneous: [2, 'Shipment Miscellaneous'],
  ApInvoice: [3, 'AP Invoice'],
  ThirdParty: [4, 'Third Party'],
  RateConfirmation: [5, 'Rate Confirmation'],
  BillOfLading: [6, 'Bill of Lading'],
  ContactProfilePicture: [7, 'Contact Profile Picture'],
  InsuranceCertificate: [8, 'Insurance Certificate'],
  NoticeOfAssignment: [9, 'Notice of Assignment'],
});
export type FileType = CodeOf<typeof FileType>;
