import { defineMessage, defineMessages } from '../common/message-codes';
import { IMPLAUSIBLE_ARRIVAL_CODE } from './plausible-stop-time';

/**
 * What the server tells a carrier, driver or broker working a shipment: who may change it, its stop
 * events, appointments, drivers and units, and its documents (common/message-codes.ts). `stop` is a
 * stop's label ('Pickup 1, Dallas, TX').
 */
export const SHIPMENT_MESSAGES = defineMessages('shipment', {
  carrierRateHidden: 'Only the booked carrier can see the carrier rate of this shipment',
  driversLimited: 'Drivers can record stop events and report problems; ask your dispatcher for this change',
  bookedCarrierOnly: 'Only the booked carrier can update this shipment',
  closed: 'Shipment {{shipmentNumber}} is closed (Delivery Confirmed)',
  cancelBookedCarrierOnly: 'Only the booked carrier can cancel its booking',
  cancelOnTheRoad: 'Shipment {{shipmentNumber}} is already on the road; its booking cannot be cancelled',
  cancelNotBooked: 'Shipment {{shipmentNumber}} is not booked; its booking cannot be cancelled',
  bookingCancelled: 'Booking of shipment {{shipmentNumber}} cancelled',
  noRateConfirmation: 'Shipment {{shipmentNumber}} is not booked; there is no rate confirmation yet',
  bolNeedsCarrier: 'Shipment {{shipmentNumber}} is not booked; a bill of lading needs a carrier',
  timeInFuture: 'The time cannot be in the future',
  timeTooOld: 'The time is more than 90 days in the past',
  arrivalBeforeDeparture: 'The arrival cannot be before the departure from {{stop}}',
  departureBeforeArrival: 'The departure cannot be before the arrival',
  lineItemNotAtStop: 'This line item is not handled at this stop',
  appointmentOutsideWindow: 'The appointment must be within {{days}} days of the stop window ({{window}})',
  arrivalRecorded: 'Shipment {{shipmentNumber}}: the arrival at {{stop}} is already recorded',
  departFirst: 'Shipment {{shipmentNumber}}: record the departure from {{previous}} before arriving at {{stop}}',
  noArrival: 'Shipment {{shipmentNumber}}: {{stop}} has no arrival; record the arrival before the departure',
  departureRecorded: 'Shipment {{shipmentNumber}}: the departure from {{stop}} is already recorded',
  notBooked: 'Shipment {{shipmentNumber}}: the shipment is not booked',
  /** `status`: the shipment's status name. */
  alreadyInStatus: 'Shipment {{shipmentNumber}}: the shipment is already {{status}}',
  /** `stopType`: the stop's type in lower case ('dropoff'). */
  onlyPickupsPreload: 'Shipment {{shipmentNumber}}: {{stop}} is a {{stopType}}; only pickups can be preloaded',
  alreadyDeparted: 'Shipment {{shipmentNumber}}: {{stop}} is already departed',
  preloadRecorded: 'Shipment {{shipmentNumber}}: the preload at {{stop}} is already recorded',
  closedShort: 'Shipment {{shipmentNumber}}: the shipment is closed',
  appointmentFixed: 'Shipment {{shipmentNumber}}: {{stop}} is already departed; its appointment cannot change',
  unitPicked: 'The unit picked is {{unitNumber}}',
  deliveredDriversFixed: 'Shipment {{shipmentNumber}} is already delivered; its drivers cannot change',
  /** `drivers`: the inactive drivers' names, joined with ', '. */
  inactiveDrivers: 'Inactive drivers cannot be assigned: {{drivers}}',
  proposalAlreadyAccepted: 'This proposal is already accepted',
  proposalAlreadyDismissed: 'This proposal is already dismissed',
  trackingCarrierOnly: 'Only the carrier on this load can choose what it shares of its tracking',
});

/**
 * The 409 asking to confirm an implausible arrival. Its code is the problem's `code` clients already
 * react to (plausible-stop-time.ts); `judgement` is implausibleArrivalText's ('1,078 miles from stop 1 in 0 minutes ...').
 */
export const IMPLAUSIBLE_ARRIVAL = defineMessage(
  IMPLAUSIBLE_ARRIVAL_CODE,
  'The arrival at {{stop}} would be {{judgement}}. Check the time, or confirm to record it as it is; the broker will see it flagged.',
);
