import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { TenderDetail } from '@portal/domain/tenders/tender-schemas';

const HOUR = 3_600_000;

/**
 * A tender sent an hour ago to carrier 10 by customer 3, expiring in five hours, for a dry TL load
 * from Chicago to Laredo picked up tomorrow. Times are counted from the call, so a test's countdown
 * reads the same whenever it runs. The equipment summary follows the load's own fields unless given.
 */
export function makeTender(overrides: Partial<TenderDetail> = {}): TenderDetail {
  const tender: TenderDetail = {
    id: 77,
    status: { value: TenderOfferStatus.Sent, displayName: 'Sent' },
    isExpired: false,
    sentAt: new Date(Date.now() - HOUR).toISOString(),
    expiresAt: new Date(Date.now() + 5 * HOUR).toISOString(),
    respondedAt: null,
    rejectReason: null,
    rate: 1875,
    customer: { id: 3, name: 'Acme Foods' },
    carrier: { id: 10, name: 'Blue Ridge Transport LLC' },
    shipmentId: 900,
    shipmentNumber: '4100247',
    shipmentStatus: { value: ShipmentStatus.Tendering, displayName: 'Tendering' },
    origin: { city: 'Chicago', state: 'IL', postalCode: '60601', ianaTimezone: 'America/Chicago' },
    destination: { city: 'Laredo', state: 'TX', postalCode: '78040', ianaTimezone: 'America/Chicago' },
    pickupEarly: new Date(Date.now() + 24 * HOUR).toISOString(),
    pickupLate: null,
    deliveryEarly: null,
    deliveryLate: null,
    equipmentMode: 'Dry',
    shippingMode: 'TL',
    isPartial: false,
    weight: 40000,
    miles: 1350,
    requirements: [],
    referenceNumbers: [],
    driverId: null,
    driver: null,
    respondedBy: null,
    truckNumber: null,
    trailerNumber: null,
    notes: null,
    lane: { origin: { city: 'Chicago', state: 'IL', postalCode: '60601' }, destination: { city: 'Laredo', state: 'TX', postalCode: '78040' }, miles: 1350 },
    stops: [],
    equipment: { equipmentMode: 'Dry', shippingMode: 'TL', isPartial: false, weight: 40000 },
    map: { points: [], bounds: null },
    ...overrides,
  };
  const { equipmentMode, shippingMode, isPartial, weight } = tender;
  return { ...tender, equipment: overrides.equipment ?? { equipmentMode, shippingMode, isPartial, weight } };
}
