import { IMPLAUSIBLE_ARRIVAL_CODE } from '@portal/domain/shipments/plausible-stop-time';
import type { DepartureBody } from '@portal/domain/shipments/shipment-request-schemas';
import type { Stop } from '@portal/domain/shipments/shipment-schemas';
import dayjs from '../../../lib/dayjs';
import { useState } from 'react';
import '../../../lib/date-time';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { isQueuedWrite, QUEUED_WRITE_MESSAGE } from '../../../lib/offline-writes';
import { useRecordArrival, useRecordDeparture } from '../api/record-stop-event';
import { parsePackageCount } from '../lib/package-count';
import { stopEventErrorMessage } from '../lib/stop-event-error';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import type { TFunction } from '../../../i18n/i18n';
import { problemMessage, translateApiMessage } from '../../../lib/translate-message';

export type StopEvent = 'arrival' | 'departure';

export const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

export interface CountLine {
  key: string;
  lineItemId?: string;
  label: string;
  expected: number | null;
}

/** The package lines a departure confirms: the stop's line items, or one count for the stop. */
function countLines(stop: Stop, t: TFunction): CountLine[] {
  const items = stop.orderLineItems.flatMap((order) =>
    order.lineItems.map((item) => ({
      key: item.id,
      lineItemId: item.id,
      label: `${item.description ?? t('Line item')} (${order.orderNumber})`,
      expected: item.packageCount,
    })),
  );
  return items.length > 0 ? items : [{ key: 'stop', label: msg('Packages'), expected: stop.expectedPackageCount }];
}

/**
 * The state, validation and submission of one stop event: the local time at the stop (left as
 * opened it is 'now' and the server stamps it to the second) and, for a departure, the confirmed
 * package counts, checked with the departure route's own count rule.
 */
export function useStopEventForm({ shipmentId, stop, event, onClose }: { shipmentId: number; stop: Stop; event: StopEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = stop.ianaTimezone;
  const [time, setTimeValue] = useState(() => dayjs().tz(zone).format(LOCAL_INPUT_FORMAT));
  const [timeEdited, setTimeEdited] = useState(false);
  const lines = countLines(stop, t);
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.key, line.expected === null ? '' : String(line.expected)])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The server's question about an implausible arrival; answering it sends the arrival confirmed.
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const arrival = useRecordArrival();
  const departure = useRecordDeparture();

  const setTime = (value: string) => {
    setTimeValue(value);
    setTimeEdited(true);
    // A new time is judged afresh.
    setConfirmation(null);
  };
  const setCount = (key: string, value: string) => setCounts((current) => ({ ...current, [key]: value }));

  const departureCounts = (parsed: Record<string, number>): DepartureBody => {
    const itemized = lines.filter((line) => line.lineItemId);
    return itemized.length > 0
      ? { confirmedPackageCounts: itemized.map((line) => ({ lineItemId: line.lineItemId, count: parsed[line.key] ?? 0 })) }
      : { confirmedPackageCount: parsed.stop };
  };

  const submit = async () => {
    setProblem(null);
    const errors: Record<string, string> = {};
    const at = dayjs.tz(time, LOCAL_INPUT_FORMAT, zone);
    if (!time || !at.isValid()) errors.time = msg('Enter a date and time');
    else if (timeEdited && at.isAfter(dayjs().add(5, 'minute'))) errors.time = msg('The time cannot be in the future');
    const parsed: Record<string, number> = {};
    if (event === 'departure') {
      for (const line of lines) {
        const result = parsePackageCount(counts[line.key]);
        if ('count' in result) parsed[line.key] = result.count;
        else errors[line.key] = result.error;
      }
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const stamp = timeEdited ? at.toISOString() : undefined;
    try {
      const target = { shipmentId, stopId: stop.shipmentStopId, stopName: stop.name };
      if (event === 'arrival') {
        const answer = await arrival.mutateAsync({ ...target, arrivedAt: stamp, confirmed: confirmation !== null });
        if (isQueuedWrite(answer)) notify.info(QUEUED_WRITE_MESSAGE);
        else notify.success(confirmation ? `Arrival recorded at ${stop.name}, flagged for the broker` : `Arrival recorded at ${stop.name}`);
      } else {
        const answer = await departure.mutateAsync({ ...target, departedAt: stamp, ...departureCounts(parsed) });
        notify[isQueuedWrite(answer) ? 'info' : 'success'](isQueuedWrite(answer) ? QUEUED_WRITE_MESSAGE : `Departure recorded from ${stop.name}`);
      }
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.problem?.code === IMPLAUSIBLE_ARRIVAL_CODE) setConfirmation(translateApiMessage(problemMessage(error)));
      else setProblem(stopEventErrorMessage(error));
    }
  };

  return {
    zone,
    zoneLabel: dayjs().tz(zone).format('z'),
    time,
    setTime,
    lines,
    counts,
    setCount,
    fieldErrors,
    problem,
    confirmation,
    pending: arrival.isPending || departure.isPending,
    submit,
  };
}
