import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { canAccess, NAV_ACCESS } from '@portal/domain/auth/access';
import { PageHeader } from '../../../components/freight/page-header';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { useSupportContacts } from '../api/get-support-contacts';
import { CARRIER_FAQ } from './faq';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SupportContactsCard() {
  const { t } = useTranslation();
  const contacts = useSupportContacts();
  if (contacts.isPending) return <ListSpinner label={t('Loading support contacts')} />;
  if (contacts.isError) return <ListError error={contacts.error} onRetry={() => void contacts.refetch()} />;
  const { companyName, email, phone, address } = contacts.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="support-contacts">
      <Typography sx={{ fontWeight: 600 }}>{t('{{company}} carrier support', { company: companyName })}</Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1, '& dt': { fontWeight: 500 }, '& dd': { m: 0, mb: 0.5 } }}>
        <dt>{t('E-mail')}</dt>
        <dd>
          <Link href={`mailto:${email}`}>{email}</Link>
        </dd>
        {phone && (
          <>
            <dt>{t('Phone')}</dt>
            <dd>
              <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt>{t('Address')}</dt>
            <dd>{address}</dd>
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('Write with your shipment or invoice number so we can answer faster.')}
      </Typography>
    </Paper>
  );
}

/**
 * /help: the portal's own help page: questions carriers ask, how to reach the
 * brokerage's carrier support, and, for users who may watch them, the how-to videos (a slot the
 * route module fills, since features do not import each other).
 */
export function HelpPage({ videos }: { videos?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // Links only to pages the rail offers this user; an answer about pages they cannot open is left out.
  const faq = CARRIER_FAQ.map((item) => ({ ...item, links: item.links?.filter((link) => !!user && canAccess(user, NAV_ACCESS[link.nav])) })).filter(
    (item) => !item.links || item.links.length > 0,
  );
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <PageHeader title={t('Help')} subtitle={t('Answers to common questions, how to reach carrier support, and short how-to videos.')} />
      <Section id="help-contact" title={t('Contact carrier support')}>
        <SupportContactsCard />
      </Section>
      {videos && (
        <Section id="help-videos" title={t('How-to videos')}>
          {videos}
        </Section>
      )}
      <Section id="help-faq" title={t('Frequently asked questions')}>
        {faq.map((item, index) => (
          <Accordion key={item.question} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${index}-answer`} id={`faq-${index}-question`}>
              <Typography component="h3" sx={{ fontWeight: 500 }}>
                {t(item.question)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-answer`}>
              <Typography color="text.secondary">{t(item.answer)}</Typography>
              {item.links && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  {item.links.map((link) => (
                    <Button key={link.href} component={RouterLink} to={link.href} variant="outlined" size="small">
                      {t(link.label)}
                    </Button>
                  ))}
                </Stack>
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </Section>
    </Box>
  );
}
