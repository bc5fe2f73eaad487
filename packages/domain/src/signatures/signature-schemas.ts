import { z } from 'zod';
import { SIGNATURE_IMAGE_BASE64_MAX_LENGTH, SIGNATURE_KINDS, SIGNATURE_MODES, SIGNER_NAME_MAX_LENGTH, SIGNER_ROLE_MAX_LENGTH } from './signature-rules';

const text = (max: number, empty: string) => z.string().trim().min(1, empty).max(max, `At most ${max} characters`);

/** Where the phone was when the signature was taken, when it said. */
export const SignedPlaceSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().min(0).max(100_000).nullable(),
});

/** A signature taken at a stop: signer, role, the drawing (or the typed name) and where. */
export const SignatureBodySchema = z.object({
  stopId: z.number().int().positive().describe('The shipment stop signed for: a pickup (bill of lading) or a dropoff (proof of delivery)'),
  signerName: text(SIGNER_NAME_MAX_LENGTH, 'Enter the name of the person signing'),
  signerRole: text(SIGNER_ROLE_MAX_LENGTH, 'Enter their role, e.g. Receiving clerk'),
  mode: z.enum(SIGNATURE_MODES).describe('Drawn: the image is the signature. Typed: the typed name is'),
  image: z
    .string()
    .max(SIGNATURE_IMAGE_BASE64_MAX_LENGTH, 'The drawing is too large')
    .optional()
    .describe('The drawing as a PNG, base64 (a data: URL is accepted); required when drawn'),
  place: SignedPlaceSchema.nullable().optional(),
});
export type SignatureBody = z.input<typeof SignatureBodySchema>;

export const SignatureSchema = z.object({
  id: z.number().int(),
  stopId: z.number().int(),
  stopNumber: z.number().int(),
  kind: z.enum(SIGNATURE_KINDS),
  signerName: z.string(),
  signerRole: z.string(),
  mode: z.enum(SIGNATURE_MODES),
  signedAt: z.string(),
  place: SignedPlaceSchema.nullable(),
  contentSha256: z.string().describe('SHA-256 of the signed content, printed on the document'),
  fileSha256: z.string().describe('SHA-256 of the PDF as stored; every download is checked against it'),
  documentId: z.string().describe('The signed PDF, a document of the load'),
  documentName: z.string(),
  takenBy: z.string().describe('Who held the phone: the driver or the carrier user'),
});
export type Signature = z.output<typeof SignatureSchema>;

/** A stop that takes a signature, and its signature once taken. */
export const SignableStopSchema = z.object({
  stopId: z.number().int(),
  stopNumber: z.number().int(),
  kind: z.enum(SIGNATURE_KINDS),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  signature: SignatureSchema.nullable(),
});
export type SignableStop = z.output<typeof SignableStopSchema>;

export const SignaturesAnswerSchema = z.object({
  data: z.object({
    stops: z.array(SignableStopSchema),
    /** The caller may take signatures on this load (its carrier's users and assigned driver, while it is booked). */
    canSign: z.boolean(),
  }),
});
export type SignaturesAnswer = z.output<typeof SignaturesAnswerSchema>['data'];

export const SignatureAnswerSchema = z.object({ data: SignatureSchema });
