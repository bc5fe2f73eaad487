import type { Faker } from '@faker-js/faker';
import type { Ids } from './support';

/** What every seed part receives besides the transaction. */
export interface SeedContext {
  /** Every date of the demo is relative to this instant. */
  now: Date;
  /** Seeded faker for names, streets and prose. */
  faker: Faker;
  ids: Ids;
}

export const CARRIER_KEYS = ['blueRidge', 'loneStar', 'greatLakes', 'pacificCoast', 'mapleLeaf', 'rustyWheels'] as const;
export type CarrierKey = (typeof CARRIER_KEYS)[number];

export const CUSTOMER_KEYS = ['heartland', 'northwind', 'cascade', 'apex'] as const;
export type CustomerKey = (typeof CUSTOMER_KEYS)[number];

export type CompanyKey = CarrierKey | CustomerKey | 'summit' | 'capitalFactoring' | 'keystone';

export interface CompanyRef {
  key: CompanyKey;
  id: number;
  number: string;
  name: string;
  city: string;
  state: string;
}

export type Companies = Record<CompanyKey, CompanyRef>;

export interface UserRef {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyId: number;
  contactId: number;
}

export interface Users {
  /** Summit Freight Logistics (the brokerage): operations, accounts payable, claims. */
  ops: UserRef;
  ap: UserRef;
  claims: UserRef;
  carrierAdmin: UserRef;
  dispatch: UserRef;
  broker: UserRef;
  driver: UserRef;
  factoring: UserRef;
  payer: UserRef;
  doNotUse: UserRef;
  /** Users of each carrier, the first being the one that books and updates its loads. */
  byCarrier: Record<CarrierKey, UserRef[]>;
  all: UserRef[];
}

export interface DriverRef {
  id: number;
  companyId: number;
  firstName: string;
  lastName: string;
  userId: number | null;
}

export interface EquipmentRef {
  id: number;
  kind: 'Trailer' | 'PowerUnit';
  unitNumber: string;
  equipmentMode: string | null;
}

export interface CarrierAssets {
  drivers: Record<CarrierKey, DriverRef[]>;
  /** The driver row of driver@demo.test. */
  demoDriver: DriverRef;
  powerUnits: Record<CarrierKey, EquipmentRef[]>;
  trailers: Record<CarrierKey, EquipmentRef[]>;
}
