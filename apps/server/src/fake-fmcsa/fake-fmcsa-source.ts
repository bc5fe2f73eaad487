import type { Db } from '../db/db';
import type { FmcsaCarrier, FmcsaSource } from '../modules/compliance/fmcsa-source';
import { defaultFakeCarrier } from './fake-fmcsa-default';
import { findCompanyByDot, findFakeCarrier } from './fake-fmcsa.repository';

/** The fake's answer for a USDOT number: its stored record, else the default built from the company, else none. */
export async function fakeCarrierOf(db: Db, dotNumber: string, now: Date): Promise<FmcsaCarrier | null> {
  const stored = await findFakeCarrier(db, dotNumber);
  if (stored) return stored;
  const company = await findCompanyByDot(db, dotNumber);
  return company ? defaultFakeCarrier({ dotNumber, name: company.name, mcNumber: company.mc_number }, now) : null;
}

/** The fake as a source of the checks: read in-process from the shared table, no network involved. */
export function fakeFmcsaSource(db: Db): FmcsaSource {
  return { lookup: (dotNumber, now) => fakeCarrierOf(db, dotNumber, now) };
}
