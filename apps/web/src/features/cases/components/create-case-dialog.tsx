import CheckCircle from '@mui/icons-material/CheckCircle';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CASE_DESCRIPTION_MAX_LENGTH, CASE_DOCUMENTS_MAX } from '@portal/domain/cases/case-model';
import { CASE_TYPES } from '@portal/domain/cases/case-status';
import { CASE_CREATED } from '@portal/domain/common/messages';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { UploadDialog } from '../../../components/documents/upload-dialog';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { errorMessages, notify } from '../../../lib/notify';
import { useCreateCase } from '../api/create-case';
import { useShipmentDocuments } from '../api/get-shipment-documents';
import { caseFormBody, CASE_FORM_DEFAULTS, needsAmount, serverCaseFormErrors, validateCaseForm, type CaseFormErrors, type CaseFormValues } from '../lib/case-form';
import type { PortalCase } from '../types';

export interface CreateCaseDialogProps {
  open: boolean;
  onClose: () => void;
  shipmentId: number;
  shipmentNumber: string;
  /** Called once the case exists (the dialog then offers uploads and a link to the case). */
  onCreated?: (item: PortalCase) => void;
}

/**
 * Opens a case on a shipment (spec sections 3 and 4): type, amount, description, incident time and
 * the shipment's documents to attach; then new files can be uploaded to the case. On success
 * 'Case created!' is shown and the shipment's cases, the case lists and the badge reload.
 */
export function CreateCaseDialog({ open, onClose, shipmentId, shipmentNumber, onCreated }: CreateCaseDialogProps) {
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [values, setValues] = useState<CaseFormValues>(CASE_FORM_DEFAULTS);
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const [created, setCreated] = useState<PortalCase | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [uploadedCount, setUploadedCount] = useState(0);
  const create = useCreateCase();
  const documents = useShipmentDocuments(shipmentId, open && !created);
  const saving = create.isPending;

  // Each opening starts a new case.
  useEffect(() => {
    if (!open) return;
    setValues(CASE_FORM_DEFAULTS);
    setErrors({});
    setCreated(null);
    setUploadOpen(false);
    setUploadedCount(0);
    create.reset();
    // Reset when the dialog opens only.
  }, [open]);

  const change = (patch: Partial<CaseFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current, form: undefined };
      for (const key of Object.keys(patch) as (keyof CaseFormValues)[]) next[key] = undefined;
      return next;
    });
  };

  const submit = async () => {
    const body = caseFormBody(shipmentId, values);
    const problems = validateCaseForm(body);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    try {
      const answer = await create.mutateAsync(body);
      notify.success(answer.message || CASE_CREATED);
      setCreated(answer.data);
      onCreated?.(answer.data);
    } catch (error) {
      const fieldErrors = isApiError(error) ? serverCaseFormErrors(error.errors) : {};
      if (Object.keys(fieldErrors).length === 0) fieldErrors.form = errorMessages(error).join(' ');
      setErrors(fieldErrors);
    }
  };

  const amountRequired = needsAmount(values.caseType);
  const toggleDocument = (id: string, checked: boolean) =>
    change({ documentIds: checked ? [...values.documentIds, id] : values.documentIds.filter((other) => other !== id) });

  return (
    <>
      <Dialog
        open={open && !uploadOpen}
        onClose={saving ? undefined : onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby="create-case-title"
        aria-busy={saving}
      >
        <DialogTitle id="create-case-title" sx={{ pb: 0.5 }}>
          {created ? 'Case created' : 'Open a case'}
          <Typography variant="body2" color="text.secondary">
            Shipment {shipmentNumber}
          </Typography>
        </DialogTitle>

        {created ? (
          <>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <CheckCircle color="success" sx={{ fontSize: 40 }} />
                  <Box>
                    <Typography variant="h6" component="p" data-testid="created-case-number">
                      {created.caseNumber}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {created.caseType.displayName} · {created.statusDescription}
                    </Typography>
                  </Box>
                </Box>
                <Typography variant="body2">
                  Add receipts, signed in-and-out times or photos to support the request. Each upload is attached to the case.
                </Typography>
                {uploadedCount > 0 && (
                  <Alert severity="success" variant="outlined">
                    {uploadedCount === 1 ? '1 document uploaded to the case.' : `${uploadedCount} documents uploaded to the case.`}
                  </Alert>
                )}
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
              <Button startIcon={<UploadFile />} onClick={() => setUploadOpen(true)}>
                Upload document
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button component={Link} to={paths.cases.previewTab.getHref(created.caseNumber, 'notes')} onClick={onClose} color="inherit">
                View case
              </Button>
              <Button variant="contained" onClick={onClose}>
                Done
              </Button>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogContent>
              <Stack spacing={2.25} sx={{ pt: 1.5 }} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    label="Case Type"
                    value={values.caseType}
                    onChange={(event) => change({ caseType: Number(event.target.value) })}
                    error={!!errors.caseType}
                    helperText={errors.caseType}
                    disabled={saving}
                    fullWidth
                    required
                  >
                    {CASE_TYPES.map((type) => (
                      <MenuItem key={type.code} value={type.code}>
                        {type.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label="Amount"
                    value={values.amount}
                    onChange={(event) => change({ amount: event.target.value })}
                    error={!!errors.amount}
                    helperText={errors.amount ?? (amountRequired ? 'Required for accessorial requests' : 'Optional until the amount is known')}
                    disabled={saving}
                    required={amountRequired}
                    fullWidth
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                      htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                    }}
                  />
                </Stack>
                <TextField
                  label="Incident Date and Time"
                  type="datetime-local"
                  value={values.incidentAt}
                  onChange={(event) => change({ incidentAt: event.target.value })}
                  error={!!errors.incidentAt}
                  helperText={errors.incidentAt ?? 'When it happened, in your time zone'}
                  disabled={saving}
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dayjs().format('YYYY-MM-DDTHH:mm') } }}
                />
                <TextField
                  label="Description"
                  value={values.description}
                  onChange={(event) => change({ description: event.target.value })}
                  error={!!errors.description}
                  helperText={errors.description ?? `${values.description.length} / ${CASE_DESCRIPTION_MAX_LENGTH}`}
                  disabled={saving}
                  required
                  multiline
                  minRows={3}
                  maxRows={8}
                  fullWidth
                  placeholder="What happened, where, and how the amount is calculated"
                  slotProps={{ htmlInput: { maxLength: CASE_DESCRIPTION_MAX_LENGTH } }}
                />

                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" variant="subtitle2">
                    Attach shipment documents
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                    New files can be uploaded once the case is open.
                  </Typography>
                  {documents.isPending ? (
                    <Skeleton variant="rounded" height={40} />
                  ) : documents.error ? (
                    <Typography variant="body2" color="error">
                      The shipment's documents could not be loaded.
                    </Typography>
                  ) : documents.data && documents.data.data.length > 0 ? (
                    <Stack sx={{ maxHeight: 180, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}>
                      {documents.data.data.map((doc) => (
                        <FormControlLabel
                          key={doc.id}
                          control={
                            <Checkbox
                              size="small"
                              checked={values.documentIds.includes(doc.id)}
                              onChange={(event) => toggleDocument(doc.id, event.target.checked)}
                              disabled={saving || (!values.documentIds.includes(doc.id) && values.documentIds.length >= CASE_DOCUMENTS_MAX)}
                            />
                          }
                          label={
                            <Box sx={{ minWidth: 0 }}>
                              <Typography variant="body2" noWrap>
                                {doc.name}
                              </Typography>
                              <Typography variant="caption" color="text.secondary">
                                {doc.type} · {formatDate(doc.createdAt)}
                              </Typography>
                            </Box>
                          }
                          sx={{ mr: 0, py: 0.25, '& .MuiFormControlLabel-label': { minWidth: 0 } }}
                        />
                      ))}
                    </Stack>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      This shipment has no documents yet.
                    </Typography>
                  )}
                  {errors.documentIds && (
                    <Typography variant="caption" color="error" role="alert">
                      {errors.documentIds}
                    </Typography>
                  )}
                </Box>

                {errors.form && (
                  <Alert severity="error" role="alert">
                    {errors.form}
                  </Alert>
                )}
                {saving && <LinearProgress aria-label="Creating case" />}
                <button type="submit" hidden tabIndex={-1} aria-hidden />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={saving} color="inherit">
                Cancel
              </Button>
              <Button variant="contained" onClick={() => void submit()} disabled={saving}>
                {saving ? 'Creating…' : 'Create case'}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>

      {created && (
        <UploadDialog
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          title={`Upload to ${created.caseNumber}`}
          caseId={created.id}
          shipmentId={shipmentId}
          onUploaded={() => setUploadedCount((count) => count + 1)}
        />
      )}
    </>
  );
}
