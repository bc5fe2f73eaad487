import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { countText } from './count-text';

interface PageFooterProps {
  /** One-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  /** More rows match than totalCount: the server stopped counting there ("1,000+"). */
  totalCountCapped?: boolean;
  onPageChange: (page: number) => void;
  /** Pages shown beside the current one. */
  siblingCount?: number;
  /** Names the pagination; without it the pagination keeps its own name. */
  label?: string;
}

/** Under a server-paged list: which rows of how many are shown, and the pages when there are several. Nothing when the list is empty. */
export function PageFooter({ page, pageSize, totalCount, totalCountCapped = false, onPageChange, siblingCount = 1, label }: PageFooterProps) {
  const { t } = useTranslation();
  if (totalCount <= 0) return null;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, pt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('{{first}}–{{last}} of {{total}}', { first: countText(first), last: countText(last), total: countText(totalCount, totalCountCapped) })}
      </Typography>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_, next) => onPageChange(next)}
          color="primary"
          shape="rounded"
          siblingCount={siblingCount}
          {...(label ? { 'aria-label': label } : {})}
        />
      )}
    </Box>
  );
}
