import { createHash, createHmac, randomBytes } from 'node:crypto';
import { multiplyToCents } from '@portal/domain/common/money';
import type { RateConfirmationCheck, RateConfirmationFileCheckAnswer, RateConfirmationStanding } from '@portal/domain/rate-confirmations/rate-confirmation-schemas';
import { formatFingerprint, formatVerificationCode, rateTermsText, sameRateTerms, verificationCodeFrom, type RateTerms } from '@portal/domain/rate-confirmations/verification-code';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../db/db';
import { notFound } from '../../lib/problem';
import {
  findConfirmationByCode,
  findConfirmationById,
  findLoadTerms,
  insertConfirmation,
  lastVersion,
  lockCurrentConfirmation,
  lockLoad,
  storePdfOnce,
  supersede,
} from './rate-confirmations.repository';

/** What the PDF prints about its own issue: the code, where to check it, the rate's fingerprint and the version. */
export interface ConfirmationStamp {
  code: string;
  verifyUrl: string;
  rateFingerprint: string;
  version: number;
  issuedAt: Date;
}

const CONFIRMED_STATUSES_FROM = ShipmentStatus.Booked;

/** The load's terms now, or undefined when it has no carrier or is not (or no longer) booked. */
async function currentTerms(db: Db, shipmentId: number): Promise<RateTerms | undefined> {
  const load = await findLoadTerms(db, shipmentId);
  if (!load || load.carrier_id === null || load.status < CONFIRMED_STATUSES_FROM) return undefined;
  // The same total the PDF prints: its charges' lines, or the booked rate when it has none.
  const totalCents = load.charges.length > 0 ? load.charges.reduce((sum, c) => sum + multiplyToCents(c.rate_cents, String(c.units)), 0) : (load.rate_cents ?? 0);
  return { carrierId: load.carrier_id, loadNumber: load.shipment_number, pickupDate: load.pickup_date, totalCents };
}

function termsOf(row: { carrier_id: number; load_number: string; pickup_date: string; total_cents: number }): RateTerms {
  return { carrierId: row.carrier_id, loadNumber: row.load_number, pickupDate: row.pickup_date, totalCents: row.total_cents };
}

/**
 * Keyed with a salt of the confirmation's own: a plain hash of carrier, load, date and amount could
 * be reversed by hashing every plausible amount, and the public page must not give the rate away.
 */
function rateFingerprint(terms: RateTerms, salt: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(rateTermsText(terms)).digest('hex').slice(0, 16);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Inside a transaction: the load's confirmation for its terms now. The one in force is kept while
 * the terms are the same; when the carrier, load number, pickup date or total changed, it is
 * superseded and the next version issued with a new code. Nothing is issued for a load without a
 * booked carrier. Booking calls this, so every booked load has its code from the start.
 */
export async function registerRateConfirmation(trx: Db, shipmentId: number, now: Date) {
  await lockLoad(trx, shipmentId);
  const terms = await currentTerms(trx, shipmentId);
  const current = await lockCurrentConfirmation(trx, shipmentId);
  if (current && terms && sameRateTerms(termsOf(current), terms)) return current;
  if (current) await supersede(trx, current.id, now);
  if (!terms) return undefined;
  const salt = randomBytes(16).toString('hex');
  return insertConfirmation(trx, {
    shipment_id: shipmentId,
    carrier_id: terms.carrierId,
    version: (await lastVersion(trx, shipmentId)) + 1,
    code: verificationCodeFrom(randomBytes(12)),
    load_number: terms.loadNumber,
    pickup_date: terms.pickupDate,
    total_cents: terms.totalCents,
    terms_salt: salt,
    rate_fingerprint: rateFingerprint(terms, salt),
    issued_at: now,
  });
}

/** The page a confirmation's QR code and printed address lead to. */
export function verifyUrlOf(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify/${code}`;
}

/**
 * The PDF of the load's confirmation in force: issued (or re-issued after a change of terms), then
 * drawn once by `render` and kept, so every later download is byte for byte the document issued.
 */
export async function issuedRateConfirmationPdf(db: Db, shipmentId: number, publicUrl: string, render: (stamp: ConfirmationStamp) => Promise<Uint8Array>, now = new Date()) {
  const confirmation = await db.transaction().execute((trx) => registerRateConfirmation(trx, shipmentId, now));
  if (!confirmation) return undefined;
  if (confirmation.pdf) return { code: confirmation.code, bytes: confirmation.pdf };
  const bytes = await render({
    code: formatVerificationCode(confirmation.code),
    verifyUrl: verifyUrlOf(publicUrl, confirmation.code),
    rateFingerprint: formatFingerprint(confirmation.rate_fingerprint),
    version: confirmation.version,
    issuedAt: confirmation.issued_at,
  });
  await storePdfOnce(db, confirmation.id, bytes, sha256Hex(bytes));
  // Two first downloads at once both draw; the bytes kept are the first stored, for both.
  const kept = await findConfirmationById(db, confirmation.id);
  return { code: kept.code, bytes: kept.pdf ?? bytes };
}

type FoundConfirmation = NonNullable<Awaited<ReturnType<typeof findConfirmationByCode>>>;

/** Current while it is the load's confirmation in force and the load's terms are still the ones it confirms. */
async function standingOf(db: Db, confirmation: FoundConfirmation): Promise<RateConfirmationStanding> {
  if (confirmation.superseded_at !== null) return 'Superseded';
  const terms = await currentTerms(db, confirmation.shipment_id);
  return terms && sameRateTerms(termsOf(confirmation), terms) ? 'Current' : 'Superseded';
}

async function confirmationByCode(db: Db, code: string): Promise<FoundConfirmation> {
  const confirmation = await findConfirmationByCode(db, code);
  // A code whose PDF was never drawn was never seen by anyone: it is as unknown as a wrong one.
  if (!confirmation?.pdf_sha256) throw notFound('Rate confirmation');
  return confirmation;
}

/** The public page of a code: the confirmation's parties and dates, the rate's fingerprint (not its amount) and its standing. */
export async function checkRateConfirmation(db: Db, code: string): Promise<{ data: RateConfirmationCheck }> {
  const confirmation = await confirmationByCode(db, code);
  return {
    data: {
      code: formatVerificationCode(confirmation.code),
      carrierName: confirmation.carrier_name,
      loadNumber: confirmation.load_number,
      pickupDate: confirmation.pickup_date,
      rateFingerprint: formatFingerprint(confirmation.rate_fingerprint),
      fileFingerprint: confirmation.pdf_sha256!,
      version: confirmation.version,
      issuedAt: confirmation.issued_at.toISOString(),
      standing: await standingOf(db, confirmation),
      supersededAt: confirmation.superseded_at?.toISOString() ?? null,
    },
  };
}

/** Whether a file is byte for byte the PDF issued under the code: its SHA-256 against the one kept. */
export async function checkRateConfirmationFile(db: Db, code: string, base64: string): Promise<RateConfirmationFileCheckAnswer> {
  const confirmation = await confirmationByCode(db, code);
  const fileFingerprint = sha256Hex(Buffer.from(base64, 'base64'));
  return { data: { matches: fileFingerprint === confirmation.pdf_sha256, fileFingerprint, standing: await standingOf(db, confirmation) } };
}
