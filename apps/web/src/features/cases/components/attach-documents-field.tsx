import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_DOCUMENTS_MAX } from '@portal/domain/cases/case-model';
import type { PortalDocument } from '@portal/domain/documents/document-schemas';
import { Controller } from 'react-hook-form';
import { formatDate } from '../../../lib/format';
import { useShipmentDocuments } from '../api/get-shipment-documents';
import type { CaseFieldsProps } from './case-form-fields';
import { useTranslation } from '../../../i18n/use-translation';

/** The shipment's documents to take along to the new case (at most CASE_DOCUMENTS_MAX). */
export function AttachDocumentsField({ form, clearProblem, disabled, shipmentId, enabled }: CaseFieldsProps & { shipmentId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const documents = useShipmentDocuments(shipmentId, enabled);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('Attach shipment documents')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {t('New files can be uploaded once the case is open.')}
      </Typography>
      <Controller
        control={form.control}
        name="documentIds"
        render={({ field, fieldState }) => {
          const toggle = (id: string, checked: boolean) => {
            field.onChange(checked ? [...field.value, id] : field.value.filter((other) => other !== id));
            clearProblem('documentIds');
          };
          return (
            <>
              {documents.isPending ? (
                <Skeleton variant="rounded" height={40} />
              ) : documents.error ? (
                <Typography variant="body2" color="error">
                  {t("The shipment's documents could not be loaded.")}
                </Typography>
              ) : documents.data && documents.data.data.length > 0 ? (
                <Stack sx={{ maxHeight: 180, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}>
                  {documents.data.data.map((doc) => (
                    <DocumentChoice
                      key={doc.id}
                      document={doc}
                      checked={field.value.includes(doc.id)}
                      disabled={disabled || (!field.value.includes(doc.id) && field.value.length >= CASE_DOCUMENTS_MAX)}
                      onChange={(checked) => toggle(doc.id, checked)}
                    />
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('This shipment has no documents yet.')}
                </Typography>
              )}
              {fieldState.error && (
                <Typography variant="caption" color="error" role="alert">
                  {t(fieldState.error.message ?? '')}
                </Typography>
              )}
            </>
          );
        }}
      />
    </Box>
  );
}

interface DocumentChoiceProps {
  document: Pick<PortalDocument, 'name' | 'type' | 'createdAt'>;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function DocumentChoice({ document, checked, disabled, onChange }: DocumentChoiceProps) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={<Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled} />}
      label={
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {document.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(document.type)} · {formatDate(document.createdAt)}
          </Typography>
        </Box>
      }
      sx={{ mr: 0, py: 0.25, '& .MuiFormControlLabel-label': { minWidth: 0 } }}
    />
  );
}
