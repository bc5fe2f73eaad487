/**
 * Signing on the glass: at a pickup the shipper signs the bill of lading, at a dropoff the receiver
 * signs the proof of delivery, on the driver's (or the carrier's) phone. The signer types a name and
 * a role and draws the signature; someone who cannot draw (a keyboard, a screen reader) signs with
 * the typed name instead, which the document prints as the signature.
 */

export const SIGNATURE_KINDS = ['Pickup', 'Delivery'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

export const SIGNATURE_MODES = ['Drawn', 'Typed'] as const;
export type SignatureMode = (typeof SIGNATURE_MODES)[number];

export const SIGNER_NAME_MAX_LENGTH = 100;
export const SIGNER_ROLE_MAX_LENGTH = 60;

/** The largest drawing taken: a phone-sized canvas as PNG is a few dozen kilobytes. */
export const SIGNATURE_IMAGE_MAX_BYTES = 256 * 1024;
export const SIGNATURE_IMAGE_BASE64_MAX_LENGTH = 4 * Math.ceil(SIGNATURE_IMAGE_MAX_BYTES / 3) + 32;

/** Which signature a stop takes: the shipper's at a pickup, the receiver's at a dropoff. */
export function signatureKindOfStop(stopType: string): SignatureKind | undefined {
  if (stopType === 'Pickup') return 'Pickup';
  if (stopType === 'Dropoff') return 'Delivery';
  return undefined;
}

/** The title of the signed document of a kind. */
export function signedDocumentTitle(kind: SignatureKind): string {
  return kind === 'Pickup' ? 'Signed Bill of Lading' : 'Signed Proof of Delivery';
}

export interface SignedPlace {
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
}

/** A place as printed: five decimals (about a metre) and the phone's accuracy when it gave one. */
export function formatSignedPlace(place: SignedPlace | null): string {
  if (!place) return 'Not given by the device';
  const accuracy = place.accuracyMeters === null ? '' : ` (within ${Math.round(place.accuracyMeters)} m)`;
  return `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}${accuracy}`;
}

/** What a signed document attests, each fact once. */
export interface SignedContent {
  kind: SignatureKind;
  shipmentNumber: string;
  stopNumber: number;
  stopName: string;
  signerName: string;
  signerRole: string;
  signedAt: string;
  place: SignedPlace | null;
  mode: SignatureMode;
  /** SHA-256 (hex) of the drawn image's bytes; for a typed signature, of nothing. */
  imageSha256: string;
}

/**
 * The canonical text of what was signed, one `name=value` a line in a fixed order: the input of the
 * content hash printed on the document, so anyone holding the same facts recomputes the same hash.
 */
export function signedContentText(content: SignedContent): string {
  return [
    `kind=${content.kind}`,
    `shipment=${content.shipmentNumber}`,
    `stop=${content.stopNumber}`,
    `stopName=${content.stopName}`,
    `signer=${content.signerName}`,
    `role=${content.signerRole}`,
    `signedAt=${content.signedAt}`,
    `place=${content.place ? `${content.place.latitude.toFixed(6)},${content.place.longitude.toFixed(6)}` : 'none'}`,
    `mode=${content.mode}`,
    `image=${content.imageSha256}`,
  ].join('\n');
}

/** A hash as printed: groups of eight, so a reader can compare it by eye. */
export function formatHash(hex: string): string {
  return hex.replace(/(.{8})(?=.)/g, '$1 ');
}
