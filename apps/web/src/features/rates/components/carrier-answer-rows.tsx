import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { CarrierAnswer, CarrierAnswerStatus } from '@portal/domain/rates/carrier-rate-request-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import type { BookableRate } from '../api/book-rate';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

export interface CarrierAnswerRowsProps {
  answers: readonly CarrierAnswer[];
  /** The cheapest offer that can still be booked, highlighted. */
  cheapestId: number | null;
  canBook: boolean;
  bookingQuoteId: string | null;
  onBook: (rate: BookableRate) => void;
}

const STATUS_COLORS: Record<CarrierAnswerStatus, 'success' | 'info' | 'default'> = { Offered: 'success', Sent: 'info', Declined: 'default', Expired: 'default' };
const STATUS_LABELS: Record<CarrierAnswerStatus, string> = { Offered: msg('Offered'), Sent: msg('Waiting for answer'), Declined: msg('Declined'), Expired: msg('Expired') };
/** The cheapest offer's row: a bar down its edge (a tinted row would thin the chips' contrast). */
const CHEAPEST_ROW = { '& > td:first-of-type': { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}` } };
const COLUMNS = [msg('Carrier'), msg('Answer'), msg('Rate'), msg('Target rate'), msg('Notes'), msg('Answered'), msg('Expires')];

/** An offer as the booking calls take it: the spot quote it became, at its price. */
function bookableOf(answer: CarrierAnswer): BookableRate | null {
  const quote = answer.quote;
  if (!quote || answer.rate === null) return null;
  return {
    rateSource: 'RateRequest', rateType: answer.rateType, chargeRateType: 'Flat', rate: answer.rate, price: quote.price, quoteId: quote.quoteId, carrierId: answer.carrierId,
    serviceDays: 0, carrierName: answer.carrierName, quoteExpiresAt: quote.expiresAt, onTimePercent: null, deliveredCount: 0, bookAs: quote.bookAs,
  };
}

function StatusChips({ answer, cheapest }: { answer: CarrierAnswer; cheapest: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" color={STATUS_COLORS[answer.status]} label={t(STATUS_LABELS[answer.status])} />
      {answer.booked && <Chip size="small" color="success" label={t('Booked')} data-testid="carrier-answer-booked" />}
      {cheapest && <Chip size="small" color="primary" label={t('Cheapest')} />}
    </Stack>
  );
}

function BookAnswer({ answer, canBook, bookingQuoteId, onBook }: { answer: CarrierAnswer } & Omit<CarrierAnswerRowsProps, 'answers' | 'cheapestId'>) {
  const { t } = useTranslation();
  const rate = bookableOf(answer);
  if (!rate) return null;
  return (
    <Button size="small" variant="contained" disabled={!canBook || bookingQuoteId !== null} onClick={() => onBook(rate)} aria-label={t('Book {{carrier}} at {{price}}', { carrier: answer.carrierName, price: formatDollars(rate.price) })}>
      {bookingQuoteId === rate.quoteId ? t('Booking…') : t('Book')}
    </Button>
  );
}

const when = (value: string | null) => (value ? formatDateTimeWithZone(value) : '—');
const money = (value: number | null) => (value === null ? '—' : formatDollars(value));

/** The wide view: one row per carrier asked, the answers side by side. */
export function CarrierAnswerTable({ answers, cheapestId, ...book }: CarrierAnswerRowsProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('Carrier answers')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((label) => (
              <TableCell key={label}>{t(label)}</TableCell>
            ))}
            <TableCell align="right">{t('Book')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answers.map((answer) => (
            <TableRow key={answer.id} data-testid="carrier-answer" sx={answer.id === cheapestId ? CHEAPEST_ROW : undefined}>
              <TableCell sx={{ fontWeight: 500 }}>{answer.carrierName}</TableCell>
              <TableCell>
                <StatusChips answer={answer} cheapest={answer.id === cheapestId} />
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{money(answer.rate)}</TableCell>
              <TableCell>{money(answer.targetRate)}</TableCell>
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{answer.notes ?? '—'}</TableCell>
              <TableCell>{when(answer.answeredAt)}</TableCell>
              <TableCell>{when(answer.quote?.expiresAt ?? answer.expiresAt)}</TableCell>
              <TableCell align="right">
                <BookAnswer answer={answer} {...book} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The phone view: a card per carrier asked. */
export function CarrierAnswerCards({ answers, cheapestId, ...book }: CarrierAnswerRowsProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" aria-label={t('Carrier answers')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {answers.map((answer) => (
        <Card component="li" key={answer.id} variant="outlined" data-testid="carrier-answer" sx={answer.id === cheapestId ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{answer.carrierName}</Typography>
                <StatusChips answer={answer} cheapest={answer.id === cheapestId} />
              </Stack>
              <Typography variant="h6" component="p">
                {money(answer.rate)}
              </Typography>
            </Stack>
            {answer.notes && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {answer.notes}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {answer.answeredAt
                ? t('Target {{target}} · answered {{answered}} · expires {{expires}}', { target: money(answer.targetRate), answered: when(answer.answeredAt), expires: when(answer.quote?.expiresAt ?? answer.expiresAt) })
                : t('Target {{target}} · expires {{expires}}', { target: money(answer.targetRate), expires: when(answer.expiresAt) })}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <BookAnswer answer={answer} {...book} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
