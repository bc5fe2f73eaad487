/**
 * The sentences a shipment's activity is written in. The server writes them in English; the web
 * reads each back against these builders and shows it in the user's language. A description is
 * clauses joined by ACTIVITY_CLAUSE_SEPARATOR, each clause one builder's text (or a constant), so
 * optional parts (late, counted, delivered) need no sentence of their own.
 */
export const ACTIVITY_CLAUSE_SEPARATOR = '; ';

/** Joins the clauses that are given. */
export function activityClauses(...clauses: (string | null | undefined | false)[]): string {
  return clauses.filter((clause): clause is string => typeof clause === 'string' && clause !== '').join(ACTIVITY_CLAUSE_SEPARATOR);
}

/** A stop as people read it, numbered from 1. */
export const stopText = (stopNumber: string | number, name: string, city: string, state: string): string => `stop ${stopNumber} (${name}, ${city}, ${state})`;

export const statusChanged = (from: string, to: string, why: string): string => `Status changed from ${from} to ${to} (${why})`;
export const orderSubmitted = (orderNumber: string): string => `order ${orderNumber} submitted`;
export const tenderedBy = (name: string): string => `tendered by ${name}`;
/** The broker asked carriers (their names, comma separated) for a rate of a type (Spot, Contract). */
export const rateRequestedFrom = (rateType: string, carriers: string): string => `${rateType} rate requested from ${carriers}`;
export const targetRateOf = (amount: string): string => `target rate ${amount}`;
export const tenderRescindedBecause = (reason: string): string => `tender rescinded: ${reason}`;
export const voidedBecause = (reason: string): string => `voided: ${reason}`;
export const tenderAcceptedBy = (company: string): string => `tender accepted by ${company}`;
export const bookedAtPostedRateBy = (company: string): string => `booked now at the posted rate by ${company}`;
export const contractRateBookedWith = (carrier: string): string => `contract TL rate booked with ${carrier}`;
export const spotRateBookedWith = (carrier: string): string => `spot rate booked with ${carrier}`;
export const ltlRateBookedWith = (carrier: string): string => `LTL rate booked with ${carrier}`;
export const offerConfirmedBy = (carrier: string): string => `offer confirmed by ${carrier}`;
export const WHY_DISPATCHED = 'dispatched';
export const WHY_QUICK_CLOSURE = 'quick closure';
export const WHY_BOOKING_RESCINDED = 'booking rescinded';
export const WHY_CARRIER_CANCELLED = 'booking cancelled by the carrier';
export const WHY_VOIDED = 'voided';
export const WHY_TENDER_RESCINDED = 'tender rescinded';

export const arrivedAt = (stop: string): string => `Arrived at ${stop}`;
export const afterWindowEnding = (time: string): string => `after the window ending ${time}`;
export const implausibleArrival = (why: string): string => `Implausible arrival: ${why}`;
export const confirmedBy = (name: string): string => `confirmed by ${name}`;
export const departedFrom = (stop: string): string => `Departed ${stop}`;
export const packagesConfirmed = (count: number | string): string => (Number(count) === 1 ? ONE_PACKAGE_CONFIRMED : `${count} packages confirmed`);
export const ONE_PACKAGE_CONFIRMED = '1 package confirmed';
export const expectedPackages = (count: number | string): string => `expected ${count}`;
export const DELIVERED_CLAUSE = 'delivered';
export const preloadRecordedAt = (stop: string): string => `Preload recorded at ${stop}`;
export const appointmentSet = (stop: string, time: string): string => `Appointment at ${stop} set to ${time}`;
export const previousValue = (value: string): string => `was ${value}`;
export const invoiceOpened = (invoiceNumber: string, amount: string): string => `Invoice ${invoiceNumber} opened for ${amount}`;
export const BILLED_TO_THIRD_PARTY = 'billed to the third-party payer';
export const SUBMIT_WITH_POD = 'submit it with the proof of delivery';
export const driverAssigned = (name: string): string => `Driver ${name} assigned`;
export const driverRemoved = (name: string): string => `Driver ${name} removed`;
export const DRIVER_DEACTIVATED = 'the driver was deactivated';
export const equipmentSet = (truck: string, trailer: string): string => `Equipment set: truck ${truck}, trailer ${trailer}`;
export const NO_UNIT = 'none';
export const proNumberSet = (value: string): string => `Shipping PRO number set to ${value}`;
export const emptyLocationSet = (place: string): string => `Empty location set to ${place}`;
export const problemReported = (problemType: string): string => `Problem reported: ${problemType}`;
export const BILL_OF_LADING_GENERATED = 'Bill of lading generated';
export const maxBuySet = (amount: string): string => `Max buy set to ${amount}`;
export const originationSet = (origination: string): string => `Origination set to ${origination}`;
