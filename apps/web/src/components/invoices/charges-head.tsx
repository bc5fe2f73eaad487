import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../i18n/use-translation';

/** The head of a table of charge lines: charge, its type (hidden on a phone) when asked, rate, units and total. */
export function ChargesHead({ withType = false }: { withType?: boolean }) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{t('Charge')}</TableCell>
        {withType && <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('Type')}</TableCell>}
        <TableCell align="right">{t('Rate')}</TableCell>
        <TableCell align="right">{t('Units')}</TableCell>
        <TableCell align="right">{t('Total')}</TableCell>
      </TableRow>
    </TableHead>
  );
}
