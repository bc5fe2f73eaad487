import type { QuotedPlace, QuoteOrderDraft } from '@portal/domain/rates/quick-quote';
import type { OrderStopLocationInput } from '@portal/domain/orders/order-fields';
import { fromZonedInput } from '../components/zoned-date-time-field';
import { blankLine, blankStop, orderFormDefaults, type OrderFormValues } from './order-form';

/** The hour a quoted stop's window opens, in the stop's own zone, until the broker says otherwise. */
const QUOTED_STOP_HOUR = '08:00';

/** A quoted place as a new facility: its city, state, ZIP and zone are known; the name and street are the broker's to enter. */
function quotedFacility(place: QuotedPlace): OrderStopLocationInput {
  return {
    name: '',
    addressLine1: '',
    addressLine2: '',
    contactName: '',
    contactPhone: '',
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    ianaTimezone: place.ianaTimezone,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** The order form filled from a quick quote: the two places, the days, the equipment, the mode and the product. */
export function orderFormFromQuote(draft: QuoteOrderDraft): OrderFormValues {
  const defaults = orderFormDefaults();
  const pickup = blankStop('Pickup');
  const dropoff = blankStop('Dropoff');
  const line = { ...blankLine(), totalWeight: draft.totalWeight === null ? '' : String(draft.totalWeight), palletCount: draft.palletCount === null ? '' : String(draft.palletCount) };
  return {
    ...defaults,
    shippingMode: draft.shippingMode,
    equipmentMode: draft.equipmentMode,
    stops: [
      { ...pickup, location: quotedFacility(draft.origin), earlyDateTime: fromZonedInput(`${draft.pickupDate}T${QUOTED_STOP_HOUR}`, draft.origin.ianaTimezone), lineItems: [line] },
      { ...dropoff, location: quotedFacility(draft.destination), earlyDateTime: fromZonedInput(`${draft.deliveryDate}T${QUOTED_STOP_HOUR}`, draft.destination.ianaTimezone) },
    ],
  };
}
