import { randomBytes } from 'node:crypto';
import { isAdmin } from '@portal/domain/auth/access';
import { MESSAGES } from '@portal/domain/common/messages';
import type { SignInLink, SignInLinkChannel } from '@portal/domain/drivers/driver-schemas';
import { activityClauses, DRIVER_DEACTIVATED, driverRemoved } from '@portal/domain/shipments/activity-texts';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import type { SmsSender } from '../../lib/sms';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { endDriverEntryTokens, issueDriverEntryTokenIn, type AuthContext } from '../auth/auth.service';
import { signInLinkEmail, signInLinkText } from './driver-sign-in-messages';
import { languagesOfUsers } from '../../lib/mail-texts/recipient-language';
import {
  countRecentSignInLinks,
  findLatestSignInLink,
  insertSignInLink,
  lockCompanySignInLinks,
  markSignInLinksRevoked,
  type SignInLinkRow,
} from './driver-sign-in-links.repository';
import { SIGN_IN_LINK_LIMITS, signInLinkRefusal } from './sign-in-link-limits';
import { endActiveAssignments, endUserSessions, findCompanyDriver, findDriverUser, insertDriverUser, isEmailTaken, setDriverUserEnabled, type DriverRow } from './drivers.repository';
import { ActivityKind, recordActivity } from '../shipments/activity/shipment-activity';
import { DRIVER_MESSAGES } from '@portal/domain/drivers/driver-messages';

/** What sending a link needs: the auth context plus the text-message sender. */
export type LinkContext = AuthContext & { sms: SmsSender };

/**
 * The driver's portal user, made on first need (role Driver, permission DriverPortal, no password:
 * a link is the way in). Runs inside the caller's transaction.
 */
async function ensureDriverUser(trx: Db, companyId: number, driver: DriverRow): Promise<number> {
  const existing = await findDriverUser(trx, driver);
  if (existing) {
    if (existing.status !== 'Active' || existing.company_id !== companyId) throw conflict(DRIVER_MESSAGES.portalUserInactive);
    return existing.id;
  }
  const email = driver.email && !(await isEmailTaken(trx, driver.email)) ? driver.email : `driver-${driver.id}@drivers.invalid`;
  return insertDriverUser(trx, {
    companyId,
    driverId: driver.id,
    email,
    firstName: driver.first_name,
    lastName: driver.last_name,
    phoneNumbers: driver.mobile_phone ? [driver.mobile_phone] : [],
    apiKey: randomBytes(24).toString('base64url'),
  });
}

async function activeCompanyDriver(db: Db, caller: Caller, driverId: number): Promise<DriverRow> {
  const driver = await findCompanyDriver(db, caller.companyId, driverId);
  if (!driver) throw notFound('Driver');
  if (!driver.is_active) throw conflict(DRIVER_MESSAGES.inactive({ driverName: `${driver.first_name} ${driver.last_name}` }));
  return driver;
}

/**
 * The link opens the driver's loads (/my-shipments) directly: a page opened inside the driver app's
 * service-worker scope is controlled by the worker from the first visit, so what the driver reads
 * then is kept for reading offline (docs/decisions/0325-driver-app-offline.md).
 */
function entryUrl(ctx: AuthContext, token: string): string {
  return `${ctx.config.publicUrl.replace(/\/+$/, '')}/my-shipments?driverToken=${encodeURIComponent(token)}`;
}

export function signInLinkView(row: SignInLinkRow | undefined): SignInLink {
  if (!row) return { status: 'None', channel: null, sentTo: null, sentAt: null, expiresAt: null, revokedAt: null };
  return {
    status: row.revoked_at ? 'Revoked' : row.is_live ? 'Active' : 'Expired',
    channel: row.channel as SignInLinkChannel,
    sentTo: row.sent_to,
    sentAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * A link that signs a driver into the portal's mobile mode without a password, answered to the
 * caller. Only an admin of the driver's own company may see a link; dispatch sends links instead.
 */
export async function issueDriverEntryLink(ctx: AuthContext, caller: Caller, driverId: number): Promise<{ url: string; expiresAt: string }> {
  if (!isAdmin(caller) || caller.isBrokerage) throw forbidden(MESSAGES.notAuthorized);
  const driver = await activeCompanyDriver(ctx.db, caller, driverId);
  const issued = await ctx.db.transaction().execute(async (trx) => issueDriverEntryTokenIn(trx, await ensureDriverUser(trx, caller.companyId, driver)));
  return { url: entryUrl(ctx, issued.token), expiresAt: issued.expiresAt.toISOString() };
}

export async function getSignInLink(db: Db, caller: Caller, driverId: number): Promise<SignInLink> {
  if (!(await findCompanyDriver(db, caller.companyId, driverId))) throw notFound('Driver');
  return signInLinkView(await findLatestSignInLink(db, driverId));
}

/**
 * Sends the driver a sign-in link for their loads by e-mail or text message (the outbox tables
 * when no SMTP server or SMS gateway is set). The link goes to the driver's own address or phone,
 * never to the sender, so any carrier user may send one. A new link ends the older ones. Sends are
 * limited per driver and per company a day (sign-in-link-limits.ts), counted in the database.
 */
export async function sendSignInLink(ctx: LinkContext, caller: Caller, driverId: number, channel: SignInLinkChannel): Promise<SignInLink> {
  const driver = await activeCompanyDriver(ctx.db, caller, driverId);
  const sentTo = channel === 'Email' ? driver.email : driver.mobile_phone;
  if (!sentTo) {
    const driverName = `${driver.first_name} ${driver.last_name}`;
    if (channel === 'Email') throw badRequest(DRIVER_MESSAGES.noEmail({ driverName }), { channel: [DRIVER_MESSAGES.addEmail] });
    throw badRequest(DRIVER_MESSAGES.noMobile({ driverName }), { channel: [DRIVER_MESSAGES.addMobile] });
  }
  const { issued, userId } = await ctx.db.transaction().execute(async (trx) => {
    await lockCompanySignInLinks(trx, caller.companyId);
    const recent = await countRecentSignInLinks(trx, caller.companyId, driver.id, SIGN_IN_LINK_LIMITS.WINDOW_HOURS);
    const refused = signInLinkRefusal(recent, `${driver.first_name} ${driver.last_name}`);
    if (refused) throw refused;
    const userId = await ensureDriverUser(trx, caller.companyId, driver);
    const token = await issueDriverEntryTokenIn(trx, userId);
    await insertSignInLink(trx, { driverId: driver.id, authTokenId: token.id, channel, sentTo, sentByUserId: caller.userId });
    return { issued: token, userId };
  });
  const url = entryUrl(ctx, issued.token);
  if (channel === 'Email') {
    const language = (await languagesOfUsers(ctx.db, [userId])).get(userId) ?? null;
    await ctx.mailer.send(signInLinkEmail(sentTo, driver.first_name, caller.companyName, url, issued.expiresAt, language));
  } else {
    await ctx.sms.send(signInLinkText(sentTo, caller.companyName, url, issued.expiresAt));
  }
  return getSignInLink(ctx.db, caller, driverId);
}

/** Sends a fresh link the way the last one went (to the driver's current address or phone). */
export async function resendSignInLink(ctx: LinkContext, caller: Caller, driverId: number): Promise<SignInLink> {
  if (!(await findCompanyDriver(ctx.db, caller.companyId, driverId))) throw notFound('Driver');
  const latest = await findLatestSignInLink(ctx.db, driverId);
  if (!latest) throw conflict(DRIVER_MESSAGES.noLinkYet);
  return sendSignInLink(ctx, caller, driverId, latest.channel as SignInLinkChannel);
}

/** Ends the driver's links and the sessions signed in with them (in the caller's transaction). */
export async function revokeDriverAccess(trx: Db, driver: Pick<DriverRow, 'id' | 'user_id'>, at: Date): Promise<{ id: number } | undefined> {
  await markSignInLinksRevoked(trx, driver.id, at);
  const user = await findDriverUser(trx, driver);
  if (user) {
    await endDriverEntryTokens(trx, user.id);
    await endUserSessions(trx, user.id);
  }
  return user;
}

/**
 * A driver who left: links and sessions end, the password no longer signs in, and the driver comes
 * off every load still moving (each load's activity says so), so nothing of the loads stays readable.
 */
export async function endDriverAccess(trx: Db, caller: Caller, driver: Pick<DriverRow, 'id' | 'user_id' | 'first_name' | 'last_name'>, at: Date): Promise<void> {
  const user = await revokeDriverAccess(trx, driver, at);
  if (user) await setDriverUserEnabled(trx, user.id, false);
  for (const shipmentId of await endActiveAssignments(trx, driver.id)) {
    await recordActivity(trx, shipmentId, caller, {
      kind: ActivityKind.DriverRemoved,
      description: activityClauses(driverRemoved(`${driver.first_name} ${driver.last_name}`), DRIVER_DEACTIVATED),
      timeStamp: at,
    });
  }
}

/** A driver back at work may sign in with the password again; links are sent anew, as for anyone. */
export async function restoreDriverSignIn(trx: Db, driver: Pick<DriverRow, 'id' | 'user_id'>): Promise<void> {
  const user = await findDriverUser(trx, driver);
  if (user) await setDriverUserEnabled(trx, user.id, true);
}

/** Revokes the driver's sign-in links: they stop working, and so do sessions started with them. */
export async function revokeSignInLink(db: Db, caller: Caller, driverId: number): Promise<SignInLink> {
  const driver = await findCompanyDriver(db, caller.companyId, driverId);
  if (!driver) throw notFound('Driver');
  await db.transaction().execute((trx) => revokeDriverAccess(trx, driver, new Date()));
  return getSignInLink(db, caller, driverId);
}
