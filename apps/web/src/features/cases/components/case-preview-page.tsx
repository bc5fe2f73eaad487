import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EntityType } from '@portal/domain/common/entity-type';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { DocumentsPanel } from '../../../components/documents/documents-panel';
import { ListError } from '../../../components/list-layout/list-states';
import { NotesPanel } from '../../../components/notes/notes-panel';
import { CASE_PREVIEW_TABS, paths, type CasePreviewTab } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatDate, fullName } from '../../../lib/format';
import { useCase } from '../api/get-case';
import { formatCaseAmount, formatDateTime, formatLane } from '../lib/case-format';
import type { PortalCase } from '../types';
import { CaseHistory } from './case-history';
import { CaseStatusChip } from './case-status-chip';

const TAB_LABELS: Record<CasePreviewTab, string> = { notes: 'Notes', documents: 'Documents', history: 'History' };

interface CasePreviewPageProps {
  caseNumber: string;
  tab: CasePreviewTab;
}

/** /cases/{caseNumber}/preview/{notes|documents|history}: the case with its notes, documents and history. */
export function CasePreviewPage({ caseNumber, tab }: CasePreviewPageProps) {
  const query = useCase(caseNumber);

  if (query.error && isApiError(query.error) && query.error.status === 404) {
    return (
      <CenteredMessage
        icon={<SearchOff />}
        eyebrow="Accessorial Requests"
        title="Case not found"
        description={`There is no case ${caseNumber} among your cases.`}
        actions={
          <Button component={RouterLink} to={paths.cases.getHref()} variant="contained">
            Back to cases
          </Button>
        }
        testId="case-not-found"
      />
    );
  }

  const item = query.data;
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 1.5, sm: 2.5 } }}>
      <Button component={RouterLink} to={paths.cases.getHref()} startIcon={<ArrowBack />} color="inherit" size="small" sx={{ mb: 1.5, ml: -0.5 }}>
        Accessorial Requests
      </Button>

      {query.error ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
            <CaseHeader item={item} caseNumber={caseNumber} />
            <Tabs
              value={tab}
              variant="fullWidth"
              aria-label="Case sections"
              sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
            >
              {CASE_PREVIEW_TABS.map((key) => (
                <Tab key={key} value={key} label={TAB_LABELS[key]} component={RouterLink} to={paths.cases.previewTab.getHref(caseNumber, key)} replace />
              ))}
            </Tabs>
            <Box role="tabpanel" aria-label={TAB_LABELS[tab]}>
              {item ? <TabContent item={item} tab={tab} /> : <Skeleton variant="rounded" height={240} />}
            </Box>
          </Box>
          <CaseDetails item={item} />
        </Box>
      )}
    </Box>
  );
}

function TabContent({ item, tab }: { item: PortalCase; tab: CasePreviewTab }) {
  switch (tab) {
    case 'notes':
      return (
        <NotesPanel
          entityType={EntityType.CASE}
          entityId={item.id}
          entityDescription={`Case ${item.caseNumber}`}
          entityLink={typeof window === 'undefined' ? undefined : new URL(paths.cases.previewTab.getHref(item.caseNumber, 'notes'), window.location.origin).href}
          title="Notes"
          emptyText="No notes yet"
        />
      );
    case 'documents':
      return (
        <DocumentsPanel
          filter={{ caseId: item.id }}
          uploadTarget={{ caseId: item.id, shipmentId: item.shipmentId ?? undefined }}
          readOnly={item.isVoided}
          emptyText="No documents attached to this case yet"
        />
      );
    case 'history':
      return <CaseHistory caseId={item.id} />;
  }
}

function CaseHeader({ item, caseNumber }: { item: PortalCase | undefined; caseNumber: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="case-number">
              {item?.caseNumber ?? caseNumber}
            </Typography>
            {item ? <Chip size="small" label={item.caseType.displayName} variant="outlined" /> : <Skeleton width={80} />}
          </Box>
          <Box sx={{ mt: 1 }}>{item ? <CaseStatusChip item={item} /> : <Skeleton width={160} height={28} />}</Box>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: '0.05em', fontWeight: 700 }}>
            Amount
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="case-amount">
            {item ? formatCaseAmount(item.amount) : <Skeleton width={100} />}
          </Typography>
          {item && item.approvedAmount !== null && (
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
              Approved {formatCaseAmount(item.approvedAmount)}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', columnGap: 3, rowGap: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Shipment{' '}
          </Box>
          {item?.shipmentNumber ? (
            <Link component={RouterLink} to={paths.allShipments.preview.getHref(item.shipmentNumber)} sx={{ fontWeight: 600 }} data-testid="case-shipment-link">
              {item.shipmentNumber}
            </Link>
          ) : item ? (
            '—'
          ) : (
            <Skeleton component="span" width={70} sx={{ display: 'inline-block' }} />
          )}
        </Typography>
        {item?.lane && <Typography variant="body2">{formatLane(item.lane)}</Typography>}
      </Box>
      {item?.description && (
        <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.description}
        </Typography>
      )}
    </Paper>
  );
}

function CaseDetails({ item }: { item: PortalCase | undefined }) {
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
