import { createHash } from 'node:crypto';
import { answerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';
import { copiedStopTimes } from '@portal/domain/orders/order-copies';
import type { OrderCopiesAnswer } from '@portal/domain/orders/order-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../db/db';
import { findRememberedAnswer, lockIdempotencyKey, rememberAnswer } from '../../db/idempotency-keys';
import type { Caller } from '../../lib/caller';
import { fieldErrors, HttpProblem } from '../../lib/problem';
import { OrderAction } from './order-history';
import { insertOrderHistory } from './order-history.repository';
import { getVisibleOrderRow } from './order-read.service';
import { createShipmentForOrder } from './order-shipment.service';
import { findOrderLines, findOrderReferences, findOrderStops, insertLine, insertOrder, insertStop, lockOrder, replaceReferences, type OrderRow } from './orders.repository';

const OPERATION = 'orders.duplicate';

/** One copy: the order's fields, stops with dates shifted and appointments cleared, new line ids, the same references. */
async function copyOrder(trx: Db, caller: Caller, source: OrderRow, shiftDays: number): Promise<string> {
  const [stops, lines, references] = await Promise.all([findOrderStops(trx, source.id), findOrderLines(trx, source.id), findOrderReferences(trx, source.id)]);
  const {
    id: _id,
    order_number: _number,
    created_at: _created,
    updated_at: _updated,
    version: _version,
    customer_name: _customerName,
    creator_first_name: _first,
    creator_last_name: _last,
    ...fields
  } = source;
  const submitted = source.status !== 0;
  const copy = await insertOrder(trx, { ...fields, status: submitted ? 1 : 0, created_by_user_id: caller.userId, updated_by_user_id: caller.userId, origination: 'Portal' });
  const stopIds = new Map<number, number>();
  for (const stop of stops) {
    const { id, order_id: _order, early_date_time, late_date_time, ...place } = stop;
    const times = copiedStopTimes({ earlyDateTime: early_date_time!, lateDateTime: late_date_time }, shiftDays);
    const inserted = await insertStop(trx, { ...place, order_id: copy.id, early_date_time: times.earlyDateTime, late_date_time: times.lateDateTime, appointment_date_time: times.appointmentDateTime });
    stopIds.set(id, inserted.id);
  }
  for (const line of lines) {
    const { id: _lineId, order_id: _lineOrder, pickup_stop_id, dropoff_stop_id, ...rest } = line;
    await insertLine(trx, {
      ...rest,
      order_id: copy.id,
      pickup_stop_id: pickup_stop_id === null ? null : (stopIds.get(pickup_stop_id) ?? null),
      dropoff_stop_id: dropoff_stop_id === null ? null : (stopIds.get(dropoff_stop_id) ?? null),
    });
  }
  await replaceReferences(trx, copy.id, references.map((r) => ({ label: r.label, value: r.value, typeId: r.type_id ?? undefined })));
  await createShipmentForOrder(trx, caller, copy.id, submitted ? ShipmentStatus.ReadyToBook : ShipmentStatus.Draft);
  await insertOrderHistory(trx, [{ order_id: copy.id, user_id: caller.userId, action: OrderAction.CopiedFrom, field: null, old_value: null, new_value: source.order_number }]);
  return copy.order_number;
}

const requestHash = (orderNumber: string, copies: number, shiftDays: number) => createHash('sha256').update(JSON.stringify([orderNumber, copies, shiftDays])).digest('hex');

/**
 * Makes `copies` copies of the order in one transaction. With an Idempotency-Key the answer is
 * remembered: the same key and request answer the same copies again (no new orders); the same key
 * with another request is a 422, as the IETF Idempotency-Key draft says.
 */
export async function duplicateOrder(
  db: Db,
  caller: Caller,
  orderNumber: string,
  request: { copies: number; shiftDays: number },
  idempotencyKey: string | undefined,
): Promise<OrderCopiesAnswer> {
  const source = await getVisibleOrderRow(db, caller, orderNumber);
  const hash = requestHash(source.order_number, request.copies, request.shiftDays);
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      await lockIdempotencyKey(trx, caller.userId, OPERATION, idempotencyKey);
      const remembered = await findRememberedAnswer(trx, caller.userId, OPERATION, idempotencyKey);
      if (remembered) {
        if (remembered.requestHash !== hash) throw new HttpProblem(422, 'Unprocessable Content', PROBLEM_MESSAGES.idempotencyKeyReused, fieldErrors({ 'idempotency-key': [PROBLEM_MESSAGES.idempotencyKeyNew] }));
        // An answer remembered before messages had codes gets them (the same message, from its count).
        const replayed = remembered.response as OrderCopiesAnswer;
        return { ...replayed, ...answerMessage(MESSAGES.copiesCreated({ count: replayed.data.orderNumbers.length })) };
      }
    }
    await lockOrder(trx, source.id);
    const orderNumbers: string[] = [];
    for (let n = 0; n < request.copies; n++) orderNumbers.push(await copyOrder(trx, caller, source, request.shiftDays));
    await insertOrderHistory(trx, [{ order_id: source.id, user_id: caller.userId, action: OrderAction.Duplicated, field: 'Copies', old_value: null, new_value: orderNumbers.join(', ') }]);
    const answer: OrderCopiesAnswer = { data: { orderNumbers }, ...answerMessage(MESSAGES.copiesCreated({ count: orderNumbers.length })) };
    if (idempotencyKey) await rememberAnswer(trx, caller.userId, OPERATION, idempotencyKey, { requestHash: hash, statusCode: 201, response: answer });
    return answer;
  });
}
