import { locationNumber } from '@portal/domain/locations/location-number';
import type { EdiLocation, EdiLocationInput } from '@portal/domain/locations/edi-location-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/problem';
import {
  deleteEdiLocation,
  findEdiHolder,
  findEdiLocation,
  findMappableLocation,
  insertEdiLocation,
  isHauledCustomer,
  listEdiLocations,
  listHauledCustomers,
  type EdiLocationRow,
} from './edi-locations.repository';
import { LOCATION_MESSAGES } from '@portal/domain/locations/location-messages';

const NOT_FOUND = 'EDI location';

function ediView(row: EdiLocationRow): EdiLocation {
  return {
    id: row.id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    code: row.code,
    location: { id: row.location_id, locationNumber: locationNumber(row.location_id), name: row.location_name, city: row.city, province: row.province, postalCode: row.postal_code },
    createdAt: row.created_at.toISOString(),
  };
}

/** A customer the caller has hauled for; any other id names nothing the caller may map (404). */
async function assertHauledCustomer(db: Db, caller: Caller, customerId: number) {
  if (!(await isHauledCustomer(db, caller.companyId, customerId))) throw notFound('Customer');
}

export async function getEdiLocations(db: Db, caller: Caller, customerId: number) {
  await assertHauledCustomer(db, caller, customerId);
  const rows = await listEdiLocations(db, caller.companyId, customerId);
  return { data: rows.map(ediView), totalCount: rows.length };
}

export async function getEdiCustomers(db: Db, caller: Caller) {
  const rows = await listHauledCustomers(db, caller.companyId);
  return { data: rows, totalCount: rows.length };
}

/** Maps a customer's code to a location; a code already mapped for that customer is a 409 naming the location that holds it. */
export async function mapEdiLocation(db: Db, caller: Caller, input: EdiLocationInput) {
  await assertHauledCustomer(db, caller, input.customerId);
  if (!(await findMappableLocation(db, caller.companyId, input.customerId, input.locationId))) {
    throw notFound('Location');
  }
  const id = await db.transaction().execute((trx) =>
    insertEdiLocation(trx, { company_id: caller.companyId, customer_id: input.customerId, code: input.code, location_id: input.locationId }),
  );
  if (id === undefined) {
    const holder = await findEdiHolder(db, caller.companyId, input.customerId, input.code);
    throw conflict(
      holder
        ? LOCATION_MESSAGES.ediCodeTaken({ code: input.code, locationName: holder.name, locationNumber: locationNumber(holder.location_id) })
        : LOCATION_MESSAGES.ediCodeTakenElsewhere({ code: input.code }),
    );
  }
  const row = await findEdiLocation(db, caller.companyId, id);
  if (!row) throw notFound(NOT_FOUND);
  return { data: ediView(row) };
}

export async function unmapEdiLocation(db: Db, caller: Caller, id: number) {
  if (!(await deleteEdiLocation(db, caller.companyId, id))) throw notFound(NOT_FOUND);
}
