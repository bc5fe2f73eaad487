import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import type { ApInvoiceList } from '@portal/domain/invoices/ap-invoice-schemas';
import { baseURL } from './playwright.config';
import { DEMO_PASSWORD, portalAs } from './support/session';
import { onePagePdf } from './support/test-files';

/**
 * Records the demo how-to videos from the real portal: each flow is driven at a
 * person's pace in a 960x600 window with Playwright's video recording, its steps timed into WebVTT
 * captions, then trimmed and re-encoded small with ffmpeg. The files land in the seed's folder
 * (apps/server/src/db/seed/videos), which the demo seed loads. On demand only:
 * `npm run videos:record` (the default suite ignores this file, see playwright.config.ts).
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const DISPATCH = 'dispatch@demo.test';
const SIZE = { width: 960, height: 600 };
const OUT = path.resolve(import.meta.dirname, '../../server/src/db/seed/videos');
const WORK = path.resolve(import.meta.dirname, '../../../.tmp/video-recordings');
/** How long each caption stays readable after its step, and the pause between steps. */
const READ_PAUSE_MS = 1_400;

interface Cue {
  start: number;
  end: number;
  text: string;
}

interface Recorded {
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  file: string;
  captions: string;
}

const recorded: Recorded[] = [];

/** A page whose video starts now; the sign-in at its start is trimmed off afterwards. */
async function recordingPage(browser: Browser): Promise<{ page: Page; startedAt: number; close: () => Promise<string> }> {
  const context = await browser.newContext({ baseURL, viewport: SIZE, recordVideo: { dir: WORK, size: SIZE } });
  const page = await context.newPage();
  const startedAt = Date.now();
  return {
    page,
    startedAt,
    close: async () => {
      const video = page.video();
      await context.close();
      return video!.path();
    },
  };
}

/** Signs in through the form (that part is cut from the video). */
async function signInFast(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(DISPATCH);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
  // The sign-in toast would otherwise show in the first seconds of the video (this wait is cut off).
  await expect(page.getByText('Login Successful')).toBeHidden({ timeout: 20_000 });
}

/** Times steps against the recording's clock; the first mark is where the trimmed video starts. */
function timeline(startedAt: number) {
  const cues: Cue[] = [];
  let origin = 0;
  return {
    cues,
    get origin() {
      return origin;
    },
    begin() {
      origin = (Date.now() - startedAt) / 1000;
    },
    async step(text: string, action: () => Promise<void>) {
      const start = (Date.now() - startedAt) / 1000 - origin;
      await action();
      await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS));
      cues.push({ start: Math.max(start, 0), end: (Date.now() - startedAt) / 1000 - origin, text });
    },
  };
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function toWebVtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`).join('\n')}`;
}

/** Cuts the sign-in off the front and re-encodes small (VP9, 15 fps); the duration from the result. */
function trimAndEncode(source: string, origin: number, target: string): number {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-ss', origin.toFixed(2), '-i', source, '-an', '-r', '15', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', target]);
  const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', target], { encoding: 'utf8' });
  return Math.round(Number(probe.trim()) * 100) / 100;
}

async function record(browser: Browser, meta: { slug: string; title: string; description: string }, flow: (page: Page, step: ReturnType<typeof timeline>['step']) => Promise<void>) {
  const { page, startedAt, close } = await recordingPage(browser);
  await signInFast(page);
  const line = timeline(startedAt);
  line.begin();
  await flow(page, line.step.bind(line));
  const raw = await close();
  fs.mkdirSync(OUT, { recursive: true });
  const file = `${meta.slug}.webm`;
  const captions = `${meta.slug}.vtt`;
  const durationSeconds = trimAndEncode(raw, line.origin, path.join(OUT, file));
  const cues = line.cues.map((cue) => ({ ...cue, end: Math.min(cue.end, durationSeconds) }));
  fs.writeFileSync(path.join(OUT, captions), toWebVtt(cues));
  recorded.push({ ...meta, durationSeconds, file, captions });
}

test.beforeAll(() => {
  fs.rmSync(WORK, { recursive: true, force: true });
});

test.afterAll(() => {
  const order = ['book-a-load', 'accept-a-tender', 'upload-proof-of-delivery', 'submit-an-invoice'];
  const videos = [...recorded].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  if (videos.length === order.length) fs.writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify({ videos }, null, 2)}\n`);
});

test('book a load from the load board', async ({ browser, request }) => {
  const api = await portalAs(request, DISPATCH);
  const near = await api.get<{ data: { shipmentNumber: string; rate: number | null; pickupEarly: string }[] }>('/available-shipments', { originCity: 'Dallas', originState: 'TX', pageSize: 50 });
  const load = near.data.find((l) => l.rate !== null && new Date(l.pickupEarly).getTime() > Date.now() + 3600_000);
  expect(load, 'a bookable load near Dallas').toBeDefined();

  await record(browser, { slug: 'book-a-load', title: 'Book a load', description: 'Search the Load Board around a city, open a load and book it at the posted rate.' }, async (page, step) => {
    await step('Open the Load Board from the navigation rail.', async () => {
      await page.getByTestId('nav-loadBoard').click();
      await expect(page.getByLabel('Origin', { exact: true })).toBeVisible();
    });
    await step('Type the origin city and state, then search.', async () => {
      await page.getByLabel('Origin', { exact: true }).pressSequentially('Dallas, TX', { delay: 60 });
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('load-board-summary')).toContainText(/loads within/);
    });
    await step('Open a load to see its lane, stops and rate.', async () => {
      await page.getByRole('link', { name: `Load ${load!.shipmentNumber}` }).click();
      await expect(page.getByTestId('freight-detail')).toBeVisible();
    });
    await step('Choose Book It Now and confirm the booking.', async () => {
      await page.getByTestId('freight-detail').getByRole('button', { name: /Book It Now/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
    });
    await step('The load is booked to your company.', async () => {
      await expect(page.getByTestId('booking-succeeded')).toContainText(`Shipment ${load!.shipmentNumber} is booked`);
    });
  });
});

test('accept a tender', async ({ browser, request }) => {
  const api = await portalAs(request, DISPATCH);
  const open = await api.get<{ data: { id: number; shipmentNumber: string }[] }>('/tenders', { statuses: 0, pageSize: 50 });
  const tender = open.data[0];
  expect(tender, 'a tender in Sent').toBeDefined();

  await record(browser, { slug: 'accept-a-tender', title: 'Accept a tender', description: 'Open a tender the brokerage sent you, check its stops and accept it with a truck number.' }, async (page, step) => {
    await step('Tenders lists what the brokerage sent you.', async () => {
      await page.getByTestId('nav-tenders').click();
      await expect(page.getByRole('link', { name: `Tender ${tender.id}, shipment ${tender.shipmentNumber}` })).toBeVisible();
    });
    await step('Open a tender to see its stops, lane and rate.', async () => {
      await page.getByRole('link', { name: `Tender ${tender.id}, shipment ${tender.shipmentNumber}` }).click();
      await expect(page.getByTestId('tender-detail').getByRole('heading', { level: 1 })).toBeVisible();
    });
    await step('Choose Accept and enter the truck number.', async () => {
      await page.getByTestId('tender-detail').getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('dialog', { name: /Accept tender/ }).getByRole('button', { name: 'Truck not in your fleet? Type its number' }).click();
      await page.getByRole('dialog', { name: /Accept tender/ }).getByLabel('Truck number').pressSequentially('TRK-204', { delay: 60 });
    });
    await step('Send the answer: the load is yours.', async () => {
      await page.getByRole('dialog', { name: /Accept tender/ }).getByRole('button', { name: 'Accept tender' }).click();
      await expect(page.getByTestId('tender-detail').getByText('You accepted this tender')).toBeVisible();
    });
  });
});

/** A delivered load's invoice still missing documents, from the end of the list (the other flow takes the start). */
async function invoiceNeedingDocuments(request: Parameters<typeof portalAs>[0], fromEnd: boolean) {
  const api = await portalAs(request, DISPATCH);
  const rows = (await api.get<ApInvoiceList>('/ap-invoices', { status: 1, pageSize: 100 })).data.filter((r) => r.deliveredAt && r.numberOfUploadedRequiredDocuments < r.numberOfRequiredDocuments);
  expect(rows.length).toBeGreaterThan(1);
  return (fromEnd ? rows[rows.length - 1] : rows[0]).invoiceNumber;
}

async function uploadRequired(page: Page, which: RegExp, name: string) {
  const required = page.getByRole('region', { name: 'Required documents' });
  await required.getByRole('button', { name: which }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: onePagePdf(name) });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

test('upload proof of delivery', async ({ browser, request }) => {
  const invoiceNumber = await invoiceNeedingDocuments(request, true);
  await record(browser, { slug: 'upload-proof-of-delivery', title: 'Upload proof of delivery', description: 'Attach the signed proof of delivery to a delivered load from Accounting.' }, async (page, step) => {
    await step('Accounting lists delivered loads that need documents.', async () => {
      await page.getByTestId('nav-accounting').click();
      await expect(page.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`)).toBeVisible();
    });
    await step('Open the load: Required documents shows what is missing.', async () => {
      await page.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`).click();
      await expect(page.getByRole('region', { name: 'Required documents' })).toBeVisible();
    });
    await step('Choose Upload next to Proof of Delivery and pick the scan.', async () => {
      await page.getByRole('region', { name: 'Required documents' }).getByRole('button', { name: /^Upload Proof of Delivery/i }).first().click();
      await page.getByRole('dialog').getByTestId('file-input').setInputFiles({ name: `POD-${invoiceNumber}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf(`POD ${invoiceNumber}`) });
    });
    await step('Upload: the proof of delivery is attached to the load.', async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });
    });
  });
});

test('submit an invoice', async ({ browser, request }) => {
  const invoiceNumber = await invoiceNeedingDocuments(request, false);
  await record(browser, { slug: 'submit-an-invoice', title: 'Submit an invoice', description: 'Upload the required documents of a delivered load, enter your invoice number and amount, and save.' }, async (page, step) => {
    await step('Open a delivered load from Accounting.', async () => {
      await page.getByTestId('nav-accounting').click();
      await page.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`).click();
      await expect(page.getByRole('region', { name: 'Required documents' })).toBeVisible();
    });
    await step('Upload each required document.', async () => {
      const missing = page.getByRole('region', { name: 'Required documents' }).getByRole('button', { name: /^Upload / });
      for (let guard = 0; guard < 4 && (await missing.count()) > 0; guard++) await uploadRequired(page, /^Upload /, `${invoiceNumber}-${guard}.pdf`);
      await expect(missing).toHaveCount(0);
    });
    await step('Enter your invoice number and the amount.', async () => {
      await page.getByRole('textbox', { name: 'Invoice Number' }).pressSequentially(`BR-${invoiceNumber}`, { delay: 50 });
      await page.getByRole('textbox', { name: 'Invoice Amount' }).pressSequentially('1850', { delay: 80 });
    });
    await step('Save the invoice: it moves to Received.', async () => {
      await page.getByRole('button', { name: 'Save Invoice' }).click();
      await expect(page.getByTestId('invoice-status-chip').first()).toHaveText('Received');
    });
  });
});
