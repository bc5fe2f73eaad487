import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, DEMO, openSignedIn } from './support/session';
import { makePdf, makeTiff } from './support/test-files';
import { SCREENSHOT_DIR, snap } from './support/screenshots';

const DELIVERED = 7;
const SHIPMENT_ENTITY = 5;
const screenshots = SCREENSHOT_DIR;
const shot = (name: string) => path.join(screenshots, name);

interface ShipmentRow {
  id: number;
  shipmentNumber: string;
}

interface MentionableUser {
  id: number;
  firstName: string;
  lastName: string;
  emailAddresses: { value: string }[];
}

/** Opens the upload dialog of the documents panel, picks the file and its type, and uploads it. */
async function upload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  { screenshotPrefix, releaseUpload }: { screenshotPrefix?: string; releaseUpload?: () => void } = {},
) {
  const documents = page.getByRole('region', { name: /^Documents/ });
  await documents.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Drag and drop a file here, or paste it')).toBeVisible();
  if (screenshotPrefix) await snap(dialog, shot(`${screenshotPrefix}-empty-desktop.png`), { animations: 'disabled' });

  await dialog.getByTestId('file-input').setInputFiles(file);
  await expect(dialog.getByTestId('picked-file')).toContainText(file.name);
  await dialog.getByLabel('File Type').click();
  await page.getByRole('option', { name: 'Shipment Miscellaneous' }).click();
  await expect(dialog.getByLabel('File Type')).toContainText('Shipment Miscellaneous');
  if (screenshotPrefix) await snap(dialog, shot(`${screenshotPrefix}-selected-desktop.png`), { animations: 'disabled' });

  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  if (screenshotPrefix) {
    // The upload request is held back (see the route in the test) so the uploading state can be seen.
    await expect(dialog.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await expect(dialog.getByText(`Uploading ${file.name}…`)).toBeVisible();
    await snap(dialog, shot(`${screenshotPrefix}-uploading-desktop.png`), { animations: 'disabled' });
  }
  releaseUpload?.();
  await expect(page.getByText('Document Successfully Uploaded').first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(documents.getByRole('button', { name: `View ${file.name}` })).toBeVisible();
}

async function openViewer(page: Page, name: string): Promise<Locator> {
  await page.getByRole('region', { name: /^Documents/ }).getByRole('button', { name: `View ${name}` }).click();
  const viewer = page.getByRole('dialog', { name: `Document viewer: ${name}` });
  await expect(viewer).toBeVisible({ timeout: 20_000 });
  return viewer;
}

async function closeViewer(page: Page, viewer: Locator) {
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
}

/**
 * Documents and notes end to end: a Blue Ridge dispatcher uploads a 3-page PDF and a 2-page
 * TIFF through the shared upload dialog, reads them in the viewer (paging, zoom, rotation, download),
 * deletes them, then writes a note with a heading, a bulleted list and an @mention, edits and deletes it.
 */
test('a dispatcher uploads, views and deletes documents, and writes, edits and deletes a rich note', async ({ page, request }) => {
  test.setTimeout(240_000);

  // A delivered Blue Ridge shipment, from the END of the dispatcher's list (other specs pick from the start).
  const session = await apiSession(request, DEMO.dispatcher);
  const list = await request.get('/trucks/api/v2/shipments', { headers: session.headers, params: { statuses: DELIVERED, pageSize: 100 } });
  expect(list.ok()).toBeTruthy();
  const shipments = ((await list.json()) as { data: ShipmentRow[] }).data;
  expect(shipments.length).toBeGreaterThan(0);
  const shipment = shipments[shipments.length - 1];
  const stamp = Date.now().toString(36);
  const pdfName = `bol-${shipment.shipmentNumber}-${stamp}.pdf`;
  const tiffName = `scan-${shipment.shipmentNumber}-${stamp}.tif`;

  // Someone the note can mention: a person the server offers for this shipment, not the dispatcher.
  const mentionable = await request.get('/portal/api/notes/mentionable-users', {
    headers: session.headers,
    params: { entityType: SHIPMENT_ENTITY, entityId: shipment.id, query: '' },
  });
  expect(mentionable.ok()).toBeTruthy();
  const people = ((await mentionable.json()) as { data: MentionableUser[] }).data.filter(
    (user) => user.firstName && user.lastName && !user.emailAddresses.some((email) => email.value === DEMO.dispatcher),
  );
  expect(people.length, 'a mentionable user on the shipment').toBeGreaterThan(0);
  const mentioned = people[0];
  const mentionedName = `${mentioned.firstName} ${mentioned.lastName}`;

  await openSignedIn(page, DEMO.dispatcher, `/all-shipments/${shipment.shipmentNumber}/preview/documents`);
  const documents = page.getByRole('region', { name: /^Documents/ });
  await expect(documents).toBeVisible({ timeout: 20_000 });

  // ---- Upload: the PDF (every dialog state photographed; the request is held back a moment) ----
  // The first upload is held back until its uploading state has been photographed (a fixed delay
  // was too short on a loaded machine: the dialog had closed before the picture was taken).
  let holdUploads = true;
  let releaseUpload = () => {};
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/portal/api/documents', async (route) => {
    if (route.request().method() === 'POST' && holdUploads) await uploadReleased;
    await route.continue();
  });
  await upload(page, { name: pdfName, mimeType: 'application/pdf', buffer: await makePdf(3) }, { screenshotPrefix: 'upload-dialog', releaseUpload });
  holdUploads = false;
  await upload(page, { name: tiffName, mimeType: 'image/tiff', buffer: makeTiff(2) });

  // ---- The PDF in the viewer: page 2, 150 %, rotate, download, close ----
  let viewer = await openViewer(page, pdfName);
  const pageLabel = viewer.getByTestId('viewer-page');
  const zoomLabel = viewer.getByTestId('viewer-zoom');
  await expect(pageLabel).toHaveText('Page 1 of 3', { timeout: 20_000 });
  await expect(zoomLabel).toHaveText('100%');
  await expect(viewer.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(pageLabel).toHaveText('Page 2 of 3');
  // The text layer: the page's text is on the page as text.
  const secondPage = viewer.getByRole('region', { name: 'Page 2', exact: true });
  await expect(secondPage.getByText('Page 2', { exact: true })).toBeAttached({ timeout: 20_000 });

  const before = await secondPage.boundingBox();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomLabel).toHaveText('125%');
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomLabel).toHaveText('150%');
  await expect.poll(async () => Math.round((await secondPage.boundingBox())?.width ?? 0)).toBeGreaterThan(Math.round((before?.width ?? 0) * 1.4));
  await expect(pageLabel).toHaveText('Page 2 of 3');
  await expect(secondPage.getByText('Page 2', { exact: true })).toBeAttached({ timeout: 20_000 });
  await page.mouse.move(700, 500);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await snap(page, shot('viewer-pdf-desktop.png'), { animations: 'disabled' });

  // Rotating a portrait page turns it on its side: its box becomes wider than high.
  const portrait = await secondPage.boundingBox();
  expect(portrait!.height).toBeGreaterThan(portrait!.width);
  await viewer.getByRole('button', { name: 'Rotate' }).click();
  await expect.poll(async () => {
    const box = await secondPage.boundingBox();
    return box ? box.width > box.height : false;
  }).toBe(true);
  await expect(pageLabel).toHaveText('Page 2 of 3');
  await expect(secondPage.getByText('Page 2', { exact: true })).toBeAttached({ timeout: 20_000 });

  const downloadPromise = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(pdfName);
  expect((await download.path()) ?? '').not.toBe('');

  await viewer.getByRole('button', { name: 'Previous page' }).click();
  await expect(pageLabel).toHaveText('Page 1 of 3');
  await closeViewer(page, viewer);

  // ---- The TIFF in the viewer: its second page ----
  viewer = await openViewer(page, tiffName);
  await expect(viewer.getByTestId('viewer-page')).toHaveText('Page 1 of 2', { timeout: 20_000 });
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.getByTestId('viewer-page')).toHaveText('Page 2 of 2');
  await expect(viewer.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(viewer.getByRole('region', { name: 'Page 2', exact: true }).locator('canvas, img').first()).toBeVisible({ timeout: 20_000 });
  await page.mouse.move(700, 500);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await snap(page, shot('viewer-tiff-desktop.png'), { animations: 'disabled' });
  await closeViewer(page, viewer);

  // ---- The PDF viewer on a phone ----
  await page.setViewportSize({ width: 390, height: 844 });
  viewer = await openViewer(page, pdfName);
  await expect(viewer.getByTestId('viewer-page')).toHaveText('Page 1 of 3', { timeout: 20_000 });
  await expect(viewer.getByRole('region', { name: 'Page 1', exact: true }).getByText('Page 1', { exact: true })).toBeAttached({ timeout: 20_000 });
  await snap(page, shot('viewer-pdf-phone.png'), { animations: 'disabled' });
  await closeViewer(page, viewer);
  await page.setViewportSize({ width: 1440, height: 900 });

  // ---- Delete both documents ----
  for (const name of [tiffName, pdfName]) {
    await documents.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Document deleted').first()).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(documents.getByRole('button', { name: `View ${name}` })).toHaveCount(0);
  }

  // ---- Notes: a heading, a bulleted list item with an @mention ----
  await page.goto(`/shipments/${shipment.shipmentNumber}`);
  await page.getByRole('tab', { name: 'Notes' }).click();
  const notes = page.getByRole('region', { name: /^Comments/ });
  const editor = notes.getByRole('textbox', { name: 'New comment' });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  const heading = `Delivery check ${stamp}`;

  await editor.click();
  await notes.getByRole('combobox', { name: 'Block type' }).click();
  await page.getByRole('option', { name: 'Heading 1' }).click();
  await expect(notes.getByRole('combobox', { name: 'Block type' })).toHaveText('Heading 1');
  await editor.pressSequentially(heading);
  await expect(editor.locator('h1')).toHaveText(heading);
  await editor.press('Enter');
  await notes.getByRole('combobox', { name: 'Block type' }).click();
  await page.getByRole('option', { name: 'Bulleted List' }).click();
  await expect(notes.getByRole('combobox', { name: 'Block type' })).toHaveText('Bulleted List');
  await editor.pressSequentially('Signed POD received, please review ');
  await editor.pressSequentially(`@${mentioned.firstName.slice(0, 3)}`);
  const suggestions = page.getByRole('menu', { name: 'People to mention' });
  await expect(suggestions).toBeVisible({ timeout: 20_000 });
  await suggestions.getByRole('menuitem', { name: new RegExp(mentionedName) }).click();
  await expect(suggestions).toBeHidden();
  await expect(editor.locator('li')).toContainText(`@${mentionedName}`);

  await notes.getByRole('button', { name: 'Send' }).click();
  await expect(editor).toHaveText('', { timeout: 20_000 });
  const note = notes.getByRole('article').filter({ hasText: heading });
  await expect(note).toBeVisible({ timeout: 20_000 });
  const content = note.getByTestId('note-content');
  await expect(content.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(content.getByRole('listitem')).toContainText('Signed POD received, please review');
  await expect(content.getByRole('listitem')).toContainText(`@${mentionedName}`);
  // The mention is a mention (it carries the person), not just text.
  await expect(content.locator(`[data-lexical-mention][data-mention-id="${mentioned.id}"]`)).toHaveText(`@${mentionedName}`);
  await snap(notes, shot('notes-panel-desktop.png'), { animations: 'disabled' });

  // ---- Edit it ----
  await note.getByRole('button', { name: 'Edit comment' }).click();
  const editing = note.getByRole('textbox', { name: 'Edit comment' });
  await expect(editing).toBeVisible({ timeout: 20_000 });
  await expect(editing.locator('h1')).toHaveText(heading);
  await editing.locator('li').click();
  await editing.press('End');
  await editing.pressSequentially(' (seal intact)');
  await note.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Successfully updated comment')).toBeVisible({ timeout: 20_000 });
  await expect(editing).toBeHidden();
  await expect(content.getByRole('listitem')).toContainText('(seal intact)');
  await expect(content.locator(`[data-lexical-mention][data-mention-id="${mentioned.id}"]`)).toHaveText(`@${mentionedName}`);
  await expect(content.getByRole('heading', { level: 1, name: heading })).toBeVisible();

  // ---- Delete it ----
  await note.getByRole('button', { name: 'Delete comment' }).click();
  const confirmNote = page.getByRole('dialog', { name: 'Delete comment?' });
  await confirmNote.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully removed comment')).toBeVisible({ timeout: 20_000 });
  await expect(notes.getByRole('article').filter({ hasText: heading })).toHaveCount(0);
});
