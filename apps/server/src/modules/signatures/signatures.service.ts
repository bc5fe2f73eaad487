import { createHash } from 'node:crypto';
import { FileType } from '@portal/domain/documents/file-type';
import { SIGNATURE_MESSAGES } from '@portal/domain/signatures/signature-messages';
import { signatureKindOfStop, signedContentText, SIGNATURE_IMAGE_MAX_BYTES, type SignedContent, type SignedPlace } from '@portal/domain/signatures/signature-rules';
import type { SignableStop, Signature, SignatureBody, SignaturesAnswer } from '@portal/domain/signatures/signature-schemas';
import type { LoadParty } from '@portal/domain/shipments/shipment-write-access';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentStopsRow, ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { storeSealedStopPdf } from '../documents/generated-document.service';
import type { DocumentDeps } from '../documents/documents.service';
import { getVisibleShipment, lockWritableShipment, SHIPMENT_NOT_FOUND, shipmentPartyOf } from '../shipments/access/shipment-access';
import { formatInZone } from '../shipments/detail/shipment-format';
import { billOfLadingPdf } from '../shipments/documents/shipment-pdfs';
import { documentParts } from '../shipments/documents/shipment-pdf-parts';
import { findSignatures, insertSignature, stopIsSigned, type SignatureRow } from './signatures.repository';
import { signedDocumentBytes } from './signed-document-pdf';

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Only the load's own side takes signatures: its carrier's users and the driver assigned to it. */
const SIGNING_PARTIES: readonly LoadParty[] = ['carrier', 'driver'];

function canSign(party: LoadParty | null, shipment: Pick<ShipmentsRow, 'status'>): boolean {
  return party !== null && SIGNING_PARTIES.includes(party) && shipment.status >= ShipmentStatus.Booked && shipment.status !== ShipmentStatus.Voided;
}

function signatureOf(row: SignatureRow): Signature {
  return {
    id: row.id,
    stopId: row.shipment_stop_id,
    stopNumber: row.stop_number,
    kind: row.kind as Signature['kind'],
    signerName: row.signer_name,
    signerRole: row.signer_role,
    mode: row.mode as Signature['mode'],
    signedAt: row.signed_at.toISOString(),
    place: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude, accuracyMeters: row.accuracy_m },
    contentSha256: row.content_sha256,
    fileSha256: row.file_sha256,
    documentId: row.document_id,
    documentName: row.document_name,
    takenBy: `${row.first_name} ${row.last_name}`.trim(),
  };
}

function signableStops(stops: readonly ShipmentStopsRow[], rows: readonly SignatureRow[]): SignableStop[] {
  return stops.flatMap((stop) => {
    const kind = signatureKindOfStop(stop.stop_type);
    if (!kind) return [];
    const row = rows.find((r) => r.shipment_stop_id === stop.id);
    return [{ stopId: stop.id, stopNumber: stop.stop_number, kind, name: stop.name ?? '', city: stop.city ?? '', state: stop.state ?? '', signature: row ? signatureOf(row) : null }];
  });
}

/** The load's pickups and dropoffs with their signatures: any party of the load reads them; anyone else gets a 404. */
export async function listSignatures(db: Db, caller: Caller, id: number): Promise<{ data: SignaturesAnswer }> {
  const shipment = await getVisibleShipment(db, caller, id);
  const party = await shipmentPartyOf(db, caller, shipment);
  if (party === null) throw notFound(SHIPMENT_NOT_FOUND);
  const [parts, rows] = await Promise.all([documentParts(db, shipment), findSignatures(db, shipment.id)]);
  return { data: { stops: signableStops(parts.stops, rows), canSign: canSign(party, shipment) } };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The drawing's bytes, checked to be a PNG of a sensible size; none for a typed signature. */
function drawingOf(body: SignatureBody): Uint8Array | null {
  if (body.mode === 'Typed') return null;
  if (!body.image) throw badRequest(SIGNATURE_MESSAGES.drawingMissing, { image: [SIGNATURE_MESSAGES.drawingMissing] });
  const payload = body.image.startsWith('data:') ? body.image.slice(body.image.indexOf(',') + 1) : body.image;
  const bytes = Buffer.from(payload, 'base64');
  const isPng = bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
  if (!isPng || bytes.length > SIGNATURE_IMAGE_MAX_BYTES) throw badRequest(SIGNATURE_MESSAGES.drawingNotPng, { image: [SIGNATURE_MESSAGES.drawingNotPng] });
  return bytes;
}

/** The stop the signature is for, on this load and of a kind that takes one (400 otherwise), not yet signed (409). */
async function stopToSign(trx: Db, shipment: ShipmentsRow, stops: readonly ShipmentStopsRow[], stopId: number) {
  const stop = stops.find((s) => s.id === stopId);
  if (!stop) throw badRequest(SIGNATURE_MESSAGES.stopNotOnLoad({ shipmentNumber: shipment.shipment_number }), { stopId: [SIGNATURE_MESSAGES.stopNotOnLoad({ shipmentNumber: shipment.shipment_number })] });
  const kind = signatureKindOfStop(stop.stop_type);
  if (!kind) throw badRequest(SIGNATURE_MESSAGES.stopNotSignable, { stopId: [SIGNATURE_MESSAGES.stopNotSignable] });
  if (await stopIsSigned(trx, stop.id)) throw conflict(SIGNATURE_MESSAGES.alreadySigned({ stopNumber: stop.stop_number, shipmentNumber: shipment.shipment_number }));
  return { stop, kind };
}

/**
 * Takes a signature at a stop: the signed PDF is drawn with the signer, role, time, place and the
 * SHA-256 of the signed content printed on it, filed as a document of the stop sealed with the
 * SHA-256 of its bytes (a proof of delivery at a dropoff, a bill of lading at a pickup), and the
 * signature recorded and audited, all in one transaction. A failed transaction removes the file.
 */
export async function takeSignature(deps: DocumentDeps, caller: Caller, id: number, body: SignatureBody, context: AuditContext, now = new Date()): Promise<{ data: Signature }> {
  let removeFile: (() => Promise<void>) | undefined;
  try {
    const signatureId = await deps.db.transaction().execute(async (trx) => {
      const shipment = await lockWritableShipment(trx, caller, id, 'stopEvent');
      const party = await shipmentPartyOf(trx, caller, shipment);
      if (party === null || !SIGNING_PARTIES.includes(party)) throw forbidden(SIGNATURE_MESSAGES.carrierOnly);
      if (!canSign(party, shipment)) throw conflict(SIGNATURE_MESSAGES.notBooked({ shipmentNumber: shipment.shipment_number }));
      // The drawing is checked once the caller may sign here: a record the caller cannot reach answers 404 whatever the body.
      const image = drawingOf(body);
      const parts = await documentParts(trx, shipment);
      const { stop, kind } = await stopToSign(trx, shipment, parts.stops, body.stopId);
      const place: SignedPlace | null = body.place ? { latitude: body.place.latitude, longitude: body.place.longitude, accuracyMeters: body.place.accuracyMeters } : null;
      const content: SignedContent = {
        kind,
        shipmentNumber: shipment.shipment_number,
        stopNumber: stop.stop_number,
        stopName: stop.name ?? '',
        signerName: body.signerName.trim(),
        signerRole: body.signerRole.trim(),
        signedAt: now.toISOString(),
        place,
        mode: body.mode,
        imageSha256: sha256Hex(image ?? new Uint8Array()),
      };
      const contentSha256 = sha256Hex(signedContentText(content));
      const bytes = await signedDocumentBytes({
        shipment,
        parts,
        stop,
        content,
        image,
        takenBy: `${caller.firstName} ${caller.lastName}`.trim(),
        contentSha256,
        signedAtLocal: formatInZone(now, stop.iana_timezone),
        billOfLading: kind === 'Pickup' ? (await billOfLadingPdf(trx, caller, shipment.id)).bytes : undefined,
      });
      const fileSha256 = sha256Hex(bytes);
      const stored = await storeSealedStopPdf(deps, trx, caller, {
        name: `${kind === 'Pickup' ? 'signed-bol' : 'signed-pod'}-${shipment.shipment_number}-stop-${stop.stop_number}.pdf`,
        fileType: kind === 'Pickup' ? FileType.BillOfLading : FileType.ProofOfDelivery,
        bytes,
        sha256: fileSha256,
        shipmentId: shipment.id,
        orderId: shipment.order_id,
        orderStopId: stop.order_stop_id,
      });
      removeFile = stored.removeFile;
      const newId = await insertSignature(trx, {
        shipment_id: shipment.id,
        shipment_stop_id: stop.id,
        carrier_id: shipment.carrier_id!,
        kind,
        signer_name: content.signerName,
        signer_role: content.signerRole,
        mode: body.mode,
        image,
        signed_at: now,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        accuracy_m: place?.accuracyMeters ?? null,
        content_sha256: contentSha256,
        file_sha256: fileSha256,
        document_id: stored.id,
        taken_by_user_id: caller.userId,
        taken_by_driver_id: party === 'driver' ? caller.driverId : null,
      });
      await recordAudit(trx, {
        action: 'signature.taken',
        actor: actorOf(caller),
        target: { type: 'shipment', id: shipment.id },
        context,
        details: { shipmentNumber: shipment.shipment_number, stopNumber: stop.stop_number, kind, signerName: content.signerName, signerRole: content.signerRole, documentId: stored.id, fileSha256 },
      });
      return newId;
    });
    const rows = await findSignatures(deps.db, id);
    return { data: signatureOf(rows.find((row) => row.id === signatureId)!) };
  } catch (error) {
    await removeFile?.().catch((cleanup) => deps.log.error({ err: cleanup }, 'could not remove the file of a failed signature'));
    throw error;
  }
}
