import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { centralFacility } from './support/broker-orders';
import { bearer, DEMO, openSignedIn } from './support/session';

/** A day `days` from now at `hour` in Central time, as the order form sends it. */
const isoDay = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00-06:00`;

interface SavedOrder {
  orderNumber: string;
  shipment: { id: number; shipmentNumber: string; status: { value: number } };
}

/** The broker enters a Memphis to Houston order far enough ahead that only this test's orders share its days. */
async function brokerOrder(request: APIRequestContext, { submit, pallets, hour }: { submit: boolean; pallets: number; hour: number }): Promise<SavedOrder> {
  const response = await request.post('/portal/api/orders', {
    headers: await bearer(request, DEMO.broker),
    data: {
      shippingMode: 'TL',
      equipmentMode: 'Dry',
      submit,
      stops: [
        {
          stopType: 'Pickup',
          location: centralFacility('Memphis Cross-Dock', { city: 'Memphis', state: 'TN', postalCode: '38103' }),
          earlyDateTime: isoDay(61, hour),
          lineItems: [{ description: 'Canned goods', packageCount: pallets, palletCount: pallets, totalWeight: pallets * 1000 }],
        },
        { stopType: 'Dropoff', location: centralFacility('Houston Receiving', { city: 'Houston', state: 'TX', postalCode: '77002' }), earlyDateTime: isoDay(63, 8) },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: SavedOrder }).data;
}

const preview = (page: Page, orderNumber: string) => page.goto(`/orders/${orderNumber}/preview/details`);

test('the broker creates a shipment from a draft, edits its stop times, and consolidates three orders into it', async ({ page, request }) => {
  const anchor = await brokerOrder(request, { submit: false, pallets: 10, hour: 9 });
  expect(anchor.shipment.status.value).toBe(0);
  await openSignedIn(page, DEMO.broker, `/orders/${anchor.orderNumber}/preview/details`);

  await page.getByRole('button', { name: 'Create shipment' }).click();
  await expect(page.getByText(`Shipment ${anchor.shipment.shipmentNumber} Created!`, { exact: true })).toBeVisible();
  const line = page.getByTestId('order-shipment-line');
  await expect(line).toContainText('Ready to Book');
  await expect(line.getByRole('link', { name: `Shipment ${anchor.shipment.shipmentNumber}` })).toHaveAttribute('href', `/all-shipments/${anchor.shipment.shipmentNumber}/preview/details`);
  await expect(page.getByRole('button', { name: 'Create shipment' })).toBeHidden();

  // Stop times: the server's refusal is shown at the field, then a good window is saved.
  await page.getByRole('button', { name: 'Edit stop times' }).click();
  const times = page.getByRole('dialog', { name: `Stop times of shipment ${anchor.shipment.shipmentNumber}` });
  const pickup = times.getByRole('group', { name: /^Stop 1: Pickup/ });
  const day = isoDay(61, 0).slice(0, 10);
  await pickup.getByLabel(/^Early/).fill(`${day}T10:00`);
  await pickup.getByLabel(/^Late/).fill(`${day}T08:00`);
  await times.getByRole('button', { name: 'Save stop times' }).click();
  await expect(times.getByText('The late time must not be before the early time').first()).toBeVisible();
  await pickup.getByLabel(/^Late/).fill(`${day}T15:00`);
  await pickup.getByLabel(/^Appointment/).fill(`${day}T11:30`);
  await times.getByRole('button', { name: 'Save stop times' }).click();
  await expect(page.getByText(`Stop times of shipment ${anchor.shipment.shipmentNumber} updated`)).toBeVisible();
  await expect(times).toBeHidden();
  await expect(page.getByRole('region', { name: 'Stop 1' })).toContainText('11:30');

  // Consolidation, by keyboard: two more orders join the shipment.
  const second = await brokerOrder(request, { submit: true, pallets: 12, hour: 7 });
  const third = await brokerOrder(request, { submit: false, pallets: 8, hour: 13 });
  await page.getByRole('button', { name: 'Consolidate', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Consolidate orders into shipment ${anchor.shipment.shipmentNumber}` });
  await expect(dialog.getByLabel('Max weight (lb)')).toHaveValue('45000');
  await expect(dialog.getByLabel('Max units')).toHaveValue('60');
  await expect(dialog.getByLabel('Distance (miles)')).toHaveValue('40');
  await expect(dialog.getByLabel('Pickup ± days')).toHaveValue('2');
  for (const order of [second, third]) {
    const box = dialog.getByRole('checkbox', { name: new RegExp(`Order ${order.orderNumber}`) });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(dialog.getByTestId('consolidation-totals')).toHaveText('Combined: 30,000 of 45,000 lb, 30 of 60 units');
  await dialog.getByLabel('Max units').fill('25');
  await expect(dialog.getByTestId('consolidation-totals')).toContainText('Over the limit');
  await expect(dialog.getByRole('button', { name: /^Consolidate selected orders/ })).toBeDisabled();
  await dialog.getByLabel('Max units').fill('60');
  const confirm = dialog.getByRole('button', { name: 'Consolidate selected orders (2)' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Orders ${second.orderNumber}, ${third.orderNumber} consolidated into shipment ${anchor.shipment.shipmentNumber}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText(`Travels with orders ${second.orderNumber}, ${third.orderNumber}`);
  await page.getByRole('tab', { name: 'Logistics' }).click();
  await expect(page.getByTestId('consolidated-orders')).toHaveText(`Orders on this shipment: ${anchor.orderNumber}, ${second.orderNumber}, ${third.orderNumber}`);

  // A consolidated order shows the shipment it travels on, and offers no shipment of its own.
  await preview(page, third.orderNumber);
  await expect(line.getByRole('link', { name: `Shipment ${anchor.shipment.shipmentNumber}` })).toBeVisible();
  await expect(line).toContainText(`Travels with orders ${anchor.orderNumber}, ${second.orderNumber}`);
  await expect(page.getByRole('button', { name: 'Create shipment' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Consolidate', exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Edit stop times' }).click();
  await expect(page.getByRole('dialog').getByRole('group')).toHaveCount(6);
  await page.keyboard.press('Escape');
});

test('an order whose shipment was voided offers a new shipment or a draft', async ({ page, request }) => {
  const order = await brokerOrder(request, { submit: true, pallets: 4, hour: 9 });
  const voided = await request.post(`/portal/api/shipments/${order.shipment.id}/void`, { headers: await bearer(request, DEMO.broker), data: { reason: 'Customer moved the load' } });
  expect(voided.status(), await voided.text()).toBe(200);
  await openSignedIn(page, DEMO.broker, `/orders/${order.orderNumber}/preview/details`);
  await expect(page.getByRole('button', { name: 'Create shipment' })).toBeVisible();
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText(/^Shipment \d+ Created!$/)).toBeVisible();
  await expect(page.getByTestId('order-shipment-line')).toContainText('Draft');
  await expect(page.getByRole('button', { name: 'Create draft' })).toBeHidden();
});
