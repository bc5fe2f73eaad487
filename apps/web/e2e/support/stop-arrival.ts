import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Records the arrival at a stop from its card, and waits until the shipment is At Stop with the time
 * shown. Seconds after departing a stop far away the arrival is implausible, and the dialog asks first:
 * the answer is yes.
 */
export async function recordArrival(page: Page, stop: Locator) {
  await stop.getByRole('button', { name: 'Arrive' }).click();
  const arrive = page.getByRole('dialog', { name: /Arrive at stop/ });
  await arrive.getByRole('button', { name: 'Record Arrival' }).click();
  const anyway = arrive.getByRole('button', { name: 'Record Anyway' });
  await expect(anyway.or(page.getByTestId('shipment-status').filter({ hasText: 'At Stop' }))).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(arrive).toBeHidden();
  await expect(page.getByTestId('shipment-status')).toHaveText('At Stop');
  await expect(stop.getByTestId('stop-arrived')).not.toHaveText('—');
}
