import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { isBookable, type BookableRate } from '../api/book-rate';
import { expiryText, OnTimeRecord, rateText, serviceDaysText } from './rate-cells';
import { nextSort, rateSourceLabel, type RateSort, type RateSortKey } from './rate-comparison-sort';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

export interface RateRowsProps {
  rates: readonly UnifiedRate[];
  sort: RateSort;
  onSort: (sort: RateSort) => void;
  /** False when the shipment can no longer be booked (Booked and later, Voided): Book is then off on every row. */
  canBook: boolean;
  /** The quote being booked; its button reads Booking… and the others wait. */
  bookingQuoteId: string | null;
  onBook: (rate: BookableRate) => void;
}

const COLUMNS: { key: RateSortKey; label: string; numeric?: boolean }[] = [
  { key: 'carrierName', label: msg('Carrier') },
  { key: 'rateSource', label: msg('Source') },
  { key: 'rateType', label: msg('Rate type') },
  { key: 'rate', label: msg('Rate'), numeric: true },
  { key: 'price', label: msg('Price'), numeric: true },
  { key: 'serviceDays', label: msg('Service days'), numeric: true },
  { key: 'quoteExpiresAt', label: msg('Quote expires') },
  { key: 'onTimePercent', label: msg('On-time record') },
];

function BookAction({ rate, canBook, bookingQuoteId, onBook }: { rate: UnifiedRate } & Pick<RateRowsProps, 'canBook' | 'bookingQuoteId' | 'onBook'>) {
  const { t } = useTranslation();
  if (!isBookable(rate)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('Reference')}
      </Typography>
    );
  }
  const pending = bookingQuoteId === rate.quoteId;
  return (
    <Button
      size="small"
      variant="contained"
      disabled={!canBook || bookingQuoteId !== null}
      onClick={() => onBook(rate)}
      aria-label={t('Book {{carrier}} {{rateType}} at {{price}}', { carrier: rate.carrierName ?? t('carrier'), rateType: t(rate.rateType), price: formatDollars(rate.price) })}
    >
      {pending ? t('Booking…') : t('Book')}
    </Button>
  );
}

/** The wide comparison: one row per rate, every column sortable by its header (a button, so keyboard sortable). */
export function RateComparisonTable({ rates, sort, onSort, ...book }: RateRowsProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('Rate comparison')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sortDirection={sort.key === column.key ? sort.direction : false}>
                <TableSortLabel active={sort.key === column.key} direction={sort.key === column.key ? sort.direction : 'asc'} onClick={() => onSort(nextSort(sort, column.key))}>
                  {t(column.label)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right">{t('Book')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rates.map((rate) => (
            <TableRow key={rate.quoteId} hover data-testid="rate-row">
              <TableCell sx={{ fontWeight: 500 }}>{rate.carrierName ?? t('Any carrier')}</TableCell>
              <TableCell>{t(rateSourceLabel(rate.rateSource))}</TableCell>
              <TableCell>{t(rate.rateType)}</TableCell>
              <TableCell align="right">{rateText(rate)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatDollars(rate.price)}
              </TableCell>
              <TableCell align="right">{rate.serviceDays}</TableCell>
              <TableCell>{expiryText(rate)}</TableCell>
              <TableCell>
                <OnTimeRecord rate={rate} />
              </TableCell>
              <TableCell align="right">
                <BookAction rate={rate} {...book} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The phone comparison: a card per rate, sorted through one field instead of column headers. */
export function RateComparisonCards({ rates, sort, onSort, ...book }: RateRowsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label={t('Sort by')} value={sort.key} onChange={(event) => onSort({ key: event.target.value as RateSortKey, direction: sort.direction })} sx={{ flex: 1 }}>
          {COLUMNS.map((column) => (
            <MenuItem key={column.key} value={column.key}>
              {t(column.label)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={() => onSort({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}>
          {sort.direction === 'asc' ? t('Ascending') : t('Descending')}
        </Button>
      </Stack>
      <Stack component="ul" aria-label={t('Rate comparison')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rates.map((rate) => (
          <Card component="li" key={rate.quoteId} variant="outlined" data-testid="rate-row">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{rate.carrierName ?? t('Any carrier')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(rateSourceLabel(rate.rateSource))} · {rateText(rate)}
                  </Typography>
                </div>
                <Stack sx={{ alignItems: 'flex-end' }}>
                  <Typography variant="h6" component="p">
                    {formatDollars(rate.price)}
                  </Typography>
                  <Chip size="small" label={t(rate.rateType)} />
                </Stack>
              </Stack>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {serviceDaysText(rate.serviceDays)} · {t('Quote expires: {{expiry}}', { expiry: expiryText(rate) })}
              </Typography>
              <OnTimeRecord rate={rate} />
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
                <BookAction rate={rate} {...book} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
