import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import type { ReactNode } from 'react';
import { formatDate, fullName } from '../../../lib/format';
import { formatDateTime } from '../lib/case-format';

/** The side panel of the case page: status, people, companies and dates. */
export function CaseDetails({ item }: { item: PortalCase | undefined }) {
  const rows: [string, ReactNode][] = item
    ? [
        ['Status', item.statusDescription],
        ['Priority', item.priority.displayName],
        ['Source', item.caseSource.displayName],
        ['Incident', formatDateTime(item.incidentAt) || '—'],
        ['Follow-up', formatDate(item.followUpAt) || '—'],
        ['Assigned to', item.assignee ? fullName(item.assignee) : 'Unassigned'],
        ['Customer', item.customer?.name ?? '—'],
        ['Carrier', item.carrier?.name ?? '—'],
        ['Involved parties', item.involvedParties.map((p) => p.companyName).join(', ') || '—'],
        ['Created', formatDateTime(item.createdAt)],
        ['Updated', formatDateTime(item.updatedAt)],
        ...(item.resolvedAt ? ([['Resolved', formatDateTime(item.resolvedAt)]] as [string, ReactNode][]) : []),
      ]
    : [];
  return (
    <Paper variant="outlined" component="aside" aria-label="Case details" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Details
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
