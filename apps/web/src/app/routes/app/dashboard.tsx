import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardPage, type DashboardSection } from '../../../features/shipments/components/dashboard-page';

function sectionOf(pathname: string): DashboardSection {
  if (pathname.startsWith(paths.dashboard.tenders.getHref())) return 'tenders';
  if (pathname.startsWith(paths.dashboard.rates.getHref())) return 'rates';
  if (pathname.startsWith(paths.dashboard.accounting.getHref())) return 'accounting';
  return 'shipments';
}

/** /dashboard and its sub-paths (spec section 2). */
export function Component() {
  const { pathname } = useLocation();
  return <DashboardPage section={sectionOf(pathname)} />;
}
