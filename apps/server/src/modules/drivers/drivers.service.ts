import { randomBytes } from 'node:crypto';
import { isAdmin } from '@portal/domain/auth/access';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/problem';
import { issueDriverEntryToken, type AuthContext } from '../auth/auth.service';
import { findCompanyDriver, findDriverUser, insertDriverUser, isEmailTaken, searchCompanyDrivers } from './drivers.repository';

/**
 * A link that signs a driver into the portal's mobile mode without a password. Only an admin of
 * the driver's own company may make one; a driver without a portal user gets one (role Driver,
 * permission DriverPortal, no password: the link is the way in). A new link ends older ones, so a
 * leaked link can be cut off by issuing a fresh one.
 */
export async function issueDriverEntryLink(ctx: AuthContext, caller: Caller, driverId: number): Promise<{ url: string; expiresAt: string }> {
  if (!isAdmin(caller) || caller.isBrokerage) throw forbidden(NOT_AUTHORIZED);
  const driver = await findCompanyDriver(ctx.db, caller.companyId, driverId);
  if (!driver) throw notFound('Driver');
  if (!driver.is_active) throw conflict('This driver is inactive');

  const userId = await ctx.db.transaction().execute(async (trx) => {
    const existing = await findDriverUser(trx, driver);
    if (existing) {
      if (existing.status !== 'Active' || existing.company_id !== caller.companyId) throw conflict("This driver's portal user is not active");
      return existing.id;
    }
    const email = driver.email && !(await isEmailTaken(trx, driver.email)) ? driver.email : `driver-${driver.id}@drivers.invalid`;
    return insertDriverUser(trx, {
      companyId: caller.companyId,
      driverId: driver.id,
      email,
      firstName: driver.first_name,
      lastName: driver.last_name,
      phoneNumbers: driver.mobile_phone ? [driver.mobile_phone] : [],
      apiKey: randomBytes(24).toString('base64url'),
    });
  });

  const { token, expiresAt } = await issueDriverEntryToken(ctx.db, userId);
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  return { url: `${base}/?driverToken=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

export interface DriverSearchInput {
  companyId?: number;
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * Search drivers (Portal API contacts): the active drivers of the caller's company, for picking one
 * (a tender accepted with its driver, a load's drivers). companyId defaults to the caller's; another
 * company's drivers are not the caller's to see (404), except for the brokerage.
 */
export async function searchDrivers(db: Db, caller: Caller, input: DriverSearchInput) {
  const companyId = input.companyId ?? caller.companyId;
  if (companyId !== caller.companyId && !caller.isBrokerage) throw notFound('Company');
  const { rows, totalCount } = await searchCompanyDrivers(db, companyId, input.q ?? '', input.page, input.pageSize);
  return {
    totalCount,
    data: rows.map((d) => ({ id: d.id, firstName: d.first_name, lastName: d.last_name, email: d.email, mobilePhone: d.mobile_phone })),
  };
}

/** Whether the driver belongs to the company (a tender answer or a posted truck names one of its own). */
export async function isCompanyDriver(db: Db, companyId: number, driverId: number): Promise<boolean> {
  return !!(await findCompanyDriver(db, companyId, driverId));
}
