import { ANY_EQUIPMENT, DEFAULT_HOURLY_RATE_CENTS } from '@portal/domain/detention/detention-rules';
import { DETENTION_MESSAGES } from '@portal/domain/detention/detention-messages';
import type { DetentionTerms, DetentionTermsBody } from '@portal/domain/detention/detention-schemas';
import { toCents } from '@portal/domain/common/money';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { forbidden, invalidFields } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { findRates, findTerms, saveTerms } from './detention.repository';

const isBrokerageAdmin = (caller: Caller) => caller.isBrokerage && caller.roles.includes('Admin');

async function termsView(db: Db, caller: Caller): Promise<DetentionTerms> {
  const [terms, rates] = await Promise.all([findTerms(db), findRates(db)]);
  return {
    freeMinutes: terms?.free_minutes ?? 120,
    rates: rates.length > 0 ? rates.map((r) => ({ equipmentType: r.equipment_type, hourlyRate: r.hourly_rate_cents / 100 })) : [{ equipmentType: ANY_EQUIPMENT, hourlyRate: DEFAULT_HOURLY_RATE_CENTS / 100 }],
    canChange: isBrokerageAdmin(caller),
  };
}

/** The brokerage's terms: carriers read what their detention is priced at, the brokerage reads what it set. */
export async function getDetentionTerms(db: Db, caller: Caller) {
  return { data: await termsView(db, caller) };
}

/**
 * The brokerage's admins set the free time and the rate table; the table always keeps a rate for
 * any equipment. Drafts already made keep the terms they were drafted with.
 */
export async function saveDetentionTerms(db: Db, caller: Caller, body: DetentionTermsBody, context: AuditContext, now = new Date()) {
  if (!isBrokerageAdmin(caller)) throw forbidden(DETENTION_MESSAGES.brokerageAdminsOnly);
  const rates = body.rates.map((r) => ({ equipmentType: r.equipmentType.trim().toLowerCase() === ANY_EQUIPMENT.toLowerCase() ? ANY_EQUIPMENT : r.equipmentType.trim(), hourlyRateCents: toCents(r.hourlyRate) }));
  if (!rates.some((r) => r.equipmentType === ANY_EQUIPMENT)) throw invalidFields({ rates: [DETENTION_MESSAGES.anyRateRequired({ any: ANY_EQUIPMENT })] });
  if (new Set(rates.map((r) => r.equipmentType.toLowerCase())).size !== rates.length) throw invalidFields({ rates: [DETENTION_MESSAGES.duplicateEquipment] });
  await db.transaction().execute(async (trx) => {
    const before = await termsView(trx, caller);
    await saveTerms(trx, body.freeMinutes, rates, caller.userId, now);
    await recordAudit(trx, {
      action: 'detention.terms_changed',
      actor: actorOf(caller),
      target: { type: 'company', id: caller.companyId },
      context,
      details: { before: { freeMinutes: before.freeMinutes, rates: before.rates }, after: { freeMinutes: body.freeMinutes, rates: rates.map((r) => ({ equipmentType: r.equipmentType, hourlyRate: r.hourlyRateCents / 100 })) } },
    });
  });
  return { data: await termsView(db, caller) };
}
