import Box from '@mui/material/Box';
import { environmentBannerText, useRuntimeConfig } from '../lib/runtime-config';
import { useTranslation } from '../i18n/use-translation';

/** A thin strip naming the environment in UAT, local and test (top bar). */
export function EnvironmentBanner() {
  const { t } = useTranslation();
  const text = environmentBannerText(useRuntimeConfig().appEnv);
  if (!text) return null;
  return (
    <Box
      role="note"
      aria-label={t('Environment')}
      data-testid="environment-banner"
      sx={{
        height: 24,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: '#FFB300',
        color: '#3E2723',
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
      }}
    >
      {t(text)}
    </Box>
  );
}
