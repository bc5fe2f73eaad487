import { z } from 'zod';
import { isAdmin, type AccessSubject } from './access';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/**
 * What a company's key may use: an area of the Carrier and Trucks APIs, to read or also to write.
 * Writing includes reading, so a key with shipments:write reads shipments too.
 */
export const API_KEY_AREAS = ['profile', 'shipments', 'documents', 'notes', 'cases', 'tenders', 'invoices'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];
export const API_KEY_SCOPES = API_KEY_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const);
export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;

/** Whether a key's scopes let it make a call of this method in this area. */
export function scopeAllows(scopes: readonly string[], area: ApiKeyArea, method: string): boolean {
  const reading = method === 'GET' || method === 'HEAD';
  return scopes.includes(`${area}:write`) || (reading && scopes.includes(`${area}:read`));
}

/** The key as shown to admins: never the secret, only its first characters to recognise it. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  rotatedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.output<typeof ApiKeySchema>;
export const ApiKeysAnswerSchema = z.object({ data: z.array(ApiKeySchema) });
export type ApiKeysAnswer = z.output<typeof ApiKeysAnswerSchema>;

export const NewApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Name the key').max(100, 'At most 100 characters'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES as unknown as [ApiKeyScope, ...ApiKeyScope[]]))
    .min(1, 'Choose what the key may use')
    .max(API_KEY_SCOPES.length),
});
export type NewApiKey = z.input<typeof NewApiKeySchema>;

/** The secret, shown once when a key is made or rotated. */
export const ApiKeySecretAnswerSchema = z.object({ data: ApiKeySchema.extend({ secret: z.string() }), ...ANSWER_MESSAGE_FIELDS });
export type ApiKeySecretAnswer = z.output<typeof ApiKeySecretAnswerSchema>;

export const ApiKeyIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const API_KEY_CREATED = 'API key created. Copy it now: it is not shown again.';
export const API_KEY_ROTATED = 'API key rotated. Copy the new key now: the old one no longer works.';
export const API_KEY_REVOKED = 'API key revoked';
export const API_KEY_SCOPE_MISSING = 'This API key may not use this part of the API';

/** A carrier's own admins manage its keys: the APIs they open are the carrier's. */
export function canManageApiKeys(user: AccessSubject): boolean {
  return isAdmin(user) && user.permissions.includes('CarrierPortal') && !user.isBroker && user.isBrokerage !== true;
}
