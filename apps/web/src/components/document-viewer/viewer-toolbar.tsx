import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Print from '@mui/icons-material/Print';
import RotateRight from '@mui/icons-material/RotateRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { canZoomIn, canZoomOut, formatZoom, ZOOM_STEPS } from './zoom';
import { useTranslation } from '../../i18n/use-translation';

export interface ViewerToolbarProps {
  name: string;
  page: number;
  pageCount: number;
  zoom: number;
  /** Page, zoom and rotate controls work once a file is shown. */
  ready: boolean;
  /** Download and print need the file. */
  hasFile: boolean;
  onPageChange: (page: number) => void;
  onZoomChange: (zoom: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onRotate: () => void;
  onDownload: () => void;
  onPrint: () => void;
  onClose: () => void;
}

function ToolButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactElement }) {
  // The span keeps the tooltip working on a disabled button.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} color="inherit" size="small" sx={{ '&.Mui-disabled': { color: 'rgba(255,255,255,0.35)' } }}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The viewer's bar: name, paging, zoom, rotate, download, print, close. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation();
  const { name, page, pageCount, zoom, ready, hasFile } = props;
  return (
    <Box
      role="toolbar"
      aria-label={t('Document viewer controls')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.5,
        px: { xs: 1, sm: 2 },
        py: 0.75,
        bgcolor: '#2B2F36',
        color: '#fff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.4)',
        zIndex: 1,
      }}
    >
      <Typography component="h2" variant="subtitle1" noWrap title={name} sx={{ fontWeight: 600, flex: '1 1 160px', minWidth: 0, order: { xs: 0 } }}>
        {name}
      </Typography>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.25 }, order: { xs: 2, md: 1 }, flex: { xs: '1 1 100%', md: '0 0 auto' }, justifyContent: 'center', flexWrap: 'wrap' }}>
        <ToolButton label={t('Previous page')} onClick={() => props.onPageChange(page - 1)} disabled={!ready || page <= 1}>
          <NavigateBefore />
        </ToolButton>
        <Typography variant="body2" aria-live="polite" data-testid="viewer-page" sx={{ minWidth: { xs: 78, sm: 92 }, textAlign: 'center', whiteSpace: 'nowrap' }}>
          {ready ? t('Page {{page}} of {{total}}', { page, total: pageCount }) : t('Page – of –')}
        </Typography>
        <ToolButton label={t('Next page')} onClick={() => props.onPageChange(page + 1)} disabled={!ready || page >= pageCount}>
          <NavigateNext />
        </ToolButton>

        <Box sx={{ width: { xs: 0, sm: 12 } }} />
        <ToolButton label={t('Zoom out')} onClick={props.onZoomOut} disabled={!ready || !canZoomOut(zoom)}>
          <ZoomOut />
        </ToolButton>
        <Select
          size="small"
          value={zoom}
          disabled={!ready}
          onChange={(event) => props.onZoomChange(Number(event.target.value))}
          inputProps={{ 'aria-label': t('Zoom') }}
          renderValue={(value) => <span data-testid="viewer-zoom">{formatZoom(value)}</span>}
          sx={{
            color: '#fff',
            bgcolor: 'rgba(255,255,255,0.08)',
            height: 32,
            minWidth: { xs: 76, sm: 88 },
            '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.3)' },
            '& .MuiSvgIcon-root': { color: '#fff' },
            '&.Mui-disabled .MuiSelect-select': { WebkitTextFillColor: 'rgba(255,255,255,0.5)' },
          }}
        >
          {ZOOM_STEPS.map((step) => (
            <MenuItem key={step} value={step}>
              {formatZoom(step)}
            </MenuItem>
          ))}
        </Select>
        <ToolButton label={t('Zoom in')} onClick={props.onZoomIn} disabled={!ready || !canZoomIn(zoom)}>
          <ZoomIn />
        </ToolButton>
        <ToolButton label={t('Rotate')} onClick={props.onRotate} disabled={!ready}>
          <RotateRight />
        </ToolButton>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, order: { xs: 1, md: 2 }, ml: 'auto' }}>
        <ToolButton label={t('Download')} onClick={props.onDownload} disabled={!hasFile}>
          <Download />
        </ToolButton>
        <ToolButton label={t('Print')} onClick={props.onPrint} disabled={!ready}>
          <Print />
        </ToolButton>
        <ToolButton label={t('Close')} onClick={props.onClose}>
          <Close />
        </ToolButton>
      </Box>
    </Box>
  );
}
