import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../../components/brand-mark';
import { SharedLoadView } from '../../features/share-links/components/shared-load-view';
import { useTranslation } from '../../i18n/use-translation';

/** /track/{token}: a load's share link, opened by anyone holding it; no sign-in. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useEffect(() => {
    document.title = `${t('Shared load')} · ${PRODUCT_NAME}`;
  }, [t]);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <BrandMark />
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <SharedLoadView token={token} />
      </Container>
    </Box>
  );
}
