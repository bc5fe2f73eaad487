import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { BrandMark, PRODUCT_NAME } from '../../../components/brand-mark';
import { EnvironmentBanner } from '../../../components/environment-banner';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { LanguageSwitch } from './language-switch';

const HIGHLIGHTS = [
  { icon: <TravelExploreOutlined />, title: msg('Find your next load'), text: msg('Top Picks, reloads and saved lanes matched to your equipment.') },
  { icon: <LocalShippingOutlined />, title: msg('Keep shipments moving'), text: msg('Tenders, stops, documents and tracking updates in one place.') },
  { icon: <ReceiptLongOutlined />, title: msg('Get paid faster'), text: msg('Invoices, accessorial requests and payment remittance at a glance.') },
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of every public sign-in page: a brand panel on wide screens and one focused card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { supportEmail } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <EnvironmentBanner />
      <Box sx={{ flex: 1, display: 'flex' }}>
        <Box
          component="aside"
          aria-label={PRODUCT_NAME}
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'space-between',
            width: { md: 440, lg: 520 },
            flexShrink: 0,
            p: { md: 5, lg: 7 },
            color: '#FFFFFF',
            background: 'linear-gradient(155deg, #0D47A1 0%, #1565C0 55%, #1E88E5 100%)',
            position: 'relative',
            overflow: 'hidden',
            '&::after': {
              content: '""',
              position: 'absolute',
              right: -160,
              bottom: -160,
              width: 420,
              height: 420,
              borderRadius: '50%',
              border: '60px solid rgba(255,255,255,0.06)',
            },
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BrandMark size={40} inverted />
            <Typography variant="h5" component="span" sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
              {PRODUCT_NAME}
            </Typography>
          </Stack>
          <Box sx={{ position: 'relative', zIndex: 1 }}>
            <Typography variant="h1" component="p" sx={{ fontSize: { md: '2rem', lg: '2.375rem' }, lineHeight: 1.15, mb: 2 }}>
              {t('Move freight with confidence.')}
            </Typography>
            <Typography sx={{ opacity: 0.85, mb: 5, maxWidth: 380 }}>
              {t('One portal for carriers, brokers, drivers and the companies that pay them.')}
            </Typography>
            <Stack spacing={3}>
              {HIGHLIGHTS.map((item) => (
                <Stack key={item.title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Box
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'rgba(255,255,255,0.14)',
                      flexShrink: 0,
                    }}
                  >
                    {item.icon}
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{t(item.title)}</Typography>
                    <Typography variant="body2" sx={{ opacity: 0.8 }}>
                      {t(item.text)}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Box>
          <Typography variant="caption" sx={{ opacity: 0.7 }}>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </Typography>
        </Box>

        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: { xs: 'flex-start', sm: 'center' },
            px: { xs: 2, sm: 4 },
            py: { xs: 3, sm: 6 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'flex-end', mt: { xs: -1.5, sm: -2 }, mb: 1 }}>
            <LanguageSwitch />
          </Box>
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 3, display: { xs: 'flex', md: 'none' } }}>
            <BrandMark size={36} />
            <Typography variant="h5" component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {PRODUCT_NAME}
            </Typography>
          </Stack>
          <Paper
            variant="outlined"
            sx={{
              width: '100%',
              maxWidth: 440,
              p: { xs: 3, sm: 5 },
              borderRadius: 3,
              boxShadow: '0 12px 40px rgba(16, 42, 84, 0.08)',
            }}
          >
            <Typography variant="h2" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </Paper>
          {supportEmail && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
              {t('Need help?')} <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
