import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ownApprovals, paymentRoleRefusal } from '@portal/domain/back-office/back-office-rules';
import type { BackOfficeInvoice } from '@portal/domain/back-office/back-office-schemas';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { formatUsd } from '@portal/domain/common/money';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { useMemo, useState } from 'react';
import { sumDollarsToCents } from '../../../components/invoices/format-money';
import { ListError, ListNote, ListSpinner } from '../../../components/list-layout/list-states';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useBackOfficeInvoices } from '../api/get-back-office-invoices';
import { BackOfficeInvoiceRow } from './back-office-invoice-row';
import { SchedulePaymentDialog } from './schedule-payment-dialog';
import type { DeskSectionProps } from './desk-section-props';

interface PayeeGroup {
  key: string;
  carrier: BackOfficeInvoice['carrier'];
  payee: BackOfficeInvoice['payee'];
  invoices: BackOfficeInvoice[];
}

/** One check pays one carrier's invoices remitted to one party: the page's invoices in those groups (the server orders them so). */
function groupByPayee(invoices: readonly BackOfficeInvoice[]): PayeeGroup[] {
  const groups = new Map<string, PayeeGroup>();
  for (const invoice of invoices) {
    const key = `${invoice.carrier.id}:${invoice.payee.id}`;
    const group = groups.get(key) ?? { key, carrier: invoice.carrier, payee: invoice.payee, invoices: [] };
    group.invoices.push(invoice);
    groups.set(key, group);
  }
  return [...groups.values()];
}

interface GroupProps {
  group: PayeeGroup;
  /** Invoices the user may put on a check (Admins, not their own approvals); empty for everyone else. */
  payable: ReadonlySet<number>;
  picked: ReadonlySet<number>;
  onPick: (ids: number[], on: boolean) => void;
  onSchedule: () => void;
}

function PayeeGroupCard({ group, payable, picked, onPick, onSchedule }: GroupProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const pickable = group.invoices.filter((i) => payable.has(i.id));
  const chosen = group.invoices.filter((i) => picked.has(i.id));
  const allChosen = pickable.length > 0 && chosen.length === pickable.length;
  const heading = group.payee.id === group.carrier.id ? group.carrier.name : t('{{carrier}}, paid to {{payee}}', { carrier: group.carrier.name, payee: group.payee.name });
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ borderRadius: 2, p: { xs: 1.5, sm: 2 } }} data-testid="payee-group">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {pickable.length > 0 && (
          <Checkbox
            checked={allChosen}
            indeterminate={chosen.length > 0 && !allChosen}
            onChange={(event) => onPick(pickable.map((i) => i.id), event.target.checked)}
            slotProps={{ input: { 'aria-label': t('Pick every invoice of {{payee}}', { payee: heading }) } }}
          />
        )}
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 200px' }}>
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {group.invoices.length === 1
            ? t('1 invoice, {{total}}', { total: formatUsd(sumDollarsToCents(group.invoices.map((i) => i.balanceDue))) })
            : t('{{count}} invoices, {{total}}', { count: group.invoices.length, total: formatUsd(sumDollarsToCents(group.invoices.map((i) => i.balanceDue))) })}
        </Typography>
        {pickable.length > 0 && (
          <Button variant="contained" disabled={chosen.length === 0} onClick={onSchedule} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {t('Schedule payment')}
          </Button>
        )}
      </Box>
      <Stack spacing={1}>
        {group.invoices.map((invoice) => {
          const own = user ? ownApprovals(user, [{ invoiceNumber: invoice.invoiceNumber, settledByUserId: invoice.settledBy?.id ?? null }]).length > 0 : false;
          return (
            <BackOfficeInvoiceRow
              key={invoice.id}
              invoice={invoice}
              leading={
                payable.has(invoice.id) ? (
                  <Checkbox
                    checked={picked.has(invoice.id)}
                    onChange={(event) => onPick([invoice.id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('Pay invoice {{number}}', { number: invoice.invoiceNumber }) } }}
                  />
                ) : undefined
              }
              note={
                own
                  ? t('You approved this invoice; another Admin must schedule its payment')
                  : invoice.settledBy
                    ? t('Approved by {{name}}', { name: invoice.settledBy.name })
                    : undefined
              }
            />
          );
        })}
      </Stack>
    </Paper>
  );
}


/** Payments to schedule: Settled invoices by carrier and payee; an Admin picks one payee's invoices and pays them with one check. */
export function PaymentsSection({ search, sort, page, onPageChange }: DeskSectionProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const refusal = user ? paymentRoleRefusal(user) : null;
  const query = useBackOfficeInvoices({ status: PayablesInvoiceStatus.Settled, search: search || undefined, sort, page, pageSize: DEFAULT_PAGE_SIZE });
  const invoices = useMemo(() => query.data?.data ?? [], [query.data]);
  const groups = useMemo(() => groupByPayee(invoices), [invoices]);
  const payable = useMemo(() => {
    if (!user || refusal) return new Set<number>();
    const own = new Set(ownApprovals(user, invoices.map((i) => ({ id: i.id, invoiceNumber: i.invoiceNumber, settledByUserId: i.settledBy?.id ?? null }))).map((i) => i.id));
    return new Set(invoices.filter((i) => !own.has(i.id)).map((i) => i.id));
  }, [invoices, refusal, user]);
  // The picked invoices and their group: picking in another group starts a new pick there.
  const [pick, setPick] = useState<{ group: string; ids: Set<number> } | null>(null);
  const [scheduling, setScheduling] = useState<PayeeGroup | null>(null);
  const pickIn = (group: PayeeGroup) => (ids: number[], on: boolean) =>
    setPick((current) => {
      const next = new Set(current?.group === group.key ? current.ids : []);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return { group: group.key, ids: next };
    });
  const pageCount = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / DEFAULT_PAGE_SIZE));

  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      {refusal && (
        <Alert severity="info" data-testid="pay-refusal">
          {t(refusal)}
        </Alert>
      )}
      {query.error ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {!query.data && query.isFetching && <ListSpinner />}
      {query.data && groups.length === 0 && <ListNote text={search ? msg('No Matching Results') : msg('No approved invoices waiting for payment')} />}
      {groups.map((group) => (
        <PayeeGroupCard
          key={group.key}
          group={group}
          payable={payable}
          picked={pick?.group === group.key ? pick.ids : new Set()}
          onPick={pickIn(group)}
          onSchedule={() => setScheduling(group)}
        />
      ))}
      {pageCount > 1 && <Pagination page={page} count={pageCount} onChange={(_, next) => onPageChange(next)} sx={{ alignSelf: 'center' }} />}
      {scheduling && pick && (
        <SchedulePaymentDialog
          invoices={scheduling.invoices.filter((i) => pick.ids.has(i.id))}
          onClose={() => setScheduling(null)}
          onScheduled={() => {
            setScheduling(null);
            setPick(null);
          }}
        />
      )}
    </Stack>
  );
}
