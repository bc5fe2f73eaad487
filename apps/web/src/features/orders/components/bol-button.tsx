import Description from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessages, notify } from '../../../lib/notify';
import { useBolReadiness } from '../api/get-bol-readiness';
import { useGenerateBol } from '../api/generate-bol';
import type { OrderPanels, ViewedDocument } from './order-panels';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf } from '../../../lib/translate-message';

/**
 * Bill of Lading: disabled with the list of what is missing until the order has it; otherwise
 * generates the BOL and opens it in the document viewer.
 */
export function BolButton({ orderNumber, viewDocument }: { orderNumber: string; viewDocument: OrderPanels['viewDocument'] }) {
  const { t } = useTranslation();
  const readiness = useBolReadiness(orderNumber);
  const generate = useGenerateBol(orderNumber);
  const [viewing, setViewing] = useState<ViewedDocument | null>(null);
  const missing = readiness.data?.missing ?? [];
  const ready = readiness.data?.ready ?? false;

  const run = async () => {
    try {
      const answer = await generate.mutateAsync();
      notify.success(answerMessageOf(answer));
      setViewing({ id: answer.data.documentId, name: answer.data.fileName, extension: '.pdf' });
    } catch (error) {
      notify.error(errorMessages(error).join(' '));
    }
  };

  return (
    <Box>
      <Button variant="outlined" startIcon={<Description />} disabled={!ready || generate.isPending} onClick={() => void run()} aria-describedby={missing.length > 0 ? 'bol-missing' : undefined}>
        {t('Bill of Lading')}
      </Button>
      {missing.length > 0 && (
        <Box id="bol-missing" sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t('The bill of lading needs:')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map((m) => (
              <Typography component="li" variant="caption" color="text.secondary" key={m}>
                {t(m)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {viewDocument(viewing, () => setViewing(null))}
    </Box>
  );
}
