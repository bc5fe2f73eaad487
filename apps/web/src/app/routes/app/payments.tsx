import { useParams } from 'react-router';
import { PaymentPreview } from '../../../features/payments/components/payment-preview';
import { PaymentsListPage } from '../../../features/payments/components/payments-list-page';

/** /payments and /payments/{checkNumber}/preview. */
export function Component() {
  const { checkNumber } = useParams();
  if (checkNumber !== undefined) return <PaymentPreview key={checkNumber} checkNumber={checkNumber} />;
  return <PaymentsListPage />;
}
