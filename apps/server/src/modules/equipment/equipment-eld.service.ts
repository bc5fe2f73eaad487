import type { Db } from '../../db/db';
import { findPowerUnitLinks, findPowerUnitsToMatch, linkEldVehicle } from './equipment.repository';

/** A vehicle as the tracking provider lists it. */
export interface EldVehicle {
  id: string;
  name: string;
  vin: string | null;
}

export interface PowerUnitLink {
  equipmentId: number;
  unitNumber: string;
  eldVehicleId: string | null;
}

const normal = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/**
 * Links the company's power units in service to the provider's vehicles (the "ELD vehicle link
 * for power units"): a unit keeps a link that the provider still lists; a unit without one (or with
 * one the provider no longer lists) is matched by VIN, else by unit number against the vehicle's
 * name. A vehicle is linked to one unit at most. Answers every power unit with its link.
 */
export async function matchEldVehicles(db: Db, companyId: number, vehicles: readonly EldVehicle[]): Promise<PowerUnitLink[]> {
  const units = await findPowerUnitsToMatch(db, companyId);
  const listed = new Set(vehicles.map((v) => v.id));
  const taken = new Set(units.filter((u) => u.eld_vehicle_id && listed.has(u.eld_vehicle_id)).map((u) => u.eld_vehicle_id!));
  const links: PowerUnitLink[] = [];
  for (const unit of units) {
    let link = unit.eld_vehicle_id;
    if (!link || !listed.has(link)) {
      const free = vehicles.filter((v) => !taken.has(v.id));
      const match = (unit.vin && free.find((v) => v.vin && normal(v.vin) === normal(unit.vin!))) || free.find((v) => normal(v.name) === normal(unit.unit_number));
      if (match) {
        link = match.id;
        taken.add(match.id);
        await linkEldVehicle(db, companyId, unit.id, match.id);
      }
    }
    links.push({ equipmentId: unit.id, unitNumber: unit.unit_number, eldVehicleId: link });
  }
  return links;
}

/** The company's power units in service with their ELD links, without matching. */
export async function listPowerUnitLinks(db: Db, companyId: number): Promise<PowerUnitLink[]> {
  const units = await findPowerUnitLinks(db, companyId);
  return units.map((u) => ({ equipmentId: u.id, unitNumber: u.unit_number, eldVehicleId: u.eld_vehicle_id }));
}
