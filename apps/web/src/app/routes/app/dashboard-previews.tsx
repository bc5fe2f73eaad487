import { paths } from '../../../config/paths';
import { DriverIdPicker } from '../../../features/drivers/components/driver-id-picker';
import { UnitPicker } from '../../../features/equipment/components/unit-picker';
import { ApInvoicePreview } from '../../../features/invoices/components/ap-invoice-preview';
import { RateRequestDetail } from '../../../features/rates/components/rate-request-detail';
import { TenderDetail } from '../../../features/tenders/components/tender-detail';
import { invoicePanels, paySpeedSlot, payTimelineSlot } from './invoice-panels';

/*
 * The dashboard's previews: the tender, rate and invoice areas' own detail views, put together
 * here because features do not import each other. A chunk of their own (dashboard.tsx loads them
 * when a preview opens), so the dashboard's first load does not carry the areas' forms.
 */

export function DashboardTenderPreview({ tenderId }: { tenderId: string }) {
  return (
    <TenderDetail
      tenderKey={tenderId}
      variant="preview"
      backHref={paths.dashboard.tenders.getHref()}
      backLabel="Dashboard"
      renderDriverPicker={(field) => <DriverIdPicker {...field} />} renderUnitPicker={(picker) => <UnitPicker {...picker} />}
    />
  );
}

export function DashboardRatePreview({ rateId }: { rateId: string }) {
  return <RateRequestDetail rateKey={rateId} backHref={paths.dashboard.rates.getHref()} backLabel="Dashboard" />;
}

export function DashboardInvoicePreview({ invoiceNumber }: { invoiceNumber: string }) {
  return (
    <ApInvoicePreview
      invoiceNumber={invoiceNumber}
      closeHref={paths.dashboard.accounting.getHref()}
      selfHref={paths.dashboard.accountingPreview.getHref(invoiceNumber)}
      panels={invoicePanels}
      payTimeline={payTimelineSlot}
      paySpeed={paySpeedSlot}
    />
  );
}
