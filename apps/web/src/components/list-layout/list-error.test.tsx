import { BROKER_BOOKING_MESSAGES } from '@portal/domain/rates/rate-messages';
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spanishForEachTest } from '../../testing/spanish-for-each-test';
import { jsonResponse, makeUser, signIn } from '../../testing/test-utils';
import { ApiError, apiRequest } from '../../lib/api-client';
import { ListError } from './list-error';

/** The problem of a refused call, read by the API client as the page gets it. */
async function refusal(problem: Record<string, unknown>): Promise<ApiError> {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(problem, { status: problem.status as number })));
  try {
    await apiRequest('portal', '/shipments/1/void', { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('the call was not refused');
}

describe('ListError shows a problem by its code', () => {
  spanishForEachTest();
  beforeEach(() => signIn(makeUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('in Spanish when the portal speaks Spanish, its values in place', async () => {
    const message = BROKER_BOOKING_MESSAGES.tooLateToVoid({ shipmentNumber: 'SF-1001' });
    const error = await refusal({ type: 'about:blank', title: 'Conflict', status: 409, detail: message.text, code: message.code, params: message.params });
    expect(error.code).toBe('brokerBooking.tooLateToVoid');
    render(<ListError error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('El envío SF-1001 ya está en camino y no se puede anular');
    expect(screen.queryByText(message.text)).toBeNull();
  });

  it('as sent when the code is one the portal does not know', async () => {
    const error = await refusal({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Trailer 12 is being washed', code: 'fleet.washing', params: { unit: 12 } });
    render(<ListError error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Trailer 12 is being washed');
  });

  it('field errors by their codes too', async () => {
    const error = await refusal({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Unknown driver',
      code: 'driver.unknown',
      params: {},
      errors: { driverId: ['No driver 7 in your company'] },
      errorCodes: { driverId: [{ code: 'driver.notInCompany', params: { driverId: 7 } }] },
    });
    render(<ListError error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No hay ningún conductor 7 en su empresa');
  });
});
