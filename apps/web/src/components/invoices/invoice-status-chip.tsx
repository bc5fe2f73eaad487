import Chip from '@mui/material/Chip';
import { displayName } from '@portal/domain/common/enum';
import {
  PAYABLES_INVOICE_CHIP_COLOR,
  PAYABLES_INVOICE_STATUSES,
  type PayablesInvoiceStatus,
} from '@portal/domain/invoices/payables-invoice-status';

interface InvoiceStatusChipProps {
  status: number;
  /** The server's name for the status; the domain's name otherwise. */
  label?: string;
  size?: 'small' | 'medium';
}

/** A payables invoice status with the spec's colours: Paid in Full green, Draft basic, Settled blue, Received red. */
export function InvoiceStatusChip({ status, label, size = 'small' }: InvoiceStatusChipProps) {
  const color = PAYABLES_INVOICE_CHIP_COLOR[status as PayablesInvoiceStatus] ?? 'default';
  const text = label ?? displayName(PAYABLES_INVOICE_STATUSES, status) ?? `Status ${status}`;
  return <Chip size={size} color={color} label={text} data-testid="invoice-status-chip" sx={{ fontWeight: 600 }} />;
}
