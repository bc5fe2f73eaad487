import { codedEnum } from '../common/coded-enum';
import type { Coded } from '../common/enum';

/** Document file types the portal uploads. */
const fileTypes = codedEnum({
  ProofOfDelivery: [1, 'Proof of Delivery'],
  ShipmentMiscellaneous: [2, 'Shipment Miscellaneous'],
  ApInvoice: [3, 'AP Invoice'],
  ThirdParty: [4, 'Third Party'],
  RateConfirmation: [5, 'Rate Confirmation'],
  BillOfLading: [6, 'Bill of Lading'],
  ContactProfilePicture: [7, 'Contact Profile Picture'],
});
export const FileType = fileTypes.codes;
export type FileType = (typeof FileType)[keyof typeof FileType];

export const FILE_TYPES: readonly Coded<FileType>[] = fileTypes.list;
