import { defineMessages } from '../common/message-codes';

/** What the server tells a carrier keeping its trailers and power units (common/message-codes.ts), one text per kind of unit. */
export const EQUIPMENT_MESSAGES = defineMessages('equipment', {
  trailerExists: 'Trailer {{unitNumber}} already exists',
  powerUnitExists: 'Power unit {{unitNumber}} already exists',
  keepsKind: 'A unit keeps its kind',
  isTrailer: 'This unit is a trailer',
  isPowerUnit: 'This unit is a power unit',
  trailerRetired: 'Trailer {{unitNumber}} is retired',
  powerUnitRetired: 'Power unit {{unitNumber}} is retired',
  trailerNumberFixed: 'Trailer {{unitNumber}} is on shipment {{shipmentNumber}}; its unit number cannot change until the load is delivered',
  powerUnitNumberFixed: 'Power unit {{unitNumber}} is on shipment {{shipmentNumber}}; its unit number cannot change until the load is delivered',
  trailerAlreadyRetired: 'Trailer {{unitNumber}} is already retired',
  powerUnitAlreadyRetired: 'Power unit {{unitNumber}} is already retired',
  trailerOnLoad: 'Trailer {{unitNumber}} is on shipment {{shipmentNumber}}, an active load; it can be retired once the load is delivered',
  powerUnitOnLoad: 'Power unit {{unitNumber}} is on shipment {{shipmentNumber}}, an active load; it can be retired once the load is delivered',
});
