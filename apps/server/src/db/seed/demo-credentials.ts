/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/**
 * The emails of the demo accounts people and tests sign in with: the seed creates these users,
 * the server tests and the browser tests sign in as them.
 */
export const DEMO_EMAILS = {
  carrierAdmin: 'carrier.admin@demo.test',
  dispatcher: 'dispatch@demo.test',
  broker: 'broker@demo.test',
  driver: 'driver@demo.test',
  factoring: 'factoring@demo.test',
  payer: 'payer@demo.test',
  doNotUse: 'donotuse@demo.test',
  /** The brokerage's operations manager (Admin: pays carrier invoices). */
  ops: 'ops@summitfreight.test',
  /** The brokerage's payables clerk: approves carrier invoices (role AP), does not pay them. */
  ap: 'ap@summitfreight.test',
} as const;
