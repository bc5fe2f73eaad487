import type { ProblemBody } from '@portal/domain/shipments/shipment-request-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { conflict } from '../../../lib/problem';
import { getVisibleShipment, lockWritableShipment } from '../access/shipment-access';
import { ActivityKind, recordActivity } from '../activity/shipment-activity';
import { userRef } from '../detail/shipment-format';
import { iso } from '@portal/domain/common/iso';
import { findProblems, insertProblem, type ProblemRow } from './shipment-problems.repository';
import { activityClauses, problemReported } from '@portal/domain/shipments/activity-texts';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

export function problemView(p: ProblemRow) {
  return {
    id: p.id,
    problemType: p.problem_type,
    description: p.description,
    createdAt: p.created_at.toISOString(),
    resolvedAt: iso(p.resolved_at),
    reportedBy: userRef(p),
  };
}

export async function getTrackingProblems(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const data = (await findProblems(db, shipment.id)).map(problemView);
  return { data, totalCount: data.length };
}

/** Reports a problem on a booked shipment (drivers may); the activity says what it was. */
export async function reportProblem(db: Db, caller: Caller, id: number, input: ProblemBody) {
  const problemId = await db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'problem');
    if (shipment.status < ShipmentStatus.Booked) throw conflict(SHARED_MESSAGES.shipmentNotBookedYet({ shipmentNumber: shipment.shipment_number }));
    const now = new Date();
    const newId = await insertProblem(trx, {
      shipment_id: shipment.id,
      problem_type: input.problemType,
      description: input.description || null,
      reported_by_user_id: caller.userId,
      created_at: now,
    });
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.Problem,
      description: activityClauses(problemReported(input.problemType), input.description),
      timeStamp: now,
    });
    return newId;
  });
  const problem = (await findProblems(db, id)).find((p) => p.id === problemId)!;
  return problemView(problem);
}
