import { defineMessage } from './message-codes';

/**
 * Messages several areas send about the same records: a driver, carrier, customer, place or
 * location the request names that is not one the caller may use (common/message-codes.ts).
 */
export const SHARED_MESSAGES = {
  unknownDriver: defineMessage('driver.unknown', 'Unknown driver'),
  noDriverInCompany: defineMessage('driver.notInCompany', 'No driver {{driverId}} in your company'),
  unknownCarrier: defineMessage('carrier.unknown', 'Unknown carrier'),
  noCarrier: defineMessage('carrier.none', 'No carrier {{carrierId}}'),
  carrierDoNotUse: defineMessage('carrier.doNotUse', '{{carrierName}} is marked Do Not Use'),
  unknownPostalCode: defineMessage('place.unknownPostalCode', 'Unknown postal code'),
  unknownPostalCodeQuoted: defineMessage('place.unknownPostalCodeQuoted', "Unknown postal code '{{postalCode}}'"),
  unknownLocation: defineMessage('location.unknown', 'Unknown location'),
  placeNeeded: defineMessage('place.needed', 'Give a city and state, or a postal code'),
  /** `field` names a request parameter. */
  coordinateAlone: defineMessage('place.coordinateAlone', '{{field}} is required with the other coordinate'),
  giveBothCoordinates: defineMessage('place.giveBothCoordinates', 'Give both coordinates'),
  requiredWith: defineMessage('field.requiredWith', '{{field}} is required with {{other}}'),
  giveCityWithState: defineMessage('place.giveCityWithState', 'Give a city with the state, or a postal code'),
  giveStateOfCity: defineMessage('place.giveStateOfCity', 'Give the state or province of the city'),
  unknownState: defineMessage('place.unknownState', "Unknown state or province '{{state}}'"),
  unknownCity: defineMessage('place.unknownCity', "Unknown city '{{city}}, {{state}}'"),
  noCityInState: defineMessage('place.noCityInState', "No city '{{city}}' in {{state}}"),
  shipmentVoided: defineMessage('shipment.isVoided', 'Shipment {{shipmentNumber}} is voided'),
  shipmentVoidedUnchangeable: defineMessage('shipment.voidedUnchangeable', 'Shipment {{shipmentNumber}} is voided and cannot be changed'),
  shipmentNotBookedYet: defineMessage('shipment.notBookedYet', 'Shipment {{shipmentNumber}} is not booked yet'),
  shipmentNoLongerOpen: defineMessage('shipment.noLongerOpen', 'Shipment {{shipmentNumber}} is no longer open for booking'),
  /** A shipment's change refused for a reason the domain's rules wrote (`reason`). */
  shipmentRefused: defineMessage('shipment.refused', 'Shipment {{shipmentNumber}}: {{reason}}'),
  notValidBase64: defineMessage('file.notBase64', 'Not valid base64'),
  contentDoesNotMatchExtension: defineMessage('file.contentNotExtension', 'The file content does not match its {{extension}} extension'),
  mustBeOnOrAfter: defineMessage('date.mustBeOnOrAfter', 'Must be on or after {{field}}'),
  /** A date range of a list's filter whose start is after its end; `start` and `end` are the parameters' names. */
  startAfterEnd: defineMessage('date.startAfterEnd', '{{start}} must not be after {{end}}'),
  mustNotBeAfter: defineMessage('date.mustNotBeAfter', 'Must not be after {{end}}'),
  rangeNeedsDate: defineMessage('date.rangeNeedsDate', 'A Range date filter needs startDate or endDate'),
  rangeNeedsDateField: defineMessage('date.rangeNeedsDateField', 'startDate or endDate is required for Range'),
  isBefore: defineMessage('date.isBefore', '{{field}} is before {{other}}'),
};
