import type { Driver, DriverDetail, DriverValues } from '@portal/domain/drivers/driver-schemas';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { driverContact } from '../../lib/driver-contact';
import { conflict, invalidFields, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { findLatestSignInLink } from './driver-sign-in-links.repository';
import { endDriverAccess, restoreDriverSignIn, signInLinkView } from './driver-sign-in-links.service';
import {
  findCompanyDriver,
  insertDriver,
  isCompanyImage,
  listCompanyDrivers,
  lockCompanyDriver,
  setDriverActive,
  updateDriver,
  type DriverColumns,
  type DriverFilter,
  type DriverRow,
} from './drivers.repository';
import { DRIVER_MESSAGES } from '@portal/domain/drivers/driver-messages';

function driverView(d: DriverRow): Driver {
  return {
    ...driverContact(d),
    licenseNumber: d.license_number,
    licenseState: d.license_state,
    licenseExpiresOn: d.license_expires_on,
    isActive: d.is_active,
  };
}

export interface DriverSearchInput extends DriverFilter {
  companyId?: number;
  page: number;
  pageSize: number;
}

/**
 * Search drivers (Portal API contacts) and the drivers page: the caller's company's drivers, active
 * ones unless asked. companyId defaults to the caller's; another company's drivers are not the
 * caller's to see (404), except for the brokerage.
 */
export async function searchDrivers(db: Db, caller: Caller, input: DriverSearchInput) {
  const companyId = input.companyId ?? caller.companyId;
  if (companyId !== caller.companyId && !caller.isBrokerage) throw notFound('Company');
  const { rows, totalCount } = await listCompanyDrivers(db, companyId, input, { page: input.page, pageSize: input.pageSize });
  return { totalCount, data: rows.map(driverView) };
}

export async function getDriver(db: Db, caller: Caller, driverId: number): Promise<DriverDetail> {
  const driver = await findCompanyDriver(db, caller.companyId, driverId);
  if (!driver) throw notFound('Driver');
  return { ...driverView(driver), signInLink: signInLinkView(await findLatestSignInLink(db, driverId)) };
}

async function columnsOf(db: Db, caller: Caller, values: DriverValues): Promise<DriverColumns> {
  // A picture is a file the company uploaded (an image); anything else is refused like a bad value.
  if (values.fileId && !(await isCompanyImage(db, caller.companyId, values.fileId))) {
    throw invalidFields({ fileId: [DRIVER_MESSAGES.notOwnImage] });
  }
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email ?? null,
    mobile_phone: values.mobilePhone ?? null,
    license_number: values.licenseNumber ?? null,
    license_state: values.licenseState ?? null,
    license_expires_on: values.licenseExpiresOn ?? null,
    profile_file_id: values.fileId ?? null,
  };
}

export async function createDriver(db: Db, caller: Caller, values: DriverValues): Promise<DriverDetail> {
  const columns = await columnsOf(db, caller, values);
  const id = await db.transaction().execute((trx) => insertDriver(trx, caller.companyId, columns));
  return getDriver(db, caller, id);
}

export async function editDriver(db: Db, caller: Caller, driverId: number, values: DriverValues): Promise<DriverDetail> {
  const columns = await columnsOf(db, caller, values);
  await db.transaction().execute(async (trx) => {
    const driver = await lockCompanyDriver(trx, caller.companyId, driverId);
    if (!driver) throw notFound('Driver');
    // The picture has its own calls (driver-picture.service.ts): an edit without fileId keeps it.
    const { profile_file_id: picture, ...rest } = columns;
    await updateDriver(trx, driverId, values.fileId === undefined ? rest : { ...rest, profile_file_id: picture });
  });
  return getDriver(db, caller, driverId);
}

/**
 * Deactivates a driver: no longer offered in pickers; in the same transaction their sign-in links,
 * sessions and password sign-in end and they come off the loads still moving (a driver who left must
 * not keep reading loads). Reactivating lets the password sign in again and sends nothing.
 */
export async function setDriverStatus(db: Db, caller: Caller, driverId: number, active: boolean, audit: AuditContext): Promise<DriverDetail> {
  await db.transaction().execute(async (trx) => {
    const driver = await lockCompanyDriver(trx, caller.companyId, driverId);
    if (!driver) throw notFound('Driver');
    const name = `${driver.first_name} ${driver.last_name}`;
    if (driver.is_active === active) throw conflict((active ? DRIVER_MESSAGES.alreadyActive : DRIVER_MESSAGES.alreadyInactive)({ driverName: name }));
    const now = new Date();
    await setDriverActive(trx, driverId, active, now);
    if (active) await restoreDriverSignIn(trx, driver);
    else await endDriverAccess(trx, caller, driver, now);
    await recordAudit(trx, {
      action: active ? 'driver.reactivated' : 'driver.deactivated',
      actor: actorOf(caller),
      target: { type: 'driver', id: driverId },
      context: audit,
      details: { name },
    });
  });
  return getDriver(db, caller, driverId);
}

/** A driver of the company, for other modules that read one they were given (undefined for another company's). */
export function driverOfCompany(db: Db, companyId: number, driverId: number): Promise<DriverRow | undefined> {
  return findCompanyDriver(db, companyId, driverId);
}

/** Whether the driver belongs to the company (a tender answer or a posted truck names one of its own). */
export async function isCompanyDriver(db: Db, companyId: number, driverId: number): Promise<boolean> {
  return !!(await findCompanyDriver(db, companyId, driverId));
}
