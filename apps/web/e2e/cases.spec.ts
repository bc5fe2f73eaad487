import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/session';
import { onePagePdf } from './support/test-files';

const DISPATCHER = 'dispatch@demo.test';
const DELIVERED = 7;

interface ShipmentRow {
  id: number;
  shipmentNumber: string;
  status: { value: number };
}

/**
 * Cases end to end: a Blue Ridge dispatcher opens a Detention case with an amount on a
 * delivered shipment, uploads a document to it, adds a note mentioning a user, finds the case under
 * the New view and reads its history.
 */
test('a dispatcher opens a detention case on a delivered shipment and follows it', async ({ page, request }) => {
  // A delivered Blue Ridge shipment without a case yet, picked through the API as the dispatcher.
  const token = await apiToken(request, DISPATCHER);
  const headers = { Authorization: `Bearer ${token}` };
  const bookings = await request.get('/portal/api/shipments/bookings', { headers, params: { statuses: DELIVERED, view: 'tracking', pageSize: 100 } });
  expect(bookings.ok()).toBeTruthy();
  const delivered = ((await bookings.json()) as { data: ShipmentRow[] }).data.filter((s) => s.status.value === DELIVERED);
  let shipment: ShipmentRow | undefined;
  // From the end of the list: the least likely to be used by other specs.
  for (const candidate of [...delivered].reverse()) {
    const cases = await request.get(`/portal/api/shipments/${candidate.id}/cases`, { headers });
    if (cases.ok() && ((await cases.json()) as { totalCount: number }).totalCount === 0) {
      shipment = candidate;
      break;
    }
  }
  expect(shipment, 'a delivered shipment without cases').toBeDefined();
  const shipmentNumber = shipment!.shipmentNumber;

  await openSignedIn(page, DISPATCHER, '/cases');
  await expect(page.getByRole('list', { name: 'New cases' })).toBeVisible();
  // The navigation badge counts new cases; opening one raises it without a reload.
  const badge = page.getByTestId('nav-badge-accessorialRequests');
  await expect(badge).toHaveText(/^\d+$/);
  const newCasesBefore = Number(await badge.textContent());

  // Open the case from the list: shipment number, then the create dialog.
  await page.getByRole('button', { name: 'New case' }).click();
  await page.getByLabel('Shipment Number').fill(shipmentNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: /Open a case/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Shipment ${shipmentNumber}`)).toBeVisible();

  // An accessorial request needs an amount: the shared schema says so before anything is sent.
  await dialog.getByLabel(/^Description/).fill('Driver held 3 hours past free time at the consignee. Requesting detention at $62.50/hr.');
  await dialog.getByRole('button', { name: 'Create case' }).click();
  await expect(dialog.getByText('An accessorial request needs an amount')).toBeVisible();

  await expect(dialog.getByLabel(/^Case Type/)).toContainText('Detention');
  await dialog.getByLabel(/^Amount/).fill('187.50');
  await dialog.getByRole('button', { name: 'Create case' }).click();
  await expect(page.getByText('Case created!')).toBeVisible();
  await expect(badge).toHaveText(String(newCasesBefore + 1));
  const createdDialog = page.getByRole('dialog', { name: /Case created/ });
  const caseNumber = ((await createdDialog.getByTestId('created-case-number').textContent()) ?? '').trim();
  expect(caseNumber).toMatch(/^CS-\d+$/);

  // Upload a document to the new case through the shared upload dialog.
  await createdDialog.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: `Upload to ${caseNumber}` });
  await upload.getByTestId('file-input').setInputFiles({ name: 'detention-receipt.pdf', mimeType: 'application/pdf', buffer: onePagePdf(`Detention receipt ${shipmentNumber}`) });
  await upload.getByLabel('File Type').click();
  await page.getByRole('option', { name: 'Shipment Miscellaneous' }).click();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  await expect(createdDialog.getByText('1 document uploaded to the case.')).toBeVisible();
  await createdDialog.getByRole('link', { name: 'View case' }).click();

  // The preview: header, then a note that mentions a user.
  await expect(page).toHaveURL(new RegExp(`/cases/${caseNumber}/preview/notes$`));
  await expect(page.getByTestId('case-number')).toHaveText(caseNumber);
  await expect(page.getByTestId('case-amount')).toHaveText('$187.50');
  await expect(page.getByTestId('case-shipment-link')).toHaveText(shipmentNumber);

  const editor = page.getByRole('textbox', { name: 'New comment' });
  await editor.click();
  await editor.pressSequentially('Receipt uploaded, please review ');
  await editor.pressSequentially('@');
  const suggestions = page.getByRole('menu', { name: 'People to mention' }).or(page.getByRole('list', { name: 'People to mention' }));
  await expect(suggestions).toBeVisible();
  const first = suggestions.getByRole('menuitem').or(suggestions.getByRole('option')).first();
  const mentioned = ((await first.locator('.MuiListItemText-primary').textContent()) ?? '').trim();
  expect(mentioned).not.toBe('');
  await first.click();
  await page.getByRole('button', { name: 'Send' }).click();
  const notes = page.getByRole('region', { name: /Notes/ });
  await expect(notes.getByText(`@${mentioned}`).first()).toBeVisible();

  // The document is on the case.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/cases/${caseNumber}/preview/documents$`));
  await expect(page.getByText('detention-receipt.pdf').first()).toBeVisible();

  // The misspelled documents address of the spec leads to the same page.
  await page.goto(`/cases/${caseNumber}/preview/docuents`);
  await expect(page).toHaveURL(new RegExp(`/cases/${caseNumber}/preview/documents$`));

  // Under the New view of the list, then its history.
  await page.goto('/cases');
  const newView = page.getByRole('list', { name: 'Views' }).getByRole('button', { name: /^New/ });
  await expect(newView).toHaveAttribute('aria-current', 'true');
  const row = page.getByRole('link', { name: new RegExp(`^${caseNumber}, Detention, New`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(shipmentNumber);
  await expect(row).toContainText('$187.50');
  await row.click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/cases/${caseNumber}/preview/history$`));
  const history = page.getByTestId('case-history-entry');
  await expect(history.first()).toBeVisible();
  await expect(page.getByRole('region', { name: /History/ })).toContainText(/created/i);
});
