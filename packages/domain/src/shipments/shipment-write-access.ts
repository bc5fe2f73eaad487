/**
 * Who takes part in a load, and so may write on it (notes, documents, stop events, problems) and read
 * what its parties wrote (notes, documents). Seeing a load is not taking part in it: a carrier that
 * finds it on the load board, in a tender or a rate request reads its public facts and writes nothing,
 * and a carrier whose booking came off is no longer a party. The server gathers the facts; this
 * decides, for every write path alike.
 */

/** The caller, as far as the load rule needs it. */
export interface LoadCaller {
  companyId: number;
  /** Staff of the brokerage that runs the TMS: a party of every load. */
  isBrokerage: boolean;
  /** The caller's company is a broker: a customer who books freight through the TMS. */
  isBroker: boolean;
  /** Set only for a driver signed in as one (without the carrier portal), who takes part in the loads assigned to them. */
  driverId: number | null;
}

/** The load, as far as the rule needs it. */
export interface LoadFacts {
  /** The booked carrier; null while nobody is booked (also after a booking is cancelled). */
  carrierId: number | null;
  customerId: number | null;
  assignedDriverIds: readonly number[];
}

/** What the caller is on the load. */
export type LoadParty = 'brokerage' | 'customer' | 'carrier' | 'driver';

/** The caller's part on the load, or null when the caller takes no part in it (sees it at most). */
export function loadPartyOf(caller: LoadCaller, load: LoadFacts): LoadParty | null {
  if (caller.isBrokerage) return 'brokerage';
  const bookedToCaller = load.carrierId !== null && load.carrierId === caller.companyId;
  // A driver's company is checked too: an assignment left over from a booking that went elsewhere does not count.
  if (caller.driverId !== null) return bookedToCaller && load.assignedDriverIds.includes(caller.driverId) ? 'driver' : null;
  if (bookedToCaller) return 'carrier';
  if (caller.isBroker && load.customerId !== null && load.customerId === caller.companyId) return 'customer';
  return null;
}

/** Notes, documents, stop events and problems: any party of the load. */
export function canWriteOnLoad(caller: LoadCaller, load: LoadFacts): boolean {
  return loadPartyOf(caller, load) !== null;
}

/** Changes that run the load for the carrier (drivers, equipment, appointments, closure): the booked carrier's office and the brokerage. */
export function canRunLoad(party: LoadParty | null): boolean {
  return party === 'brokerage' || party === 'carrier';
}
