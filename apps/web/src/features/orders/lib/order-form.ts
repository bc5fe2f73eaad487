import type { Order, OrderCreateBody, OrderStop } from '@portal/domain/orders/order-schemas';
import type { OrderLineItemInput, OrderStopInput } from '@portal/domain/orders/order-fields';

/** The order form's values: the create body as typed (text from inputs), plus the version an edit was read at. */
export type OrderFormValues = OrderCreateBody & { version?: number };

/** New line items get a client id until saved; the schema drops ids that are not GUIDs. */
let nextLineKey = 0;
export const newLineId = () => `new-${++nextLineKey}`;

export function blankLine(): OrderLineItemInput {
  return { id: newLineId(), description: '', packageCount: '', totalWeight: '', packagingUnitType: 'Pallet', palletCount: '', isHazmat: false } as OrderLineItemInput;
}

export function blankStop(stopType: 'Pickup' | 'Dropoff'): OrderStopInput {
  return { stopType, location: null, earlyDateTime: '', lateDateTime: '', appointmentDateTime: '', lineItems: stopType === 'Pickup' ? [blankLine()] : [] };
}

export function orderFormDefaults(): OrderFormValues {
  return {
    orderType: 'Standard',
    freightTermType: 'Prepaid',
    shippingMode: 'TL',
    equipmentMode: 'Dry',
    equipmentTypes: [],
    isJustInTime: false,
    isTeamRequired: false,
    isBlind: false,
    specialInstructions: '',
    reeferTemperature: '',
    reeferMode: '',
    hazmatEmergencyContactInfo: '',
    chemtracAccountNumber: '',
    freightValue: '',
    markup: '',
    accessorials: [],
    requirements: [],
    referenceNumbers: [{ label: 'PO', value: '', typeId: 1 }],
    stops: [blankStop('Pickup'), blankStop('Dropoff')],
    submit: false,
  } as OrderFormValues;
}

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

function stopValues(stop: OrderStop): OrderStopInput {
  return {
    stopType: stop.stopType,
    location: {
      locationId: stop.location.locationId ?? undefined,
      name: stop.location.name,
      addressLine1: text(stop.location.addressLine1),
      addressLine2: text(stop.location.addressLine2),
      contactName: text(stop.location.contactName),
      contactPhone: text(stop.location.contactPhone),
      city: stop.location.city,
      state: stop.location.state,
      postalCode: stop.location.postalCode,
      ianaTimezone: stop.location.ianaTimezone,
      latitude: stop.location.latitude,
      longitude: stop.location.longitude,
    },
    earlyDateTime: stop.earlyDateTime,
    lateDateTime: text(stop.lateDateTime),
    appointmentDateTime: text(stop.appointmentDateTime),
    lineItems: stop.lineItems.map((line) => ({
      id: line.id,
      description: text(line.description),
      freightClass: text(line.freightClass),
      perPackageWeight: numberText(line.perPackageWeight),
      totalWeight: numberText(line.totalWeight),
      packagingUnitType: text(line.packagingUnitType),
      packageCount: numberText(line.packageCount),
      palletCount: numberText(line.palletCount),
      length: numberText(line.length),
      width: numberText(line.width),
      height: numberText(line.height),
      isHazmat: line.isHazmat,
      hazmatPackingGroup: text(line.hazmatPackingGroup),
      hazmatClass: text(line.hazmatClass),
      hazmatUnNumber: text(line.hazmatUnNumber),
      dropoffStopNumber: numberText(line.dropoffStopNumber),
    })) as OrderLineItemInput[],
  };
}

/** An order as the form edits it (numbers as text, empty text for absent values). */
export function orderToFormValues(order: Order): OrderFormValues {
  return {
    customerId: order.customerId,
    orderType: order.orderType as OrderFormValues['orderType'],
    freightTermType: order.freightTermType as OrderFormValues['freightTermType'],
    shippingMode: order.shippingMode as OrderFormValues['shippingMode'],
    equipmentMode: order.equipmentMode as OrderFormValues['equipmentMode'],
    equipmentTypes: order.equipmentTypes as OrderFormValues['equipmentTypes'],
    isJustInTime: order.isJustInTime,
    isTeamRequired: order.isTeamRequired,
    isBlind: order.isBlind,
    specialInstructions: text(order.specialInstructions),
    reeferTemperature: numberText(order.reeferTemperature),
    reeferMode: text(order.reeferMode),
    hazmatEmergencyContactInfo: text(order.hazmatEmergencyContactInfo),
    chemtracAccountNumber: text(order.chemtracAccountNumber),
    freightValue: numberText(order.freightValue),
    markup: numberText(order.markup),
    accessorials: order.accessorials,
    requirements: order.requirements,
    referenceNumbers: order.referenceNumbers.map((r) => ({ label: r.label, value: r.value, typeId: r.typeId ?? undefined })),
    stops: order.stops.map(stopValues),
    submit: false,
    version: order.version,
  } as OrderFormValues;
}
