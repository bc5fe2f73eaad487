import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import type { ReactNode } from 'react';
import { formatDate, fullName } from '../../../lib/format';
import { formatDateTime } from '../lib/case-format';
import { useTranslation } from '../../../i18n/use-translation';

/** The side panel of the case page: status, people, companies and dates. */
export function CaseDetails({ item }: { item: PortalCase | undefined }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = item
    ? [
        [t('Status'), t(item.statusDescription)],
        [t('Priority'), t(item.priority.displayName)],
        [t('Source'), t(item.caseSource.displayName)],
        [t('Incident'), formatDateTime(item.incidentAt) || '—'],
        [t('Follow-up'), formatDate(item.followUpAt) || '—'],
        [t('Assigned to'), item.assignee ? fullName(item.assignee) : t('Unassigned')],
        [t('Customer'), item.customer?.name ?? '—'],
        [t('Carrier'), item.carrier?.name ?? '—'],
        [t('Involved parties'), item.involvedParties.map((p) => p.companyName).join(', ') || '—'],
        [t('Created'), formatDateTime(item.createdAt)],
        [t('Updated'), formatDateTime(item.updatedAt)],
        ...(item.resolvedAt ? ([[t('Resolved'), formatDateTime(item.resolvedAt)]] as [string, ReactNode][]) : []),
      ]
    : [];
  return (
    <Paper variant="outlined" component="aside" aria-label={t('Case details')} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('Details')}
      </Typography>
      {item ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Skeleton variant="rounded" height={260} />
      )}
    </Paper>
  );
}
