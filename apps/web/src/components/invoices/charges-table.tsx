import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@portal/domain/common/money';
import { NO_CHARGES_LINKED } from '@portal/domain/common/messages';
import type { Charge } from '@portal/domain/invoices/invoice-shared-schemas';
import { ChargesHead } from './charges-head';
import { formatMoney, sumDollarsToCents } from './format-money';
import { useTranslation } from '../../i18n/use-translation';

const unitsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const rateFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * Charges (the spec's Charge): rate x units per line (rounded once to the cent by the server) and
 * a summary row totalling the lines as shown; 'No Charges Linked to Invoice' when empty.
 */
export function ChargesTable({ charges }: { charges: readonly Charge[] }) {
  const { t } = useTranslation();
  if (charges.length === 0) return <Alert severity="info">{t(NO_CHARGES_LINKED)}</Alert>;
  const totalCents = sumDollarsToCents(charges.map((charge) => charge.total));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('Charges')} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
        <ChargesHead />
        <TableBody>
          {charges.map((charge, index) => (
            <TableRow key={`${charge.chargeTypeName}-${index}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {charge.description || charge.chargeTypeName}
                </Typography>
                {charge.description && charge.chargeTypeName && charge.description !== charge.chargeTypeName && (
                  <Typography variant="caption" color="text.secondary">
                    {charge.chargeTypeName}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{rateFormat.format(charge.rate)}</TableCell>
              <TableCell align="right">{unitsFormat.format(charge.units)}</TableCell>
              <TableCell align="right">{formatMoney(charge.total)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="charges-summary" sx={{ '& td': { fontWeight: 700, borderBottom: 0, bgcolor: 'action.hover' } }}>
            <TableCell colSpan={3}>{t('Total')}</TableCell>
            <TableCell align="right">{formatUsd(totalCents)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
