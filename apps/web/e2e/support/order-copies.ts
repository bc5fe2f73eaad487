import { expect, type Page } from '@playwright/test';

/**
 * Copies an order three times from its preview's Duplicate dialog, shifting dates by `shiftDays`,
 * and answers the copies' order numbers as the History tab lists them.
 */
export async function copyOrderThreeTimes(page: Page, orderNumber: string, shiftDays: number): Promise<string[]> {
  await page.goto(`/orders/${orderNumber}/preview/details`);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: `Duplicate order ${orderNumber}` });
  await dialog.getByLabel('Copies').fill('3');
  await dialog.getByLabel(/Shift all dates/).fill(String(shiftDays));
  await dialog.getByRole('button', { name: 'Create copies' }).click();
  await expect(page.getByText('Successfully created 3 copies')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const copies = page.getByText(/^ORD-\d+, ORD-\d+, ORD-\d+$/);
  await expect(copies).toBeVisible();
  return ((await copies.textContent()) ?? '').split(', ');
}
