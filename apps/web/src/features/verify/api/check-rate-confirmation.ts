import type { RateConfirmationCheckAnswer, RateConfirmationFileCheckAnswer } from '@portal/domain/rate-confirmations/rate-confirmation-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** GET {portal}/rate-confirmations/verify/{code} (public): the issued confirmation under a code. */
export function checkRateConfirmation(code: string, signal?: AbortSignal): Promise<RateConfirmationCheckAnswer> {
  return portal.get('/rate-confirmations/verify/:code', { params: { code }, signal, authenticated: false });
}

export function useRateConfirmationCheck(code: string) {
  return useQuery({
    queryKey: ['rate-confirmation-check', code],
    queryFn: ({ signal }) => checkRateConfirmation(code, signal),
    meta: { silent: true, context: 'check rate confirmation' },
  });
}

/** POST {portal}/rate-confirmations/verify/{code} (public): whether a PDF is byte for byte the one issued. */
export function checkRateConfirmationFile({ code, data }: { code: string; data: string }): Promise<RateConfirmationFileCheckAnswer> {
  return portal.post('/rate-confirmations/verify/:code', { params: { code }, body: { data }, authenticated: false });
}

export function useCheckRateConfirmationFile() {
  return useMutation({ mutationFn: checkRateConfirmationFile, meta: { silent: true, context: 'check rate confirmation file' } });
}
