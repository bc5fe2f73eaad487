import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { AreaUnderConstruction } from '../../../components/area-under-construction';
import { IntegrationsPanel } from '../../../features/tracking-integration/components/integrations-panel';

/**
 * /profile: the integrations tab (?tab=integrations) is built (issue 14, tracking integration); the
 * other tabs come with the profile pages. The panel is one component, so the tabbed page can hold it.
 */
export function Component() {
  const [params] = useSearchParams();
  if (params.get('tab') === 'integrations') {
    return (
      <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
        <IntegrationsPanel />
      </Box>
    );
  }
  return <AreaUnderConstruction />;
}
