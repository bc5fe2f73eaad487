import type { Coded } from '../common/enum';

/** Document file types the portal uploads. */
export const FileType = { ProofOfDelivery: 1, ShipmentMiscellaneous: 2, ApInvoice: 3, ThirdParty: 4, RateConfirmation: 5, BillOfLading: 6, ContactProfilePicture: 7 } as const;
export type FileType = (typeof FileType)[keyof typeof FileType];

export const FILE_TYPES: readonly Coded<FileType>[] = [
  { code: 1, name: 'Proof of Delivery' },
  { code: 2, name: 'Shipment Miscellaneous' },
  { code: 3, name: 'AP Invoice' },
  { code: 4, name: 'Third Party' },
  { code: 5, name: 'Rate Confirmation' },
  { code: 6, name: 'Bill of Lading' },
  { code: 7, name: 'Contact Profile Picture' },
];
