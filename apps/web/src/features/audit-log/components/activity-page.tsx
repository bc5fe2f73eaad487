import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AUDIT_EXPORT_LIMIT } from '@portal/domain/audit/audit-actions';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { localTimeZone } from '../../../lib/date-time';
import { useSession } from '../../../lib/session';
import { useExportAuditEvents, type AuditEventFilters } from '../api/export-audit-events';
import { useAuditEvents } from '../api/get-audit-events';
import { ActivityFilters } from './activity-filters';
import { ACTIVITY_DEFAULTS, activeFilterCount, activityListSchema, rangeIsValid, type ActivityListState } from './activity-list-state';
import { ActivityResults } from './activity-results';

const exportFormat = new Intl.NumberFormat('en-US');

/** The applied filters as the API reads them: empty ones left out, days in the user's zone. */
function filtersOf(state: ActivityListState): AuditEventFilters {
  return {
    action: state.action || undefined,
    actor: state.actor.trim() || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    timeZone: localTimeZone(),
  };
}

/**
 * Activity: the audit log of who did what to accounts, access and money, newest first. A company's
 * admins see their company's entries; the brokerage's staff see every company's, with the company.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = useListQueryState(activityListSchema, ACTIVITY_DEFAULTS);
  const { state, draft, setDraft } = list;
  const filters = filtersOf(state);
  const events = useAuditEvents({ ...filters, page: state.page, pageSize: DEFAULT_PAGE_SIZE });
  const exporting = useExportAuditEvents();
  const rangeProblem = rangeIsValid(draft) ? null : t('Choose both dates; From must not be after To');
  const filtered = activeFilterCount(state) > 0;
  const totalCount = events.data?.totalCount ?? 0;

  return (
    <ListLayout
      scrollerLabel={t('Activity entries')}
      filters={<ActivityFilters draft={draft} onChange={setDraft} rangeProblem={rangeProblem} />}
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || rangeProblem !== null}
      activeFilterCount={activeFilterCount(state)}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
            {user?.isBrokerage ? t('Changes to accounts, access and money at every company.') : t('Changes to accounts, access and money at your company.')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => exporting.mutate(filters)}
            disabled={exporting.isPending || totalCount === 0}
          >
            {t('Export CSV')}
          </Button>
          {totalCount > AUDIT_EXPORT_LIMIT && (
            <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }} data-testid="export-limit">
              {t('The export holds the newest {{limit}} entries; choose dates for the rest.', { limit: exportFormat.format(AUDIT_EXPORT_LIMIT) })}
            </Typography>
          )}
        </Box>
      }
    >
      <ActivityResults
        query={events}
        page={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        showCompany={user?.isBrokerage === true}
        emptyText={filtered ? msg('No activity matches these filters') : msg('No activity yet')}
      />
    </ListLayout>
  );
}
