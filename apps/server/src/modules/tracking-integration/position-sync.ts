import { matchEldVehicles } from '../equipment/equipment-eld.service';
import { applyTruckPoints, type DevicePoint } from '../shipments/tracking/load-positions.service';
import { noticeStopEvents } from '../stop-arrivals/stop-arrivals.service';
import type { Db } from '../../db/db';
import { withAccessToken } from './access-token';
import { ProviderError, type GpsPoint, type VehicleGpsStat } from './samsara-client';
import type { TrackingContext } from './tracking-context';
import { findIntegration, insertPositions, listVehicles, updateIntegration, upsertVehicles } from './tracking-integration.repository';

/** Feed pages read per poll at most; the rest waits for the next poll (the cursor remembers). */
const MAX_PAGES_PER_POLL = 50;

const pointsOf = (row: VehicleGpsStat): GpsPoint[] => (Array.isArray(row.gps) ? row.gps : row.gps ? [row.gps] : []);

export interface SyncResult {
  vehicles: number;
  positions: number;
  shipments: number;
  proposals: number;
}

/**
 * One poll of the company's install: the GPS feed from the stored cursor to its end (the first poll
 * starts from the snapshot the feed gives without a cursor), vehicles matched to power units, every
 * point kept, and the newest point per matched unit applied to its loads.
 */
export async function syncPositions(ctx: TrackingContext, companyId: number, now = new Date()): Promise<SyncResult> {
  const integration = await findIntegration(ctx.db, companyId, 'samsara');
  if (!integration) return { vehicles: 0, positions: 0, shipments: 0, proposals: 0 };
  const rows: VehicleGpsStat[] = [];
  let cursor = integration.feed_cursor ?? undefined;
  try {
    await withAccessToken(
      ctx,
      companyId,
      async (token) => {
        for (let pages = 0; pages < MAX_PAGES_PER_POLL; pages++) {
          const page = await ctx.client.vehicleGpsFeed(token, cursor);
          rows.push(...page.data);
          cursor = page.pagination.endCursor;
          if (!page.pagination.hasNextPage) break;
        }
      },
      now,
    );
  } catch (error) {
    // Keep what was read; a 429 that outlasted the retries pushes the next poll past its Retry-After.
    if (error instanceof ProviderError && error.status === 429) {
      await updateIntegration(ctx.db, integration.id, { poll_not_before: new Date(now.getTime() + (error.retryAfterSeconds ?? 60) * 1000), last_error_code: 'rate_limited', last_error_at: now });
    } else if (error instanceof ProviderError && !error.needsReauth) {
      await updateIntegration(ctx.db, integration.id, { last_error_code: error.code, last_error_at: now });
    }
    throw error;
  }
  return storeRows(ctx.db, integration.id, companyId, rows, cursor ?? null, now);
}

async function storeRows(db: Db, integrationId: number, companyId: number, rows: VehicleGpsStat[], cursor: string | null, now: Date): Promise<SyncResult> {
  const latest = new Map<string, { row: VehicleGpsStat; point: GpsPoint | undefined }>();
  for (const row of rows) {
    const newest = pointsOf(row).sort((a, b) => Date.parse(b.time) - Date.parse(a.time))[0];
    const seen = latest.get(row.id);
    if (!seen || (newest && (!seen.point || Date.parse(newest.time) > Date.parse(seen.point.time)))) latest.set(row.id, { row, point: newest ?? seen?.point });
  }
  await upsertVehicles(
    db,
    integrationId,
    [...latest.values()].map(({ row, point }) => ({
      id: row.id,
      name: row.name,
      vin: row.externalIds?.['samsara.vin'] ?? null,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      at: point ? new Date(point.time) : null,
      location: point?.reverseGeo?.formattedLocation ?? null,
    })),
    now,
  );
  const vehicles = await listVehicles(db, integrationId);
  const links = await matchEldVehicles(db, companyId, vehicles.map((v) => ({ id: v.provider_vehicle_id, name: v.name, vin: v.vin })));
  const unitByVehicle = new Map(links.filter((l) => l.eldVehicleId).map((l) => [l.eldVehicleId!, l]));

  const points = rows.flatMap((row) => pointsOf(row).map((point) => ({ row, point })));
  await insertPositions(
    db,
    points.map(({ row, point }) => ({
      companyId,
      provider: 'samsara',
      vehicleId: row.id,
      equipmentId: unitByVehicle.get(row.id)?.equipmentId ?? null,
      at: new Date(point.time),
      lat: point.latitude,
      lon: point.longitude,
      heading: point.headingDegrees ?? null,
      speed: point.speedMilesPerHour ?? null,
      ecu: point.isEcuSpeed ?? null,
      location: point.reverseGeo?.formattedLocation ?? null,
    })),
  );
  const truckPoints: DevicePoint[] = [];
  for (const { row, point } of latest.values()) {
    const unit = unitByVehicle.get(row.id);
    if (!unit || !point) continue;
    truckPoints.push({
      deviceId: unit.unitNumber,
      at: new Date(point.time),
      latitude: point.latitude,
      longitude: point.longitude,
      speedMph: point.speedMilesPerHour ?? null,
      source: 'ELD',
      formattedLocation: point.reverseGeo?.formattedLocation ?? null,
    });
  }
  const applied = await applyTruckPoints(db, companyId, truckPoints);
  const proposals = await noticeStopEvents(db, applied.onLoads);
  const newest = points.reduce<number | null>((max, { point }) => Math.max(max ?? 0, Date.parse(point.time)), null);
  await updateIntegration(db, integrationId, {
    feed_cursor: cursor,
    last_success_at: now,
    poll_not_before: null,
    ...(newest === null ? {} : { last_position_at: new Date(newest) }),
  });
  return { vehicles: latest.size, positions: points.length, shipments: applied.moved, proposals };
}
