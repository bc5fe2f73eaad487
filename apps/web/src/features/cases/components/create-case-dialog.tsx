import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { AttachDocumentsField } from './attach-documents-field';
import { CaseCreatedPanel } from './case-created-panel';
import type { RenderCaseUpload } from './case-panels';
import { CaseTypeAndAmountFields, DescriptionField, IncidentField } from './case-form-fields';
import { useCreateCaseForm, type CreateCaseForm } from './use-create-case-form';
import { useTranslation } from '../../../i18n/use-translation';

export interface CreateCaseDialogProps {
  open: boolean;
  onClose: () => void;
  shipmentId: number;
  shipmentNumber: string;
  /** Called once the case exists (the dialog then offers uploads and a link to the case). */
  onCreated?: (item: PortalCase) => void;
  /** The upload dialog for files on the new case (the documents feature's, composed by the page). */
  renderUpload: RenderCaseUpload;
}

/**
 * Opens a case on a shipment: type, amount, description, incident time and
 * the shipment's documents to attach; then new files can be uploaded to the case. On success
 * 'Case created!' is shown and the shipment's cases, the case lists and the badge reload.
 */
export function CreateCaseDialog({ open, onClose, shipmentId, shipmentNumber, onCreated, renderUpload }: CreateCaseDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const caseForm = useCreateCaseForm({ open, shipmentId, onCreated });
  const { created, saving, upload } = caseForm;

  return (
    <>
      <Dialog
        open={open && !upload.open}
        onClose={saving ? undefined : onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby="create-case-title"
        aria-busy={saving}
      >
        <DialogTitle id="create-case-title" sx={{ pb: 0.5 }}>
          {created ? t('Case created') : t('Open a case')}
          <Typography variant="body2" color="text.secondary">
            {t('Shipment {{shipmentNumber}}', { shipmentNumber })}
          </Typography>
        </DialogTitle>
        {created ? (
          <CaseCreatedPanel created={created} uploadedCount={upload.count} onUpload={() => upload.setOpen(true)} onClose={onClose} />
        ) : (
          <CreateCaseFormPanel caseForm={caseForm} shipmentId={shipmentId} open={open} onClose={onClose} />
        )}
      </Dialog>

      {created &&
        renderUpload({
          open: upload.open,
          onClose: () => upload.setOpen(false),
          title: t('Upload to {{caseNumber}}', { caseNumber: created.caseNumber }),
          caseId: created.id,
          shipmentId,
          onUploaded: upload.added,
        })}
    </>
  );
}

interface CreateCaseFormPanelProps {
  caseForm: CreateCaseForm;
  shipmentId: number;
  open: boolean;
  onClose: () => void;
}

function CreateCaseFormPanel({ caseForm, shipmentId, open, onClose }: CreateCaseFormPanelProps) {
  const { t } = useTranslation();
  const { form, submit, clearProblem, saving } = caseForm;
  const fields = { form, clearProblem, disabled: saving };
  const formProblem = form.formState.errors.root?.message;
  return (
    <>
      <DialogContent>
        <Stack spacing={2.25} sx={{ pt: 1.5 }} component="form" noValidate onSubmit={submit}>
          <CaseTypeAndAmountFields {...fields} />
          <IncidentField {...fields} />
          <DescriptionField {...fields} />
          <AttachDocumentsField {...fields} shipmentId={shipmentId} enabled={open} />
          {formProblem && (
            <Alert severity="error" role="alert">
              {t(formProblem)}
            </Alert>
          )}
          {saving && <LinearProgress aria-label={t('Creating case')} />}
          <button type="submit" hidden tabIndex={-1} aria-hidden />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {saving ? t('Creating…') : t('Create case')}
        </Button>
      </DialogActions>
    </>
  );
}
