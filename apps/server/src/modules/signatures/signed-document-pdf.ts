import { PDFDocument } from 'pdf-lib';
import { formatHash, formatSignedPlace, signedContentText, signedDocumentTitle, type SignedContent } from '@portal/domain/signatures/signature-rules';
import type { ShipmentStopsRow, ShipmentsRow } from '../../db/database';
import { LETTER_PORTRAIT, PDF_COLORS, PdfLayout } from '../../lib/pdf/pdf-layout';
import { address, stopFacilityLines, type DocumentParts } from '../shipments/documents/shipment-pdf-parts';

export interface SignedDocumentInput {
  shipment: ShipmentsRow;
  parts: DocumentParts;
  stop: ShipmentStopsRow;
  content: SignedContent;
  /** The drawing, for a drawn signature. */
  image: Uint8Array | null;
  takenBy: string;
  contentSha256: string;
  /** The signed time as the stop's clock shows it. */
  signedAtLocal: string;
  /** For a pickup: the bill of lading the shipper signs, printed before the signature page. */
  billOfLading?: Uint8Array;
}

const SIGNATURE_BOX = { width: 300, height: 110 };

/** The page that carries the signature: what was signed, by whom, when and where, and the seal. */
async function signaturePage(input: SignedDocumentInput): Promise<Uint8Array> {
  const { shipment, parts, stop, content } = input;
  const number = shipment.shipment_number;
  const title = signedDocumentTitle(content.kind);
  const pdf = await PdfLayout.create({
    page: LETTER_PORTRAIT,
    margin: 48,
    title: `${title} ${number}`,
    subject: `Shipment ${number}, stop ${stop.stop_number}`,
    keywords: [`Shipment ${number}`, `SHA-256 ${input.contentSha256}`],
    footer: (page) => `${title} - Shipment ${number} - stop ${stop.stop_number} - page ${page}`,
  });
  pdf.title(title, `${content.kind === 'Pickup' ? 'BOL' : 'POD'} ${number}`);
  pdf.line(`Shipment ${number}${parts.order ? `   Order ${parts.order.order_number}` : ''}   Stop ${stop.stop_number} (${stop.stop_type})`, { bold: true });
  pdf.heading(content.kind === 'Pickup' ? 'Picked up at' : 'Delivered to');
  pdf.columns(['Facility', ...stopFacilityLines(stop)], ['Carrier', ...address(parts.carrier)]);
  pdf.heading('Signature');
  if (content.mode === 'Drawn' && input.image) await pdf.picture(input.image, SIGNATURE_BOX, 'Drawn on the phone by the signer');
  else await pdf.writtenSignature(content.signerName, SIGNATURE_BOX, 'Typed name signed as the signature (no drawing)');
  pdf.facts(
    [
      ['Signed by', content.signerName],
      ['Role', content.signerRole],
      ['Signed at', `${input.signedAtLocal} (${content.signedAt})`],
      ['Place', formatSignedPlace(content.place)],
      ['Phone held by', input.takenBy],
    ],
    { labelWidth: 110 },
  );
  pdf.heading('Seal');
  pdf.line('SHA-256 of the signed content:', { bold: true });
  pdf.line(formatHash(input.contentSha256), { size: 11 });
  pdf.line('The content is the text below, one line a fact; the image line is the SHA-256 of the drawing. The portal keeps this file as signed and checks it on every download.', {
    color: PDF_COLORS.muted,
    size: 8.5,
  });
  pdf.line(signedContentText(content), { size: 8, color: PDF_COLORS.muted });
  return pdf.save();
}

/** The signed PDF: for a pickup the bill of lading followed by its signature page, for a dropoff the signature page alone. */
export async function signedDocumentBytes(input: SignedDocumentInput): Promise<Uint8Array> {
  const page = await signaturePage(input);
  if (!input.billOfLading) return page;
  const merged = await PDFDocument.load(input.billOfLading);
  const signature = await PDFDocument.load(page);
  for (const copied of await merged.copyPages(signature, signature.getPageIndices())) merged.addPage(copied);
  merged.setTitle(signature.getTitle() ?? '');
  merged.setSubject(signature.getSubject() ?? '');
  merged.setKeywords([signature.getKeywords() ?? '']);
  return merged.save({ useObjectStreams: false });
}
