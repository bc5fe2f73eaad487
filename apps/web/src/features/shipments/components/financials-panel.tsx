import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { ChargesHead } from '../../../components/invoices/charges-head';
import { ListError, ListNote } from '../../../components/list-layout/list-states';
import { useCarrierCharges } from '../api/get-carrier-charges';
import { formatMoney } from '../lib/format-window';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** Carrier charges: each line's rate x units total (exact to the cent, from the server) and a summary row. */
export function FinancialsPanel({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const charges = useCarrierCharges(shipmentId);
  if (charges.error) return <ListError error={charges.error} onRetry={() => void charges.refetch()} />;
  if (!charges.data) return <Skeleton variant="rounded" height={160} />;
  if (charges.data.charges.length === 0) return <ListNote text={msg('No carrier charges on this shipment')} />;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
      <Table size="small" aria-label={t('Carrier charges')}>
        <ChargesHead withType />
        <TableBody>
          {charges.data.charges.map((charge) => (
            <TableRow key={charge.id} data-testid="charge-row">
              <TableCell>{charge.description}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{charge.chargeTypeName}</TableCell>
              <TableCell align="right">{formatMoney(charge.rate)}</TableCell>
              <TableCell align="right">{charge.units}</TableCell>
              <TableCell align="right">{formatMoney(charge.total)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="charges-total" sx={{ '& td': { fontWeight: 700, borderBottom: 0, bgcolor: 'action.hover' } }}>
            <TableCell colSpan={2} sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('Total')}</TableCell>
            <TableCell sx={{ display: { xs: 'table-cell', sm: 'none' } }}>{t('Total')}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell align="right">{formatMoney(charges.data.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
