import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDownloadTransactionRecord, type TransactionRecordFormat } from '../api/download-transaction-record';

/**
 * "Transaction record": the broker's record of the load (parties, stops, what the carrier is paid and
 * the customer billed, charges, invoices and payments), downloaded as a PDF or a CSV by a party to it.
 */
export function TransactionRecordMenu({ shipmentId, shipmentNumber }: { shipmentId: number; shipmentNumber: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useDownloadTransactionRecord();
  const buttonId = useId();
  const menuId = useId();

  const save = (format: TransactionRecordFormat) => {
    setAnchor(null);
    download.mutate({ shipmentId, shipmentNumber, format });
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<ReceiptLong />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={download.isPending}
      >
        {download.isPending ? t('Downloading…') : t('Transaction record')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        <MenuItem onClick={() => save('pdf')}>
          <ListItemText primary={t('Download PDF')} secondary={t('To print or keep')} />
        </MenuItem>
        <MenuItem onClick={() => save('csv')}>
          <ListItemText primary={t('Download CSV')} secondary={t('For a spreadsheet')} />
        </MenuItem>
      </Menu>
    </>
  );
}
