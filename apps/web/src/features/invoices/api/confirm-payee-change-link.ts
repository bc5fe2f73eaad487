import type { ConfirmPayeeChangeLink, PayeeChangeLinkAnswer } from '@portal/domain/invoices/ap-invoice-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/payee-changes/confirm: the link mailed to the carrier's registered address, confirmed (public). */
export function confirmPayeeChangeLink(body: ConfirmPayeeChangeLink): Promise<PayeeChangeLinkAnswer> {
  return portal.post('/payee-changes/confirm', { body, authenticated: false });
}

export function useConfirmPayeeChangeLink() {
  return useMutation({ mutationFn: confirmPayeeChangeLink, meta: { silent: true, context: 'confirm payee change' } });
}
