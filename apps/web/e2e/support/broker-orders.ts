import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, DEMO } from './session';

/** A stop's facility on the broker's Central-time lanes, as the order form sends it. */
export function centralFacility(name: string, place: { city: string; state: string; postalCode: string }) {
  return { name, city: place.city, state: place.state, postalCode: place.postalCode, ianaTimezone: 'America/Chicago' };
}

/**
 * The broker submits a dry truckload order through the API the order form calls (skipping the
 * form the test is not about), and answers its order number.
 */
export async function submitBrokerOrder(request: APIRequestContext, order: { stops: unknown[]; hazmatEmergencyContactInfo?: string }): Promise<string> {
  const response = await request.post('/portal/api/orders', {
    headers: await bearer(request, DEMO.broker),
    data: { shippingMode: 'TL', equipmentMode: 'Dry', submit: true, ...order },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { orderNumber: string } }).data.orderNumber;
}
