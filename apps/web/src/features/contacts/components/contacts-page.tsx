import Add from '@mui/icons-material/Add';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULT_PAGE_SIZE, MOBILE_CUTOFF_PX } from '@portal/domain/common/constants';
import { NO_MATCHING_RESULTS } from '@portal/domain/common/messages';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { Link } from 'react-router';
import { z } from 'zod';
import { UrlSearchBox } from '../../../components/freight/url-search-box';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { paths } from '../../../config/paths';
import { useContacts } from '../api/get-contacts';
import { CONTACT_ROLES, roleLabel } from '../lib/role-labels';
import { AccessRequestsPanel } from './access-requests-panel';
import { ContactListItem } from './contact-list-item';
import type { PortalAccessCompany } from './portal-access-fields';
import { useTranslation } from '../../../i18n/use-translation';

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;
const schema = z.object({ q: z.string(), role: z.string(), page: z.coerce.number().int().min(1), view: z.enum(['contacts', 'requests']) });
const DEFAULTS: z.output<typeof schema> = { q: '', role: '', page: 1, view: 'contacts' };

interface ContactsPageProps {
  /** Admins add and edit contacts and decide on access requests. */
  canManage: boolean;
  openRequestCount: number;
  /** What the admin's company can give a new user. */
  company: PortalAccessCompany;
}

/** /contacts: the company's contacts (fuzzy search, role filter, 50 a page) and, for admins, the access requests. */
export function ContactsPage({ canManage, openRequestCount, company }: ContactsPageProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const list = useListQueryState(schema, DEFAULTS);
  const { state } = list;
  const view = canManage ? state.view : 'contacts';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {canManage && (
        <Tabs variant="scrollable" allowScrollButtonsMobile value={view} onChange={(_, next: 'contacts' | 'requests') => list.update({ view: next })} sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }} aria-label={t('Contacts views')}>
          <Tab value="contacts" label={t('Contacts')} />
          <Tab
            value="requests"
            label={
              // The margin keeps the count inside the tab, which clips what sticks out.
              <Badge color="error" badgeContent={openRequestCount} sx={{ mr: 1.5, '& .MuiBadge-badge': { right: -12 } }}>
                {t('Access Requests')}
              </Badge>
            }
          />
        </Tabs>
      )}
      {view === 'requests' ? <AccessRequestsPanel company={company} /> : <ContactsList narrow={narrow} canManage={canManage} state={state} update={list.update} />}
    </Box>
  );
}

function ContactsList({ narrow, canManage, state, update }: { narrow: boolean; canManage: boolean; state: z.output<typeof schema>; update: (patch: Partial<z.output<typeof schema>>) => void }) {
  const { t } = useTranslation();
  const contacts = useContacts({ fuzzyMatch: state.q, role: state.role, page: state.page });
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: { xs: 1.5, sm: 2 }, pt: 2, pb: 1 }}>
        <Box sx={{ display: 'flex', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
          <UrlSearchBox value={state.q} onSearch={(q) => update({ q })} placeholder={t('Search name, title, e-mail, phone')} aria-label={t('Search contacts')} />
        </Box>
        <TextField select size="small" label={t('Role')} value={state.role} onChange={(e) => update({ role: e.target.value })} sx={{ minWidth: 150 }}>
          <MenuItem value="">{t('All roles')}</MenuItem>
          {CONTACT_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(roleLabel(role))}
            </MenuItem>
          ))}
        </TextField>
        {!narrow && <Box sx={{ flex: 1 }} />}
        {canManage && (
          <Button component={Link} to={paths.contacts.create.getHref()} variant="contained" startIcon={<Add />} sx={{ flexShrink: 0 }}>
            {narrow ? t('New') : t('New contact')}
          </Button>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, pb: 2 }}>
        <PagedList<Contact>
          label={t('Contacts')}
          items={contacts.data?.data}
          totalCount={contacts.data?.totalCount ?? 0}
          page={state.page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          loading={contacts.isFetching}
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
          emptyText={state.q || state.role ? t(NO_MATCHING_RESULTS) : t('No contacts yet')}
          getKey={(item) => item.id}
          renderItem={(item) => <ContactListItem contact={item} compact={narrow} />}
        />
      </Box>
    </>
  );
}
