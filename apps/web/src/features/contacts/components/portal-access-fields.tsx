import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { accessLevelsOf } from '@portal/domain/contacts/contact-access';
import { normalizeRoleNames } from '@portal/domain/auth/role-names';
import type { GrantablePermission } from '@portal/domain/contacts/contact-schemas';
import { Controller, useWatch } from 'react-hook-form';
import { PERMISSION_LABELS } from '../lib/role-labels';
import { AccessLevelChips } from './access-level-chips';
import type { ContactFormState } from './use-contact-form';
import { useTranslation } from '../../../i18n/use-translation';
import { translateMessage } from '../../../lib/translate-message';

/** What the signed-in admin's company can give (its own portal, billing settings for carriers, Admin). */
export interface PortalAccessCompany {
  grantable: readonly GrantablePermission[];
  isBroker: boolean;
  has3PLNetwork: boolean;
}

/**
 * Portal access: the switch, the permissions, and the access levels they open (read from the same
 * access table as the guards). Turning access on for a new user sends the activation e-mail on save.
 */
export function PortalAccessFields({ state, company }: { state: ContactFormState; company: PortalAccessCompany }) {
  const { t } = useTranslation();
  const { control, formState } = state.form;
  const enabled = useWatch({ control, name: 'isPortalEnabled' });
  const roles = useWatch({ control, name: 'roles' });
  const permissions = useWatch({ control, name: 'permissions' });
  const normalisedRoles = normalizeRoleNames(roles);
  const levels = enabled ? accessLevelsOf({ roles: normalisedRoles, permissions: permissions ?? [], isBroker: company.isBroker, has3PLNetwork: company.has3PLNetwork }) : [];
  return (
    <Box>
      <Controller
        control={control}
        name="isPortalEnabled"
        render={({ field }) => (
          <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('Can sign in to the portal')} />
        )}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('A new user receives an e-mail to choose a password and activate the account.')}
      </Typography>
      {enabled && (
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{t('Permissions')}</FormLabel>
              <FormGroup row>
                {company.grantable.map((permission) => (
                  <FormControlLabel
                    key={permission}
                    label={PERMISSION_LABELS[permission] ? t(PERMISSION_LABELS[permission]) : permission}
                    control={
                      <Checkbox
                        checked={(field.value ?? []).includes(permission)}
                        onChange={(e) => field.onChange(e.target.checked ? [...(field.value ?? []), permission] : (field.value ?? []).filter((p) => p !== permission))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {formState.errors.permissions?.message && <FormHelperText error>{translateMessage(formState.errors.permissions.message)}</FormHelperText>}
            </Box>
          )}
        />
      )}
      {enabled && (
        <Box sx={{ mt: 1.5 }}>
          <AccessLevelChips levels={levels} testId="access-levels" />
        </Box>
      )}
    </Box>
  );
}
