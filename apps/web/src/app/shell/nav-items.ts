import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
// The desk's icons are ones the frame already holds (the account menu's, the error page's), so
// the rail's first load carries no icon more.
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
// Already in the shell (the user menu's My Profile): the rail's first load stays within its budget.
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import RvHookupOutlined from '@mui/icons-material/RvHookupOutlined';
import StarsOutlined from '@mui/icons-material/StarsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { canAccess, isDriverPortalUser, NAV_ACCESS, type AccessSubject, type NavKey } from '@portal/domain/auth/access';
import { paths } from '../../config/paths';
import { msg } from '../../i18n/msg';

/** Which count a red badge shows (shell). */
export type NavBadgeKey = 'shipments' | 'tenders' | 'rateRequests' | 'accounting' | 'accessorialRequests';

interface NavItemBase {
  key: NavKey;
  /** English (the spec's), marked with msg() and shown with t(label). */
  label: string;
  icon: SvgIconComponent;
}

export interface NavLinkItem extends NavItemBase {
  kind: 'link';
  href: string;
  /** Path prefixes that mark the item as the current one. */
  activePrefixes: readonly string[];
  badge?: NavBadgeKey;
}

export interface NavActionItem extends NavItemBase {
  kind: 'logout';
}

export type NavItem = NavLinkItem | NavActionItem;

export interface NavGroup {
  /** Shown above the group only when the group has a visible item; the Dashboard group has none. */
  title?: string;
  items: readonly NavItem[];
}

function link(
  key: NavKey,
  label: string,
  icon: SvgIconComponent,
  href: string,
  extra: { activePrefixes?: readonly string[]; badge?: NavBadgeKey } = {},
): NavLinkItem {
  return { kind: 'link', key, label, icon, href, activePrefixes: extra.activePrefixes ?? [href], badge: extra.badge };
}

/** The rail's groups and items, in the spec's order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { items: [link('dashboard', msg('Dashboard'), DashboardOutlined, paths.dashboard.getHref())] },
  {
    // The brokerage staff's home: the loads that need them, carrier invoices through approval to
    // payment, the carriers and their waiting access requests.
    title: msg('Back Office'),
    items: [
      link('backOfficeAttention', msg('Needs attention'), ReportProblemOutlined, paths.backOffice.section.getHref('attention')),
      link('backOfficeApprove', msg('Invoices to approve'), ReceiptLongOutlined, paths.backOffice.section.getHref('approve')),
      link('backOfficeSchedule', msg('Payments to schedule'), AccountBalanceWalletOutlined, paths.backOffice.section.getHref('schedule')),
      link('backOfficePaid', msg('Paid'), PaymentsOutlined, paths.backOffice.section.getHref('paid')),
      link('backOfficeCarriers', msg('Carriers'), HandshakeOutlined, paths.backOffice.section.getHref('carriers')),
      link('backOfficeAccessRequests', msg('Access requests'), AdminPanelSettingsOutlined, paths.backOffice.section.getHref('access-requests')),
      // Fraud signals; the warning icon is one the rail already holds.
      link('risk', msg('Risk'), ReportProblemOutlined, paths.risk.getHref()),
    ],
  },
  {
    title: msg('Load Board'),
    items: [
      link('loadBoard', msg('Load Board'), ViewListOutlined, paths.reloads.getHref()),
      link('liveEquipment', msg('Live Equipment'), MyLocationOutlined, paths.liveEquipment.getHref()),
      link('savedLanes', msg('Saved Lanes'), RouteOutlined, paths.savedLanes.getHref(), {
        activePrefixes: [paths.savedLanes.getHref(), paths.lanes.getHref()],
      }),
      link('topPicks', msg('Top Picks'), StarsOutlined, paths.availableFreight.getHref()),
    ],
  },
  {
    title: msg('Manage Freight'),
    items: [
      link('shipments', msg('Shipments'), LocalShippingOutlined, paths.shipments.getHref(), {
        activePrefixes: [paths.shipments.getHref(), paths.allShipments.getHref(), paths.myShipments.getHref()],
        badge: 'shipments',
      }),
      link('orders', msg('Orders'), Inventory2Outlined, paths.orders.getHref()),
      link('quickQuote', msg('Quick Quote'), RequestQuoteOutlined, paths.quotes.getHref()),
      link('tenders', msg('Tenders'), HandshakeOutlined, paths.tenders.getHref(), { badge: 'tenders' }),
      link('rateRequests', msg('Rate Requests'), RequestQuoteOutlined, paths.rates.getHref(), { badge: 'rateRequests' }),
    ],
  },
  {
    title: msg('Financials'),
    items: [
      link('accounting', msg('Accounting'), AccountBalanceWalletOutlined, paths.accounting.getHref(), {
        activePrefixes: [paths.accounting.getHref(), paths.invoices.getHref()],
        badge: 'accounting',
      }),
      link('paymentRemittance', msg('Payment Remittance'), PaymentsOutlined, paths.payments.getHref()),
      link('noticesOfAssignment', msg('Notices of Assignment'), GavelOutlined, paths.noticesOfAssignment.getHref()),
      link('quickPayFees', msg('Quick Pay Fees'), PaymentsOutlined, paths.quickPayFees.getHref()),
      link('detentionTerms', msg('Detention Terms'), RequestQuoteOutlined, paths.detentionTerms.getHref()),
      link('thirdPartyPayerInvoices', msg('Third Party Payer Invoices'), ReceiptLongOutlined, paths.thirdPartyPayerInvoices.getHref()),
      link('accessorialRequests', msg('Accessorial Requests'), GavelOutlined, paths.cases.getHref(), { badge: 'accessorialRequests' }),
    ],
  },
  {
    title: msg('Account'),
    items: [
      link('videos', msg('Videos'), OndemandVideoOutlined, paths.videos.getHref()),
      link('contacts', msg('Contacts'), ContactsOutlined, paths.contacts.getHref()),
      link('locations', msg('Locations'), WarehouseOutlined, paths.locations.getHref()),
      link('equipment', msg('Equipment'), RvHookupOutlined, paths.equipment.getHref()),
      link('drivers', msg('Drivers'), PersonOutline, paths.drivers.getHref()),
      link('scoreCard', msg('Score Card'), InsightsOutlined, paths.scoreCard.getHref()),
      // Authority and insurance; the icon is one the rail already holds.
      link('compliance', msg('Compliance'), GavelOutlined, paths.compliance.getHref()),
      // The audit log, for company admins and the brokerage's staff; the icon is one the rail already holds.
      link('activity', msg('Activity'), AdminPanelSettingsOutlined, paths.activity.getHref()),
      // The portal's own help page: FAQ, how to reach carrier support, the videos.
      link('support', msg('Support'), SupportAgentOutlined, paths.help.getHref()),
      { kind: 'logout', key: 'logout', label: msg('Logout'), icon: LogoutOutlined },
    ],
  },
];

/** Items the user may see (NAV_ACCESS), and only the groups left with an item; a driver's Shipments are their assigned loads. */
export function visibleNavGroups(user: AccessSubject): NavGroup[] {
  const driver = isDriverPortalUser(user);
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items
      .filter((item) => canAccess(user, NAV_ACCESS[item.key]))
      .map((item) => (driver && item.kind === 'link' && item.key === 'shipments' ? { ...item, href: paths.myShipments.getHref() } : item)),
  })).filter((group) => group.items.length > 0);
}

export function isNavItemActive(item: NavLinkItem, pathname: string): boolean {
  return item.activePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
