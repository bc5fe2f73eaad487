import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { ListError } from '../../../components/list-layout/list-states';
import { CASE_PREVIEW_TABS, paths, type CasePreviewTab } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCase } from '../api/get-case';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { CaseDetails } from './case-details';
import { CaseHeader } from './case-header';
import { CaseHistory } from './case-history';
import type { CasePanels } from './case-panels';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const TAB_LABELS: Record<CasePreviewTab, string> = { notes: msg('Notes'), documents: msg('Documents'), history: msg('History') };

interface CasePreviewPageProps {
  caseNumber: string;
  tab: CasePreviewTab;
  panels: CasePanels;
}

/** /cases/{caseNumber}/preview/{notes|documents|history}: the case with its notes, documents and history. */
export function CasePreviewPage({ caseNumber, tab, panels }: CasePreviewPageProps) {
  const { t } = useTranslation();
  const query = useCase(caseNumber);

  if (query.error && isApiError(query.error) && query.error.status === 404) {
    return (
      <CenteredMessage
        icon={<SearchOff />}
        eyebrow={t('Accessorial Requests')}
        title={t('Case not found')}
        description={t('There is no case {{caseNumber}} among your cases.', { caseNumber })}
        actions={
          <Button component={RouterLink} to={paths.cases.getHref()} variant="contained">
            {t('Back to cases')}
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
        {t('Accessorial Requests')}
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
              aria-label={t('Case sections')}
              sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
            >
              {CASE_PREVIEW_TABS.map((key) => (
                <Tab key={key} value={key} label={t(TAB_LABELS[key])} component={RouterLink} to={paths.cases.previewTab.getHref(caseNumber, key)} replace />
              ))}
            </Tabs>
            <Box role="tabpanel" aria-label={t(TAB_LABELS[tab])}>
              {item ? <TabContent item={item} tab={tab} panels={panels} /> : <Skeleton variant="rounded" height={240} />}
            </Box>
          </Box>
          <CaseDetails item={item} />
        </Box>
      )}
    </Box>
  );
}

function TabContent({ item, tab, panels }: { item: PortalCase; tab: CasePreviewTab; panels: CasePanels }) {
  switch (tab) {
    case 'notes':
      return panels.notes(item);
    case 'documents':
      return panels.documents(item);
    case 'history':
      return <CaseHistory caseId={item.id} />;
  }
}
