import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DetentionTerms } from '@portal/domain/detention/detention-schemas';
import { ListError } from '../../../components/list-layout/list-error';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { useDetentionTerms } from '../api/get-detention-terms';
import { DetentionTermsForm } from './detention-terms-form';

/** The terms as they stand, for everyone who may read them. */
function TermsTable({ terms }: { terms: DetentionTerms }) {
  const { t } = useTranslation();
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('Detention rates')}>
      <Table size="small" aria-label={t('Detention rates')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Equipment type')}</TableCell>
            <TableCell align="right">{t('Per hour')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {terms.rates.map((rate) => (
            <TableRow key={rate.equipmentType} data-testid="detention-rate-row">
              <TableCell>{rate.equipmentType}</TableCell>
              <TableCell align="right">{formatMoney(rate.hourlyRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The brokerage's detention terms: the free time at a stop before detention starts and the hourly
 * rate by equipment type. Drafts made from a carrier's track are priced from them; the brokerage's
 * admins change them.
 */
export function DetentionTermsPage() {
  const { t } = useTranslation();
  const terms = useDetentionTerms();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Paper variant="outlined" component="section" aria-labelledby="detention-terms-title" sx={{ p: 2 }}>
        <Typography id="detention-terms-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Detention terms')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('Detention starts when the free time has passed since the later of the appointment and the arrival. Each draft is priced at the rate of its equipment type, or the rate for any equipment, and keeps the terms it was drafted with.')}
        </Typography>
        {terms.isError ? (
          <ListError error={terms.error} onRetry={() => void terms.refetch()} />
        ) : terms.data ? (
          <>
            <Typography variant="body1" sx={{ mb: 2 }} data-testid="detention-free-time">
              {t('Free time: {{minutes}} minutes', { minutes: terms.data.freeMinutes })}
            </Typography>
            <TermsTable terms={terms.data} />
          </>
        ) : null}
      </Paper>
      {terms.data?.canChange && <DetentionTermsForm key={JSON.stringify(terms.data)} terms={terms.data} />}
    </Box>
  );
}
