import { z } from 'zod';
import { idParam } from '../common/query-schemas';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** The ELD providers the portal connects to; Samsara is the one the spec names. */
export const TRACKING_PROVIDERS = ['samsara'] as const;
export type TrackingProvider = (typeof TRACKING_PROVIDERS)[number];

/** Where an install stands: connected, needs re-authorisation (a refused refresh or a 401), error, disconnected. */
export const INTEGRATION_STATUSES = ['connected', 'needs_reauth', 'error', 'disconnected'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const INTEGRATION_STATUS_LABELS: Record<IntegrationStatus, string> = {
  connected: 'Connected',
  needs_reauth: 'Needs re-authorisation',
  error: 'Error',
  disconnected: 'Disconnected',
};

export const PROVIDER_NAMES: Record<TrackingProvider, string> = { samsara: 'Samsara' };

export const ProviderParamsSchema = z.object({ provider: z.enum(TRACKING_PROVIDERS) });
export const ProposalIdParamsSchema = z.object({ proposalId: idParam });

export const CallbackQuerySchema = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(100).optional(),
});

/** What the portal page the provider sent the admin back to hands on, as the signed-in admin. */
export const CompleteAuthorizeBodySchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(256),
});
export type CompleteAuthorizeBody = z.infer<typeof CompleteAuthorizeBodySchema>;

const powerUnitSchema = z.object({
  equipmentId: z.number().int(),
  unitNumber: z.string(),
  eldVehicleId: z.string().nullable(),
  /** The ELD vehicle's name when matched, else null (the unit's link is not among the provider's vehicles). */
  eldVehicleName: z.string().nullable(),
  lastPositionAt: z.string().nullable(),
  lastLocation: z.string().nullable(),
});

export const IntegrationSchema = z.object({
  provider: z.enum(TRACKING_PROVIDERS),
  providerName: z.string(),
  configured: z.boolean(),
  status: z.enum(INTEGRATION_STATUSES),
  connectedBy: z.string().nullable(),
  connectedAt: z.string().nullable(),
  externalOrgName: z.string().nullable(),
  scopes: z.array(z.string()),
  accessExpiresAt: z.string().nullable(),
  lastPositionAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastErrorCode: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  eldVehicleCount: z.number().int(),
  powerUnits: z.array(powerUnitSchema),
});
export type Integration = z.infer<typeof IntegrationSchema>;
export type IntegrationPowerUnit = z.infer<typeof powerUnitSchema>;

export const IntegrationListSchema = z.object({ data: z.array(IntegrationSchema) });
export const IntegrationAnswerSchema = z.object({ data: IntegrationSchema });
export const AuthorizeAnswerSchema = z.object({ data: z.object({ authorizeUrl: z.string() }) });

export const TestAnswerSchema = z.object({
  data: z.object({ ok: z.boolean(), latencyMs: z.number().int(), vehicleCount: z.number().int(), orgName: z.string().nullable(), ...ANSWER_MESSAGE_FIELDS }),
});
export type TestResult = z.infer<typeof TestAnswerSchema>['data'];

export const ProposalSchema = z.object({
  id: z.number().int(),
  shipmentId: z.number().int(),
  stopId: z.number().int(),
  kind: z.enum(['Arrival', 'Departure']),
  occurredAt: z.string(),
  source: z.enum(['ELD', 'DriverLink']),
  status: z.enum(['Proposed', 'Accepted', 'Dismissed']),
  description: z.string(),
});
export const ProposalListSchema = z.object({ data: z.array(ProposalSchema) });
export const ProposalAnswerSchema = z.object({ data: ProposalSchema });
export type StopEventProposal = z.infer<typeof ProposalSchema>;

export const ShipmentIdParamsSchema = z.object({ id: idParam });
/** A stop-event proposal of a shipment: /shipments/:id/stop-event-proposals/:proposalId/... */
export const ShipmentProposalParamsSchema = ShipmentIdParamsSchema.extend(ProposalIdParamsSchema.shape);

/** Messages of the integration (toasts). */
export const INTEGRATION_MESSAGES = {
  connected: 'Samsara connected',
  disconnected: 'Samsara disconnected',
  stateMismatch: 'The connection request expired or was not started here; start it again',
  accessDenied: 'The connection was declined at Samsara',
} as const;
