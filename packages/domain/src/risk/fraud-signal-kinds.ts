/** The kinds of fraud signal and the states of one: the API's schemas and the web read these alone, without the rules. */
export const FRAUD_SIGNAL_KINDS = [
  'Overbooked',
  'PayeeChanged',
  'ForeignEmailDomain',
  'NewDeviceBeforeBooking',
  'SharedVehicle',
  'TruckFarFromPickup',
  'LoadReTendered',
] as const;
export type FraudSignalKind = (typeof FRAUD_SIGNAL_KINDS)[number];

export const FRAUD_SIGNAL_STATUSES = ['Open', 'Acknowledged', 'Cleared'] as const;
export type FraudSignalStatus = (typeof FRAUD_SIGNAL_STATUSES)[number];
