import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { formatCaseAmount, formatLane } from '../lib/case-format';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { CaseStatusChip } from './case-status-chip';
import { useTranslation } from '../../../i18n/use-translation';

/** Desktop columns: case, status, shipment, lane, amount, created. */
export const CASE_ROW_COLUMNS = 'minmax(112px, 1fr) minmax(136px, 1.2fr) minmax(84px, 0.7fr) minmax(150px, 1.8fr) minmax(84px, 0.7fr) minmax(84px, 0.6fr) 20px';

export function CaseListHeader() {
  const { t } = useTranslation();
  return (
    <Box
      role="presentation"
      sx={{
        display: 'grid',
        gridTemplateColumns: CASE_ROW_COLUMNS,
        gap: 2,
        px: 2,
        py: 1,
        color: 'text.secondary',
        typography: 'caption',
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: '0.05em',
      }}
    >
      <span>{t('Case')}</span>
      <span>{t('Status')}</span>
      <span>{t('Shipment')}</span>
      <span>{t('Lane')}</span>
      <span style={{ textAlign: 'right' }}>{t('Amount')}</span>
      <span>{t('Created')}</span>
      <span />
    </Box>
  );
}

interface CaseListItemProps {
  item: PortalCase;
  /** Phones: a card instead of a row. */
  compact: boolean;
}

/** One case of the list, opening its preview. */
export const CaseListItem = memo(function CaseListItem({ item, compact }: CaseListItemProps) {
  const { t } = useTranslation();
  const href = paths.cases.previewTab.getHref(item.caseNumber, 'notes');
  const label = `${item.caseNumber}, ${t(item.caseType.displayName)}, ${t(item.statusGroup)}`;

  if (compact) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <ButtonBase component={Link} to={href} aria-label={label} data-testid="case-item" sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.75 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {item.caseNumber}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(item.caseType.displayName)}
                {item.shipmentNumber ? ` · ${t('Shipment {{shipmentNumber}}', { shipmentNumber: item.shipmentNumber })}` : ''}
              </Typography>
            </Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatCaseAmount(item.amount)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }} noWrap>
            {formatLane(item.lane)}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 1, mt: 1.25 }}>
            <CaseStatusChip item={item} />
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('Created {{date}}', { date: formatDate(item.createdAt) })}
            </Typography>
          </Box>
        </ButtonBase>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden', '&:hover': { borderColor: 'primary.light', bgcolor: 'action.hover' } }}>
      <ButtonBase
        component={Link}
        to={href}
        aria-label={label}
        data-testid="case-item"
        sx={{ display: 'grid', gridTemplateColumns: CASE_ROW_COLUMNS, gap: 2, alignItems: 'center', width: '100%', textAlign: 'left', px: 2, py: 1.25 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {item.caseNumber}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(item.caseType.displayName)}
          </Typography>
        </Box>
        <CaseStatusChip item={item} />
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {item.shipmentNumber ?? '—'}
        </Typography>
        <Typography variant="body2" noWrap title={formatLane(item.lane)}>
          {formatLane(item.lane)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {formatCaseAmount(item.amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(item.createdAt)}
        </Typography>
        <ChevronRight fontSize="small" color="action" />
      </ButtonBase>
    </Paper>
  );
});
