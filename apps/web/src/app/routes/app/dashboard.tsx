import { useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { DriverIdPicker } from '../../../features/drivers/components/driver-id-picker';
import { ApInvoicePreview } from '../../../features/invoices/components/ap-invoice-preview';
import { RateRequestDetail } from '../../../features/rates/components/rate-request-detail';
import { DashboardPage, type DashboardSection } from '../../../features/shipments/components/dashboard-page';
import { TenderDetail } from '../../../features/tenders/components/tender-detail';
import { invoicePanels } from './invoice-panels';

function sectionOf(pathname: string): DashboardSection {
  if (pathname.startsWith(paths.dashboard.tenders.getHref())) return 'tenders';
  if (pathname.startsWith(paths.dashboard.rates.getHref())) return 'rates';
  if (pathname.startsWith(paths.dashboard.accounting.getHref())) return 'accounting';
  return 'shipments';
}

/**
 * /dashboard and its sub-paths (spec section 2). The tender, rate and invoice previews are the
 * areas' own detail views, put together here because features do not import each other.
 */
export function Component() {
  const { pathname } = useLocation();
  const { tenderId, rateId, invoiceNumber } = useParams();
  if (tenderId) {
    return (
      <TenderDetail
        tenderKey={tenderId}
        variant="preview"
        backHref={paths.dashboard.tenders.getHref()}
        backLabel="Dashboard"
        renderDriverPicker={(field) => <DriverIdPicker {...field} />}
      />
    );
  }
  if (rateId) return <RateRequestDetail rateKey={rateId} backHref={paths.dashboard.rates.getHref()} backLabel="Dashboard" />;
  if (invoiceNumber) {
    return (
      <ApInvoicePreview
        invoiceNumber={invoiceNumber}
        closeHref={paths.dashboard.accounting.getHref()}
        selfHref={paths.dashboard.accountingPreview.getHref(invoiceNumber)}
        panels={invoicePanels}
      />
    );
  }
  return <DashboardPage section={sectionOf(pathname)} />;
}
