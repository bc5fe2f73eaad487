import { EntityType } from '@portal/domain/common/entity-type';
import type { DriverDetail, DriverPictureBody } from '@portal/domain/drivers/driver-schemas';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import type { DocumentDeps } from '../documents/documents.service';
import { removeProfilePicture, storeProfilePicture } from '../documents/profile-picture.service';
import { findCompanyDriver, lockCompanyDriver, setDriverPicture } from './drivers.repository';
import { getDriver } from './drivers.service';

/**
 * Uploads a driver's profile picture (PNG or JPEG by content, like document uploads) and puts it on
 * the driver; the picture it replaces is removed. Another company's driver is a 404, before any file
 * is stored.
 */
export async function uploadDriverPicture(deps: DocumentDeps, caller: Caller, driverId: number, body: DriverPictureBody): Promise<DriverDetail> {
  if (!(await findCompanyDriver(deps.db, caller.companyId, driverId))) throw notFound('Driver');
  await storeProfilePicture(deps, caller, { entityType: EntityType.DRIVER, entityId: driverId }, body, async (trx, documentId) => {
    const driver = await lockCompanyDriver(trx, caller.companyId, driverId);
    if (!driver) throw notFound('Driver');
    await setDriverPicture(trx, driverId, documentId);
    return driver.profile_file_id;
  });
  return getDriver(deps.db, caller, driverId);
}

/** Takes the picture off the driver and removes it; a driver without one answers as is. */
export async function removeDriverPicture(deps: DocumentDeps, caller: Caller, driverId: number): Promise<DriverDetail> {
  const replaced = await deps.db.transaction().execute(async (trx) => {
    const driver = await lockCompanyDriver(trx, caller.companyId, driverId);
    if (!driver) throw notFound('Driver');
    if (driver.profile_file_id) await setDriverPicture(trx, driverId, null);
    return driver.profile_file_id;
  });
  if (replaced) await removeProfilePicture(deps, replaced);
  return getDriver(deps.db, caller, driverId);
}
