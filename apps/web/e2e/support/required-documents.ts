import { expect, type Page } from '@playwright/test';
import { onePagePdf } from './test-files';

/**
 * Uploads every missing required document of the open invoice preview through the shared upload
 * dialog, one small PDF each named after `label`, until none is missing.
 */
export async function uploadMissingRequiredDocuments(page: Page, label: string): Promise<void> {
  const required = page.getByRole('region', { name: 'Required documents' });
  await expect(required).toBeVisible({ timeout: 30_000 });
  const missing = required.getByRole('button', { name: /^Upload / });
  for (let guard = 0; guard < 6 && (await missing.count()) > 0; guard++) {
    await missing.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('file-input').setInputFiles({ name: `${label}-${guard}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf(`${label} ${guard}`) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
  }
  await expect(missing).toHaveCount(0, { timeout: 30_000 });
}
