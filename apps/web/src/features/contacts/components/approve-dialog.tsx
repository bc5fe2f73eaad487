import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { APPROVABLE_ROLES, type AccessRequest } from '@portal/domain/contacts/access-request-schemas';
import { accessLevelsOf } from '@portal/domain/contacts/contact-access';
import type { GrantablePermission } from '@portal/domain/contacts/contact-schemas';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages, notify } from '../../../lib/notify';
import { useApproveAccessRequest } from '../api/approve-access-request';
import { PERMISSION_LABELS, roleLabel } from '../lib/role-labels';
import { AccessLevelChips } from './access-level-chips';
import type { PortalAccessCompany } from './portal-access-fields';
import { answerMessageOf } from '../../../lib/translate-message';

type ApprovableRole = (typeof APPROVABLE_ROLES)[number];

/** The company's own portal: what a new user gets unless the admin chooses otherwise. */
const ownPortal = (company: PortalAccessCompany) => company.grantable.filter((p) => p === 'CarrierPortal' || p === 'FactoringCompanyPortal');

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((x) => x !== item);
}

/**
 * Approving is a decision about who enters the company's account: the admin sees who asked, chooses
 * what the new user may open (permissions and roles, with the access levels they give), and confirms.
 */
export function ApproveDialog({ request, company, onClose }: { request: AccessRequest | null; company: PortalAccessCompany; onClose: () => void }) {
  const open = request !== null;
  return open ? <ApproveForm key={request.id} request={request} company={company} onClose={onClose} /> : null;
}

function ApproveForm({ request, company, onClose }: { request: AccessRequest; company: PortalAccessCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const [permissions, setPermissions] = useState<GrantablePermission[]>(() => ownPortal(company));
  const [roles, setRoles] = useState<ApprovableRole[]>([]);
  const [error, setError] = useState<string>();
  const approve = useApproveAccessRequest();
  const name = `${request.firstName} ${request.lastName}`;
  const levels = accessLevelsOf({ roles, permissions, isBroker: company.isBroker, has3PLNetwork: company.has3PLNetwork });
  const submit = () => {
    if (permissions.length === 0) return setError(t('Choose the portal the contact signs in to'));
    approve.mutate(
      { accessRequestId: request.id, body: { permissions, roles } },
      {
        onSuccess: (answer) => {
          notify.success(answerMessageOf(answer));
          onClose();
        },
        onError: (e) => setError(errorMessages(e).join(' ')),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="approve-title">
      <DialogTitle id="approve-title">{t('Approve {{name}}', { name })}</DialogTitle>
      <DialogContent>
        {/* A long address breaks rather than running out of a phone's dialog. */}
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('{{email}} becomes a contact of your company and receives an e-mail to choose a password.', { email: request.email })}
        </DialogContentText>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <FormLabel component="legend">{t('Permissions')}</FormLabel>
          <FormGroup row>
            {company.grantable.map((permission) => (
              <FormControlLabel
                key={permission}
                label={t(PERMISSION_LABELS[permission] ?? permission)}
                control={<Checkbox checked={permissions.includes(permission)} onChange={(e) => setPermissions(toggled(permissions, permission, e.target.checked))} />}
              />
            ))}
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <FormLabel component="legend">{t('Roles')}</FormLabel>
          <FormGroup row>
            {APPROVABLE_ROLES.map((role) => (
              <FormControlLabel key={role} label={t(roleLabel(role))} control={<Checkbox checked={roles.includes(role)} onChange={(e) => setRoles(toggled(roles, role, e.target.checked))} />} />
            ))}
          </FormGroup>
        </Box>
        <AccessLevelChips levels={levels} testId="approve-access-levels" />
        {error && (
          <FormHelperText error role="alert" sx={{ mt: 2 }}>
            {error}
          </FormHelperText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={approve.isPending}>
          {t('Approve and invite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
