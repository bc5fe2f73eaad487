import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import type { RenderCaseUpload } from './case-panels';
import { CreateCaseDialog } from './create-case-dialog';
import { useTranslation } from '../../../i18n/use-translation';

export interface CreateCaseButtonProps {
  shipmentId: number;
  shipmentNumber: string;
  /** Defaults to 'Open a case'. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  onCreated?: (item: PortalCase) => void;
  renderUpload: RenderCaseUpload;
}

/**
 * A button that opens a case on the given shipment: what other pages (the shipment preview's cases
 * tab) mount through their route module, since features do not import each other.
 */
export function CreateCaseButton({ shipmentId, shipmentNumber, label, variant = 'contained', size, onCreated, renderUpload }: CreateCaseButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} startIcon={<ReportProblemOutlined />} onClick={() => setOpen(true)}>
        {label ?? t('Open a case')}
      </Button>
      <CreateCaseDialog open={open} onClose={() => setOpen(false)} shipmentId={shipmentId} shipmentNumber={shipmentNumber} onCreated={onCreated} renderUpload={renderUpload} />
    </>
  );
}
