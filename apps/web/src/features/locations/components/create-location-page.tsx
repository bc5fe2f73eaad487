import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/freight/page-header';
import { paths } from '../../../config/paths';
import { LocationForm } from './location-form';
import { LocationSection } from './location-section';
import { useLocationForm } from './use-location-form';
import { useTranslation } from '../../../i18n/use-translation';

/** /locations/create: a new location; it starts with the default dock hours, edited on its page. */
export function CreateLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocationForm({ onSaved: (saved) => void navigate(paths.locations.edit.getHref(saved.id), { replace: true }) });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100 }}>
      <PageHeader title={t('New location')} subtitle={t('Docks start open 00:00–23:59 every day; set their hours once the location is saved.')} />
      <LocationSection title={t('Details')}>
        <LocationForm state={state} submitLabel={t('Create location')} onCancel={() => void navigate(paths.locations.getHref())} />
      </LocationSection>
    </Box>
  );
}
