import { positionDay, positionTimeIssue } from '@portal/domain/positions/position-rules';
import type { PositionBatchAnswer, PositionBatchBodySchema } from '@portal/domain/positions/position-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { applyNewestPoints, loadsOfPoints, type DevicePoint } from '../shipments/tracking/load-positions.service';
import { ensureDayPartitions } from './position-partitions';
import { insertPoints } from './positions.repository';
import { noticeStopEvents } from '../stop-arrivals/stop-arrivals.service';

const REFUSED_LOAD = 'Not a moving load of your company (Booked to At Stop)';

/**
 * A batch of positions of the caller's devices. Each point is checked on its own: a time outside
 * what is kept or a load that is not the caller's rejects that point, not the batch. The points are
 * stored once (a resent batch answers duplicates) and every load's newest point moves it, all in one
 * transaction, so an answered batch is wholly stored.
 */
export async function ingestPositions(db: Db, caller: Caller, body: z.output<typeof PositionBatchBodySchema>, retentionDays: number, now = new Date()): Promise<PositionBatchAnswer> {
  const rejected: PositionBatchAnswer['data']['rejected'] = [];
  const timed: (DevicePoint & { index: number; headingDegrees: number | null })[] = [];
  const seen = new Set<string>();
  for (const [index, p] of body.positions.entries()) {
    const at = new Date(p.recordedAt);
    const issue = positionTimeIssue(at, now, retentionDays);
    if (issue) {
      rejected.push({ index, reason: issue });
      continue;
    }
    const key = `${p.deviceId}\u0000${at.getTime()}`;
    if (seen.has(key)) {
      rejected.push({ index, reason: 'The same device and time appear twice in the batch' });
      continue;
    }
    seen.add(key);
    timed.push({
      index,
      deviceId: p.deviceId,
      shipmentNumber: p.shipmentNumber,
      at,
      latitude: p.latitude,
      longitude: p.longitude,
      speedMph: p.speedMph ?? null,
      headingDegrees: p.headingDegrees ?? null,
      source: body.source === 'Phone' ? 'DriverLink' : 'ELD',
    });
  }

  const loads = await loadsOfPoints(db, caller, timed);
  const kept = timed.flatMap((point, i) => {
    const of = loads[i];
    if ('refused' in of) {
      rejected.push({ index: point.index, reason: REFUSED_LOAD });
      return [];
    }
    return [{ point, shipmentIds: of.shipmentIds }];
  });
  await ensureDayPartitions(db, [...new Set(kept.map((k) => positionDay(k.point.at).getTime()))].map((t) => new Date(t)));

  const { stored, moved, applied } = await db.transaction().execute(async (trx) => {
    const inserted = await insertPoints(
      trx,
      kept.map(({ point, shipmentIds }) => ({
        companyId: caller.companyId,
        deviceId: point.deviceId,
        recordedAt: point.at,
        latitude: point.latitude,
        longitude: point.longitude,
        speedMph: point.speedMph,
        headingDegrees: point.headingDegrees,
        shipmentId: shipmentIds[0] ?? null,
        source: body.source,
      })),
    );
    const fresh = new Set(inserted.map((r) => `${r.device_id}\u0000${new Date(r.recorded_at).getTime()}`));
    const freshPoints = kept.filter(({ point }) => fresh.has(`${point.deviceId}\u0000${point.at.getTime()}`));
    const applied = freshPoints.flatMap(({ point, shipmentIds }) => shipmentIds.map((shipmentId) => ({ ...point, shipmentId })));
    const { moved } = await applyNewestPoints(trx, applied);
    return { stored: inserted.length, moved, applied };
  });
  // Once the points are stored, the loads near a stop replay their track through the stops' fences.
  await noticeStopEvents(db, applied);

  return {
    data: {
      accepted: stored,
      duplicates: kept.length - stored,
      rejected: rejected.sort((a, b) => a.index - b.index),
      shipmentsUpdated: moved,
    },
  };
}
