import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPLIANCE_FILTERS } from '@portal/domain/compliance/compliance-schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListError } from '../../../components/list-layout/list-error';
import { paths } from '../../../config/paths';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatDate } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/translate-message';
import { useComplianceList } from '../api/get-compliance';
import { AUTHORITY_LABELS } from '../lib/compliance-labels';
import { MinimumsCard } from './minimums-card';

type Filter = (typeof COMPLIANCE_FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { All: msg('All carriers'), Blocked: msg('Blocked'), Expiring: msg('Expiring within 30 days'), Compliant: msg('Compliant') };

/** The brokerage's view: every carrier's standing, filtered, each opening its record; the minimums above. */
export function CarrierComplianceList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Filter>('All');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useComplianceList({ status, ...(q ? { q } : {}) });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200 }}>
      <MinimumsCard minimums={list.data?.minimums} />
      <Paper variant="outlined" component="section" aria-labelledby="carrier-compliance-title" sx={{ p: 2 }}>
        <Typography id="carrier-compliance-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('Carriers')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField select size="small" label={t('Show')} value={status} onChange={(e) => setStatus(e.target.value as Filter)} sx={{ minWidth: 220 }}>
            {COMPLIANCE_FILTERS.map((f) => (
              <MenuItem key={f} value={f}>
                {t(FILTER_LABELS[f])}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label={t('Name, USDOT or MC')} value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ minWidth: 220, flex: 1, maxWidth: 360 }} />
        </Box>
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label={t('Carrier compliance')}>
            <Table size="small" aria-label={t('Carrier compliance')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Carrier')}</TableCell>
                  <TableCell>{t('USDOT')}</TableCell>
                  <TableCell>{t('Authority')}</TableCell>
                  <TableCell>{t('Next expiry')}</TableCell>
                  <TableCell>{t('Standing')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(list.data?.data ?? []).map((row) => (
                  <TableRow key={row.carrierId} data-testid="compliance-row">
                    <TableCell>
                      <Link component={RouterLink} to={paths.compliance.carrier.getHref(row.carrierId)}>
                        {row.carrierName}
                      </Link>
                    </TableCell>
                    <TableCell>{row.usdot ?? '—'}</TableCell>
                    <TableCell>{row.authorityStatus ? t(AUTHORITY_LABELS[row.authorityStatus] ?? row.authorityStatus) : t('Not checked yet')}</TableCell>
                    <TableCell>
                      {row.nextExpiryOn ? formatDate(row.nextExpiryOn) : '—'}
                      {row.nextExpiryDays !== null && row.nextExpiryDays <= 30 && <Chip size="small" color="warning" label={t('{{count}} days left', { count: row.nextExpiryDays })} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>
                      {row.reasons.length === 0 ? (
                        <Chip size="small" color="success" label={t('Compliant')} />
                      ) : (
                        <Typography variant="body2" color="error">
                          {row.reasons.map((r) => translateApiMessage(r)).join('; ')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                {list.data && list.data.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>{t('No carrier matches.')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Box>
  );
}
