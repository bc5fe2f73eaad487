import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { DashboardPage, type DashboardSection } from '../../../features/shipments/components/dashboard-page';
import { importWithReload } from '../../../lib/lazy-import';

const loadPreviews = importWithReload(() => import('./dashboard-previews'));
const TenderPreview = lazy(async () => ({ default: (await loadPreviews()).DashboardTenderPreview }));
const RatePreview = lazy(async () => ({ default: (await loadPreviews()).DashboardRatePreview }));
const InvoicePreview = lazy(async () => ({ default: (await loadPreviews()).DashboardInvoicePreview }));
// The offers card loads after the dashboard's first paint, outside its first-load budget.
const OffersDashboardCard = lazy(importWithReload(async () => ({ default: (await import('../../../features/offers/components/offers-dashboard-card')).OffersDashboardCard })));

function sectionOf(pathname: string): DashboardSection {
  if (pathname.startsWith(paths.dashboard.tenders.getHref())) return 'tenders';
  if (pathname.startsWith(paths.dashboard.rates.getHref())) return 'rates';
  if (pathname.startsWith(paths.dashboard.accounting.getHref())) return 'accounting';
  return 'shipments';
}

/** /dashboard and its sub-paths; a preview's code loads when it opens. */
export function Component() {
  const { pathname } = useLocation();
  const { tenderId, rateId, invoiceNumber } = useParams();
  if (!tenderId && !rateId && !invoiceNumber) {
    return (
      <DashboardPage
        section={sectionOf(pathname)}
        cards={
          <Suspense fallback={null}>
            <OffersDashboardCard />
          </Suspense>
        }
      />
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      {tenderId ? (
        <TenderPreview tenderId={tenderId} />
      ) : rateId ? (
        <RatePreview rateId={rateId} />
      ) : (
        invoiceNumber && <InvoicePreview invoiceNumber={invoiceNumber} />
      )}
    </Suspense>
  );
}
