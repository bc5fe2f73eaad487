import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AUTHORITY_STATUSES, COVERAGES } from '@portal/domain/compliance/compliance-rules';
import type { FmcsaCarrier } from '../modules/compliance/fmcsa-source';
import { fakeCarrierOf } from './fake-fmcsa-source';
import { deleteFakeCarrier, saveFakeCarrier } from './fake-fmcsa.repository';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const FilingSchema = z.object({
  form: z.string().max(20).default('BMC-91X'),
  coverage: z.enum(COVERAGES),
  insurer: z.string().min(1).max(120),
  policyNumber: z.string().min(1).max(60),
  amountThousands: z.number().int().positive().max(100_000),
  effectiveOn: day,
  expiresOn: day,
  cancellationOn: day.nullable().default(null),
});

/** A change to a carrier's record: what is given replaces what the fake held. */
const ChangeSchema = z.object({
  authorityStatus: z.enum(AUTHORITY_STATUSES).optional(),
  outOfService: z.boolean().optional(),
  safetyRating: z.string().max(40).nullable().optional(),
  insurance: z.array(FilingSchema).max(20).optional(),
});

const DotParams = z.object({ dotNumber: z.string().regex(/^\d{1,8}$/) });

/**
 * A local stand-in for FMCSA's carrier lookup, mounted at /__fake/fmcsa in local and test modes only
 * (never in production): GET a carrier by USDOT number in the lookup's shape, PUT a change to it (a
 * revoked authority, a cancelled policy) and DELETE it back to the default. Its records are rows of
 * the database, so a change made through one server process is what every process reads.
 */
export const fakeFmcsaPlugin: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };

  app.get('/carriers/:dotNumber', hide, async (request, reply) => {
    const params = DotParams.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ message: 'The USDOT number is 1 to 8 digits' });
    const carrier = await fakeCarrierOf(app.db, params.data.dotNumber, new Date());
    if (!carrier) return reply.code(404).send({ message: 'No carrier with this USDOT number' });
    return { content: { carrier } };
  });

  app.put('/carriers/:dotNumber', hide, async (request, reply) => {
    const params = DotParams.safeParse(request.params);
    const change = ChangeSchema.safeParse(request.body ?? {});
    if (!params.success || !change.success) return reply.code(400).send({ message: 'A USDOT number, and authorityStatus, outOfService, safetyRating or insurance to change' });
    const now = new Date();
    const current = await fakeCarrierOf(app.db, params.data.dotNumber, now);
    if (!current) return reply.code(404).send({ message: 'No carrier with this USDOT number' });
    const { authorityStatus, outOfService, safetyRating, insurance } = change.data;
    const carrier: FmcsaCarrier = {
      ...current,
      ...(outOfService === undefined ? {} : { outOfService }),
      ...(safetyRating === undefined ? {} : { safetyRating }),
      ...(insurance === undefined ? {} : { insurance }),
      dockets: authorityStatus === undefined ? current.dockets : current.dockets.map((d) => (d.authorityType === 'Broker' ? d : { ...d, status: authorityStatus, statusOn: now.toISOString().slice(0, 10) })),
    };
    await saveFakeCarrier(app.db, carrier, now);
    return { content: { carrier } };
  });

  app.delete('/carriers/:dotNumber', hide, async (request, reply) => {
    const params = DotParams.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ message: 'The USDOT number is 1 to 8 digits' });
    await deleteFakeCarrier(app.db, params.data.dotNumber);
    return reply.code(204).send();
  });
};
