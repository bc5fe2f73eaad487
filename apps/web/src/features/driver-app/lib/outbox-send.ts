import { apiRequest, isApiError } from '../../../lib/api-client';
import { problemMessage } from '../../../lib/translate-message';
import { classifyFailure, type OutboxEntry, type SendOutcome } from './outbox-entry';

/** One try of an entry through the app's HTTP client, its id as the Idempotency-Key. */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const answer = await apiRequest<unknown>(entry.service, entry.path, { method: entry.method, body: entry.body, headers: { 'Idempotency-Key': entry.id } });
    return { kind: 'sent', answer };
  } catch (error) {
    if (isApiError(error)) return classifyFailure(error.status, problemMessage(error), error);
    // Not an answer of the server (the request could not be made): the connection.
    return { kind: 'offline' };
  }
}
