import { errorMessages } from '../../../lib/notify';

/**
 * A refused stop change: the server's 409 problem already names the shipment and the impossible
 * move ('Shipment 4100247: record the departure from stop 0 ... before arriving at ...'); a 400 names
 * the field. Shown in the form, not as a passing toast.
 */
export function stopEventErrorMessage(error: unknown): string {
  return errorMessages(error).join(' ');
}
