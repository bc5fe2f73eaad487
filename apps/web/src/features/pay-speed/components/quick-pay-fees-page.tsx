import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { approvalRefusal } from '@portal/domain/back-office/back-office-rules';
import { ListError } from '../../../components/list-layout/list-error';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useQuickPayFees } from '../api/get-quick-pay-fees';
import { FeeVersionForm } from './fee-version-form';

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/**
 * The brokerage's quick pay fee table: each version with the day it takes effect and its rate per
 * score-card tier (the top tier free); the version in force today is marked. Payables staff add versions.
 */
export function QuickPayFeesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = useQuickPayFees();
  const mayAdd = !!user && approvalRefusal({ id: user.id, roles: user.roles, isBrokerage: user.isBrokerage }) === null;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      {mayAdd && <FeeVersionForm />}
      <Paper variant="outlined" component="section" aria-labelledby="fee-table-title" sx={{ p: 2 }}>
        <Typography id="fee-table-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('Fee table versions')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('Quick pay pays within 2 business days of approval. The fee is a percent of the invoice amount, by the carrier’s score-card tier, from the version in force on the day the carrier chooses quick pay.')}
        </Typography>
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label={t('Fee table versions')}>
            <Table size="small" aria-label={t('Fee table versions')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Effective from')}</TableCell>
                  <TableCell align="right">{t('Top')}</TableCell>
                  <TableCell align="right">{t('Good standing')}</TableCell>
                  <TableCell align="right">{t('At risk')}</TableCell>
                  <TableCell align="right">{t('Not yet rated')}</TableCell>
                  <TableCell>{t('Added by')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(list.data?.data ?? []).map((version) => (
                  <TableRow key={version.id} data-testid="fee-version-row">
                    <TableCell>
                      {formatDate(`${version.effectiveOn}T12:00:00Z`)} {version.inForce && <Chip size="small" color="success" label={t('In force')} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell align="right">{t('Free')}</TableCell>
                    <TableCell align="right">{percent(version.rates.good)}</TableCell>
                    <TableCell align="right">{percent(version.rates.atRisk)}</TableCell>
                    <TableCell align="right">{percent(version.rates.notRated)}</TableCell>
                    <TableCell>{version.createdBy ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Box>
  );
}
